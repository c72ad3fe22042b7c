// Arriving at /ablauf/ with a step's address, as a visitor's browser does it: without the request
// routing of the shared fixtures (fixtures.ts), which slows every response enough that the element's
// code always came after the browser's own smooth jump to the anchor had ended. With the code cached
// (the second and later arrivals), it comes during that jump: the step named must still show.
import { expect, test } from '@playwright/test';
import type {} from '../../shell/index.ts';

test.use({ viewport: { width: 1366, height: 768 } });

test("arriving with a step's address while the browser still jumps to the anchor: that step shows, and the address stays", async ({
  page,
}) => {
  const outside: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (!['127.0.0.1', 'localhost'].includes(new URL(request.url()).hostname)) outside.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const seen: string[] = [];
  for (const [address, index] of [
    ['#reparatur', 2],
    ['#kontrolle', 3],
    ['#uebergabe', 4],
    ['#kontrolle', 3],
    ['#uebergabe', 4],
  ] as const) {
    await page.goto('about:blank');
    await page.goto(`/ablauf/${address}`, { waitUntil: 'load' });
    await page.evaluate(() => window.wsShell!.whenSettled('ws-scroll-sections'));
    await page.waitForTimeout(1500);
    seen.push(
      `${address} ${await page.locator('ws-scroll-sections').evaluate((element) => `${(element as HTMLElement & { index: number }).index} ${location.hash}`)}`,
    );
    void index;
  }
  expect(seen).toEqual([
    '#reparatur 2 #reparatur',
    '#kontrolle 3 #kontrolle',
    '#uebergabe 4 #uebergabe',
    '#kontrolle 3 #kontrolle',
    '#uebergabe 4 #uebergabe',
  ]);
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});

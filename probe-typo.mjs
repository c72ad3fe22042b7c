import { chromium } from '/work/main/node_modules/@playwright/test/index.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [360, 768, 1140, 1366]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto('http://127.0.0.1:8095/leistungen/');
  const sizes = await page.evaluate(() => ['h1', 'h2', 'h3'].map((tag) => { const el = document.querySelector('main ' + tag); return el ? `${tag} ${getComputedStyle(el).fontSize}` : `${tag} -`; }).join(', '));
  console.log(width, sizes, await page.evaluate(() => document.documentElement.scrollWidth));
  if (width === 360) await page.screenshot({ path: '/tmp/lead/typo-360.png' });
  await page.close();
}
await browser.close();

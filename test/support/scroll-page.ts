// For element tests that scroll the test page itself (<ws-to-top>, <ws-sticky>): wait a few
// animation frames (the elements read the position once per frame), scroll instantly and wait, and
// the page set up without the body's margin, at 800 × 600, back at the top after each test.
import { setViewport } from '@web/test-runner-commands';

export async function frames(count = 3): Promise<void> {
  for (let index = 0; index < count; index += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

export async function scrollPage(top: number): Promise<void> {
  window.scrollTo({ top, behavior: 'instant' });
  await frames();
}

/** Registers the hooks: no body margin, 800 × 600, the top before and after each test, `cleanUp` after each. */
export function useScrollPage(cleanUp: () => void | Promise<void>): void {
  before(() => {
    document.body.style.margin = '0';
  });
  beforeEach(async () => {
    await setViewport({ width: 800, height: 600 });
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  afterEach(async () => {
    await cleanUp();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

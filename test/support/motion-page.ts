// The motion elements' test pages (ws-animate, ws-title): hand-driven timers on a page that loaded
// just now, so an element's 300 ms after load are all still to come, and the reset after each test.
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { ANIMATION_STATUS_ATTRIBUTE } from '../../platform/motion.ts';
import { manualTimers, type ManualTimers } from './manual-timers.ts';

let timers: ManualTimers | undefined;
let restoreLoadTime: (() => void) | undefined;

/** Hand-driven timers, and a navigation entry whose load ended now. */
export function justLoaded(): ManualTimers {
  const real = performance.getEntriesByType.bind(performance);
  performance.getEntriesByType = ((type: string) =>
    type === 'navigation' ? [{ loadEventEnd: performance.now() }] : real(type)) as typeof performance.getEntriesByType;
  restoreLoadTime = () => (performance.getEntriesByType = real);
  return (timers = manualTimers());
}

/** The real timers and load time back (a test that goes on with real time). */
export function restoreMotionTimers(): void {
  timers?.restore();
  timers = undefined;
  restoreLoadTime?.();
  restoreLoadTime = undefined;
}

/** After each test: its pages gone, real timers, no animation status, motion allowed, the runner's viewport. */
export async function resetMotionPage(pages: HTMLElement[]): Promise<void> {
  for (const page of pages.splice(0)) page.remove();
  restoreMotionTimers();
  document.documentElement.removeAttribute(ANIMATION_STATUS_ATTRIBUTE);
  scrollTo(0, 0);
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport({ width: 800, height: 600 });
}

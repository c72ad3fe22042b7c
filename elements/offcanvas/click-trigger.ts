// What a click on a panel's click trigger is, and a click that came before the panel's code: the
// waiting rule (code-wanted.ts) keeps it, and the element opens the panel for it once it has come.
// Apart from the rules, so the shell's small waiting chunk fetches this file only.
import { pressBeforeCode } from '../../platform/take-over.ts';

/** The trigger `target` is in, by a selector an author wrote; a broken one matches nothing (the element warns). */
export function clickTriggerAt(target: EventTarget | null, selector: string): Element | null {
  if (!(target instanceof Element)) return null;
  try {
    return target.closest(selector);
  } catch {
    return null;
  }
}

/** The trigger a visitor clicked before the panel's code came. */
export const clickBeforeCode = pressBeforeCode<HTMLElement>('ws.offcanvas.click-before-code');

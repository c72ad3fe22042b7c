// The visitor's first sign of interest in an element whose code waits for it (docs/GLOSSARY.md,
// "Code wanted"): the one list of what counts, for every waiting rule and first frame.
import { Disposer } from './disposer.ts';

/** What shows interest: the pointer over it, a press, focus, a key, a click (a script's click included). */
export const INTEREST_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click'] as const;

/** Whether the pointer or focus is on `element` already: it came before a rule could listen. */
export function alreadyInterested(element: Element): boolean {
  return element.matches(':hover, :focus-within');
}

/**
 * Calls `want` once, at the first sign of interest in one of `targets` (among what `counts` lets
 * through, when listening on a whole document), and stops listening then. The returned Disposer
 * stops it too: a rule with other reasons to want the code adds them to it.
 */
export function onFirstInterest(
  targets: Iterable<EventTarget>,
  want: () => void,
  counts: (event: Event) => boolean = () => true,
): Disposer {
  const stops = new Disposer();
  const wanted = (event: Event) => {
    if (!counts(event)) return;
    stops.dispose();
    want();
  };
  for (const target of targets)
    for (const type of INTEREST_EVENTS) stops.listen(target, type, wanted, { capture: true });
  return stops;
}

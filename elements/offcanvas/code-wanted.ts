// When the shell fetches <ws-offcanvas>'s code. The tag starts at load wherever it sits (its triggers
// must arm), but while the consent banner waits for an answer no automatic trigger may open a panel
// (consent-gate.ts): fetched then, the element's 7 KB (and React) would only weigh on a first visit's
// first load. So the shell loads this small chunk first, and the code when a panel could open: at once
// for a start-open state or a config (codeWantedAtOnce), on a page without a waiting banner, or with a
// hash (a hash link); else once the banner lets go, a hash link is followed, or a visitor comes to a
// panel's click trigger (README.md, "Before the code"). A click on the trigger before the code has
// come is kept, and opens the panel when it comes.
import { isPlainClick } from '../../platform/events.ts';
import { bannerHoldsTriggers, clickTriggerSelector, codeWantedAtOnce } from './banner-wait.ts';
import { clickBeforeCode, clickTriggerAt } from './click-trigger.ts';
import { bannerSituation, listenToBanner, noteRelease, watchBanner } from './consent-gate.ts';
import { whenParsed } from '../../platform/environment.ts';
import { alreadyInterested, onFirstInterest } from '../../platform/interest.ts';
import { holdClicksUntilCode } from '../../platform/take-over.ts';

/** Resolves when `panel` (a <ws-offcanvas> not defined yet) needs the element's code; `onWait` first when it does not
 * yet. */
export async function whenCodeWanted(panel: Element, onWait: () => void): Promise<void> {
  const doc = panel.ownerDocument;
  const view = doc.defaultView ?? window;
  const read = (attribute: string) => panel.getAttribute(attribute);
  if (codeWantedAtOnce(read)) return;
  const clickSelector = clickTriggerSelector(read);
  // A broken selector: the element's code says so (it warns, and the trigger is off).
  if (clickSelector !== undefined && !selectorWorks(doc, clickSelector)) return;
  await whenParsed(doc);
  // The shell's own show/hide bookkeeping for the banner, as the element will read it.
  listenToBanner(doc);
  const held = () => bannerHoldsTriggers(bannerSituation(doc));
  if (view.location.hash.length > 1 || !held()) return;
  // The visitor already on a trigger (pointer or focus came before this rule listened).
  if (clickSelector && [...doc.querySelectorAll(clickSelector)].some(alreadyInterested)) return;
  onWait();
  const isTrigger = (event: Event) =>
    clickSelector !== undefined && clickTriggerAt(event.target, clickSelector) !== null;
  if (clickSelector)
    holdClicksUntilCode(panel as HTMLElement, doc, (event) => heldTriggerClick(event, clickSelector), clickBeforeCode);
  return new Promise((resolve) => {
    let released = false;
    // Interest in a click trigger (none without one: `isTrigger` lets nothing through then).
    const stops = onFirstInterest([doc], () => release(), isTrigger);
    const release = () => {
      if (released) return;
      released = true;
      stops.dispose();
      resolve();
    };
    // Any hash link may name a panel (the hash-links chunk waits for the element to be defined).
    stops.listen(view, 'hashchange', release);
    const stopWatching = watchBanner(doc, () => {
      if (held()) return;
      // The panels' grace after the answer counts from now, not from when their code arrives.
      noteRelease(doc);
      release();
    });
    // The bus replays its state while subscribing: an answer already given released us above.
    if (released) stopWatching();
    else stops.add(stopWatching);
  });
}

/** Whether an author's selector parses (a broken one would throw on every query). */
function selectorWorks(doc: Document, selector: string): boolean {
  try {
    doc.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/** A plain click on a click trigger: kept for the panel (a modified click on a link stays the browser's). */
function heldTriggerClick(event: MouseEvent, selector: string): HTMLElement | undefined {
  if (!isPlainClick(event)) return undefined;
  const trigger = clickTriggerAt(event.target, selector);
  return trigger instanceof HTMLElement ? trigger : undefined;
}

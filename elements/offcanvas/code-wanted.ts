// When the shell fetches <ws-offcanvas>'s code. The tag starts at load wherever it sits (its triggers
// must arm), but while the consent banner waits for an answer no automatic trigger may open a panel
// (consent-gate.ts): fetched then, the element's 7 KB would only weigh on a first visit's first load.
// So the shell loads this small chunk first, and the code when a panel could open: at once for a
// panel with a click trigger, a start-open state or a config (codeWantedAtOnce), on a page without a
// waiting banner, or with a hash (a hash link); else once the banner lets go, or a hash link is followed.
import { bannerHoldsTriggers, codeWantedAtOnce } from './banner-wait.ts';
import { bannerSituation, listenToBanner, noteRelease, watchBanner } from './consent-gate.ts';
import { whenParsed } from '../../platform/environment.ts';
import { Disposer } from '../../platform/disposer.ts';

/** Resolves when `panel` (a <ws-offcanvas> not defined yet) needs the element's code; `onWait` first when it does not
 * yet. */
export async function whenCodeWanted(panel: Element, onWait: () => void): Promise<void> {
  const doc = panel.ownerDocument;
  const view = doc.defaultView ?? window;
  if (codeWantedAtOnce((attribute) => panel.getAttribute(attribute))) return;
  await whenParsed(doc);
  // The shell's own show/hide bookkeeping for the banner, as the element will read it.
  listenToBanner(doc);
  const held = () => bannerHoldsTriggers(bannerSituation(doc));
  if (view.location.hash.length > 1 || !held()) return;
  onWait();
  return new Promise((resolve) => {
    let released = false;
    const stops = new Disposer();
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

// When the shell fetches <ws-video-background>'s code. Where the visitor's device or wishes keep the
// video from playing whatever it is (a phone, reduced motion, the animation status, Save-Data:
// deviceReason in rules.ts), the element would only show the poster, and the page's own
// <img slot="poster"> already does that through the reserve (reserve.ts): so the code, and React
// with it, comes only once the video could play (README.md, "Its code waits while it cannot play").
// A section whose poster is only its `poster` attribute needs the element to draw it: code at once.
import { saveDataWanted, watchSaveData, whenParsed } from '../../platform/environment.ts';
import { currentMotionContext, motionAllowedBy, watchMotion } from '../../platform/motion.ts';
import { deviceReason, type PosterReason, videoSource } from './rules.ts';

/** The element warns about a wrong animation status once its code has come; the rule stays quiet. */
const quiet = () => {};

/** Why the device and the visitor's wishes keep any background video from playing now (rules.ts), if they do. */
function reasonHere() {
  const context = currentMotionContext(quiet);
  return deviceReason({ motionAllowed: motionAllowedBy(context), phone: context.phone, saveData: saveDataWanted() });
}

/** The element's `data-state` while the code waits, as it would say it (posterReason: a wrong `src` comes first). */
function showState(host: Element, reason: PosterReason): void {
  host.setAttribute('data-state', videoSource(host.getAttribute('src') ?? undefined) ? reason : 'no-source');
}

/** The poster the page's markup shows without the element: an authored <img slot="poster">, or none at all. */
const posterShowsWithoutCode = (host: Element) =>
  host.querySelector(':scope > [slot="poster"]') !== null || !host.hasAttribute('poster');

/** The element's waiting rule (shell/registry.ts): at once where the video may play, else once it may. */
export async function whenCodeWanted(host: Element, onWait: () => void): Promise<void> {
  // The shell may see the tag before the parser has reached its poster.
  await whenParsed(host.ownerDocument);
  const reason = reasonHere();
  if (!reason || !posterShowsWithoutCode(host)) return;
  showState(host, reason);
  onWait();
  return new Promise((resolve) => {
    const check = () => {
      const now = reasonHere();
      if (now && posterShowsWithoutCode(host)) return showState(host, now);
      stopMotion();
      stopSaveData();
      posterChanged.disconnect();
      resolve();
    };
    // A phone turned to a wide tablet's landscape, reduced motion turned off, the status changed, Save-Data ended.
    const stopMotion = watchMotion(check);
    const stopSaveData = watchSaveData(check);
    // A script that takes the authored poster away leaves the attribute's picture for the element to draw.
    const posterChanged = new MutationObserver(check);
    posterChanged.observe(host, { childList: true, attributeFilter: ['poster', 'src'] });
  });
}

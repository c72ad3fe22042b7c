// When the shell fetches <ws-scroll-sections>'s code. In the flow (a window below the break point,
// reduced motion, the animation status: sectionsMode in rules.ts) the sections are ordinary content,
// and the reserve (reserve.ts) already lays them out as the element would, for the default break
// point. Where the element would have nothing else to do either (every section named, no setting of
// the page's own that the reserve cannot read), its code, and React with it, comes only once the
// sections would be stepped (README.md, "Its code waits while the sections flow").
import { whenParsed } from '../../platform/environment.ts';
import { motionAllowed, watchMotion } from '../../platform/motion.ts';
import { SCROLL_SECTIONS_BREAK_POINT_PX, sectionsMode } from './rules.ts';
import { sectionNeedsNaming, sectionsOf, wideMedia } from './sections.ts';

/** The element warns about a wrong animation status once its code has come; the rule stays quiet. */
const quiet = () => {};

/** The default break point, the one the reserve is written for (reserve.ts). */
const wideQuery = () => matchMedia(wideMedia(SCROLL_SECTIONS_BREAK_POINT_PX));

/** Settings that only the element applies: with either, the code comes at once. */
const OWN_SETTINGS = ['break-point', 'full-height-mobile'];

/** Whether the element has nothing to do that the page does not show already: the flow, every section named. */
function flowsWithoutCode(host: Element): boolean {
  if (OWN_SETTINGS.some((name) => host.hasAttribute(name))) return false;
  const sections = sectionsOf(host);
  const mode = sectionsMode({ wide: wideQuery().matches, motionAllowed: motionAllowed(quiet), count: sections.length });
  return mode === 'flow' && !sections.some(sectionNeedsNaming);
}

/** The element's waiting rule (shell/registry.ts): at once where the sections are stepped, else once they would be. */
export async function whenCodeWanted(host: Element, onWait: () => void): Promise<void> {
  // The sections are the host's children: all of them are there once the page is parsed.
  await whenParsed(host.ownerDocument);
  if (!flowsWithoutCode(host)) return;
  // As the element says it, for the page's CSS and scripts.
  host.setAttribute('data-ws-mode', 'flow');
  onWait();
  return new Promise((resolve) => {
    const wide = wideQuery();
    const check = () => {
      if (flowsWithoutCode(host)) return;
      wide.removeEventListener('change', check);
      stopMotion();
      changed.disconnect();
      resolve();
    };
    // The window widened past the break point, motion allowed again, a section or a setting added.
    wide.addEventListener('change', check);
    const stopMotion = watchMotion(check);
    const changed = new MutationObserver(check);
    changed.observe(host, { childList: true, attributeFilter: OWN_SETTINGS });
  });
}

// The view of <ws-to-top>: a fixed round link that shows after 200 px of scrolling (rules.ts),
// brings the page to the top in 1200 ms and then moves focus to the top of the page. Out of the way
// of the consent banner and open panels, and of any control it would lie over once the page rests.
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { getConsent } from '../../consent-bus/index.ts';
import type { ElementProps } from '../kit/define.ts';
import { pageLanguage, prefersReducedMotion } from '../../platform/environment.ts';
import { readOneOf } from '../../platform/values.ts';
import { animateScroll } from '../../platform/scroll-animation.ts';
import { warnerFor } from '../../platform/warn.ts';
import {
  DEFAULT_TO_TOP_POSITION,
  TO_TOP_SCROLL_MS,
  scrollMove,
  TO_TOP_POSITIONS,
  TO_TOP_SHOW_AFTER_PX,
  TO_TOP_TEXTS,
  toTopShown,
  type ToTopSituation,
} from './rules.ts';
import { coversControl, topFocusTarget } from './page.ts';
import type { toTopAttributes } from './schema.ts';

type Props = ElementProps<typeof toTopAttributes>;

/** The layers it never lies over: a consent banner that asks, and open off-canvas panels (their events bubble to the
 * document). */
function useCoveredLayerOpen(doc: Document): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // A banner that asked before this code came said so already: the bus knows it still waits for an answer.
    let bannerShown = doc.querySelector('ws-consent-banner') !== null && getConsent().banner.show;
    const panels = new Set<EventTarget>();
    const follow = () => setOpen(bannerShown || panels.size > 0);
    const listeners: Array<[string, (event: Event) => void]> = [
      ['ws-consent-banner-show', () => ((bannerShown = true), follow())],
      ['ws-consent-banner-hide', () => ((bannerShown = false), follow())],
      ['ws-offcanvas-open', (event) => (panels.add(event.composedPath()[0]!), follow())],
      ['ws-offcanvas-close', (event) => (panels.delete(event.composedPath()[0]!), follow())],
    ];
    for (const [type, listener] of listeners) doc.addEventListener(type, listener);
    follow();
    return () => {
      for (const [type, listener] of listeners) doc.removeEventListener(type, listener);
    };
  }, [doc]);
  return open;
}

export function ToTop({ position, scrollDownOnly, host }: Props) {
  const warn = warnerFor(host);
  const side = readOneOf('attribute "position"', position, TO_TOP_POSITIONS, DEFAULT_TO_TOP_POSITION, warn);
  const doc = host.ownerDocument;
  const view = doc.defaultView ?? window;
  const link = useRef<HTMLAnchorElement>(null);
  const coveredLayerOpen = useCoveredLayerOpen(doc);
  const [scroll, setScroll] = useState<Pick<ToTopSituation, 'scrollY' | 'lastMove'>>(() => ({
    scrollY: view.scrollY,
    lastMove: 'none',
  }));
  // Once the page rests, a link that would lie over a control steps aside until the next scroll.
  const [yielding, setYielding] = useState(false);
  const yieldingNow = useRef(false);
  yieldingNow.current = yielding;
  const shown = toTopShown({ ...scroll, scrollDownOnly, coveredLayerOpen }) && !yielding;
  // The author's link text names it (so a page in another language names it in that language).
  const label = host.querySelector(':scope > a')?.textContent?.trim() || TO_TOP_TEXTS[pageLanguage(host)].label;

  useLayoutEffect(() => host.setAttribute('data-position', side), [host, side]);

  // Whether a control lies under the link, asked when the page rests: after a scroll, a resize, the
  // code's arrival, a closed layer. Asked of the link's box whether it shows yet or not (a hidden
  // link is not hit, so what is below it is found either way; `scrollend` may come before the render).
  useEffect(() => {
    const check = () => {
      const own = link.current;
      if (own) setYielding(coversControl(own.getBoundingClientRect(), doc, host));
    };
    let frame = 0;
    let lastY = view.scrollY;
    let known = { beyond: lastY > TO_TOP_SHOW_AFTER_PX, lastMove: 'none' as ToTopSituation['lastMove'] };
    const onScroll = () => {
      if (yieldingNow.current) setYielding(false);
      if (frame) return;
      // One read per frame, and a render only when the answer can change (past the point, or the
      // direction turned): scrolling costs the page nothing else.
      frame = view.requestAnimationFrame(() => {
        frame = 0;
        const now = view.scrollY;
        const next = { beyond: now > TO_TOP_SHOW_AFTER_PX, lastMove: scrollMove(lastY, now, known.lastMove) };
        lastY = now;
        if (next.beyond === known.beyond && next.lastMove === known.lastMove) return;
        known = next;
        setScroll({ scrollY: now, lastMove: next.lastMove });
      });
    };
    view.addEventListener('scroll', onScroll, { passive: true });
    view.addEventListener('scrollend', check);
    view.addEventListener('resize', check);
    // The page may have moved between the first render and now (the code comes during a scroll), and rests now.
    onScroll();
    const arrived = view.requestAnimationFrame(() => view.requestAnimationFrame(check));
    return () => {
      view.removeEventListener('scroll', onScroll);
      view.removeEventListener('scrollend', check);
      view.removeEventListener('resize', check);
      view.cancelAnimationFrame(frame);
      view.cancelAnimationFrame(arrived);
    };
  }, [doc, host, view]);

  // A layer that closes leaves the page as it rests: look under the link again.
  useEffect(() => {
    if (coveredLayerOpen) return;
    const frame = view.requestAnimationFrame(() => {
      const own = link.current;
      if (own) setYielding(coversControl(own.getBoundingClientRect(), doc, host));
    });
    return () => view.cancelAnimationFrame(frame);
  }, [coveredLayerOpen, doc, host, view]);

  const goToTop = (event: ReactMouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const arrive = () => topFocusTarget(doc)?.focus({ preventScroll: true });
    const startY = view.scrollY;
    if (prefersReducedMotion() || startY <= 0) {
      view.scrollTo({ top: 0, behavior: 'instant' });
      arrive();
      return;
    }
    // Our own animation: 1200 ms (docs/RULES.md#page-helpers) (a smooth scrollTo takes the browser's time).
    // The visitor takes over (wheel, touch, a key): the page stays where they leave it, and focus stays theirs.
    void animateScroll(view, 0, TO_TOP_SCROLL_MS, { yieldToVisitor: true }).then((arrived) => arrived && arrive());
  };

  return (
    <a ref={link} href="#top" part="link" className={shown ? 'link shown' : 'link'} onClick={goToTop}>
      <svg viewBox="0 0 16 16" aria-hidden="true">
        <path d="M8 3l6 6-1.4 1.4L9 6.8V14H7V6.8L3.4 10.4 2 9z" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </a>
  );
}

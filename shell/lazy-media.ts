// Lazy loading of the page builder's markup: `<img data-src data-srcset data-sizes="auto">`,
// `<iframe data-src>`, `<video data-src data-poster>` (and a picture's or video's `<source>`s), and
// `data-bg` on any element (on anything else, a script above all, data-src stays held). The shell loads this chunk only
// on a page that has such markup. Each
// element's held values go live when it comes near the screen (an IntersectionObserver: one in the
// first screen at once), every URL through the kit's check; the checks run at most every 125 ms.
// Consent-marked markup (`data-category`, or inside it) is the consent blocker's, never touched here.
import { autoSizes, LAZY_MEDIA_TAGS, LAZY_NEAR_MARGIN, LAZY_THROTTLE_MS, lazyUpgrades } from './lazy-media-rules.ts';
import { isConsentMarked, LAZY_MARKUP } from './lazy-markup.ts';
import { throttle } from '../platform/timing.ts';

/** The state on each element taken: `waiting`, then `loaded` or `refused` (a hook for the page's CSS). */
export const LAZY_STATE_ATTRIBUTE = 'data-ws-lazy';

/** The element that comes near the screen for this markup: a picture's or video's source waits for its owner. */
function ownerOf(element: Element): Element {
  return element.localName === 'source' && element.parentElement ? element.parentElement : element;
}

/** The held values of one element, and of its picture's or video's sources when it is their owner. */
function partsOf(owner: Element): Element[] {
  const picture =
    owner.localName === 'img' && owner.parentElement?.localName === 'picture' ? owner.parentElement : undefined;
  const sources = (picture ?? owner).querySelectorAll(':scope > source');
  return [owner, ...sources].filter((part) => part.matches(LAZY_MARKUP));
}

function heldValues(part: Element): Record<string, string | undefined> {
  const held: Record<string, string | undefined> = {};
  for (const name of part.getAttributeNames()) if (name.startsWith('data-')) held[name] = part.getAttribute(name)!;
  return held;
}

/** A source counts only inside the picture or media element it feeds. */
const isStraySource = (part: Element) =>
  part.localName === 'source' && !['picture', 'video', 'audio'].includes(part.parentElement?.localName ?? '');

/** Makes one element's held values live; returns whether anything was refused. */
function upgrade(owner: Element): boolean {
  let refused = false;
  for (const part of partsOf(owner)) {
    if (isStraySource(part)) continue;
    if (part.getAttribute('data-sizes') === 'auto')
      part.setAttribute('sizes', autoSizes((owner as HTMLElement).offsetWidth));
    for (const change of lazyUpgrades(part.localName, heldValues(part))) {
      if (change.kind === 'attribute') part.setAttribute(change.name, change.value);
      else if (change.kind === 'background') (part as HTMLElement).style.setProperty('background-image', change.value);
      else {
        refused = true;
        console.error(
          `ws lazy loading: ${change.held} of a <${part.localName}> is not an http(s) or relative URL; it ` +
            'is not loaded',
          JSON.stringify(change.value),
        );
      }
    }
  }
  // A video's sources count only once it loads again.
  if (owner instanceof HTMLMediaElement && owner.querySelector(':scope > source[src]')) owner.load();
  owner.setAttribute(LAZY_STATE_ATTRIBUTE, refused ? 'refused' : 'loaded');
  return refused;
}

/** Starts lazy loading in `doc`: what is there now and what is added later. Returns a stop function. */
export function startLazyMedia(doc: Document = document): () => void {
  const near = new Set<Element>();
  const sized = new Set<HTMLElement>();
  const check = throttle(() => {
    for (const owner of near) {
      near.delete(owner);
      observer.unobserve(owner);
      // Moved into consent-marked content meanwhile: the consent blocker's now, never made live here.
      if (isConsentMarked(owner)) {
        owner.removeAttribute(LAZY_STATE_ATTRIBUTE);
        continue;
      }
      if (owner.isConnected) upgrade(owner);
      for (const part of partsOf(owner))
        if (part.getAttribute('data-sizes') === 'auto') sized.add(owner as HTMLElement);
    }
  }, LAZY_THROTTLE_MS);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) near.add(entry.target);
      if (near.size > 0) check();
    },
    { rootMargin: LAZY_NEAR_MARGIN },
  );
  const take = (root: ParentNode) => {
    const found =
      root instanceof Element && root.matches(LAZY_MARKUP)
        ? [root, ...root.querySelectorAll(LAZY_MARKUP)]
        : [...root.querySelectorAll(LAZY_MARKUP)];
    for (const element of found) {
      const owner = ownerOf(element);
      if (owner.hasAttribute(LAZY_STATE_ATTRIBUTE) || isConsentMarked(owner)) continue;
      // Neither media nor a background: nothing of it goes live (a picture's sources go with its <img>).
      if (!(LAZY_MEDIA_TAGS as readonly string[]).includes(owner.localName) && !owner.hasAttribute('data-bg')) continue;
      owner.setAttribute(LAZY_STATE_ATTRIBUTE, 'waiting');
      observer.observe(owner);
    }
  };
  take(doc);
  // Markup a script adds later (a feed's next page, a builder's section) is taken the same way, on a
  // page that had such markup when it loaded (the shell looks only then; see the README).
  const added: Node[] = [];
  const takeAdded = throttle(() => {
    for (const node of added.splice(0)) if (node instanceof Element && node.isConnected) take(node);
  }, LAZY_THROTTLE_MS);
  const mutations = new MutationObserver((records) => {
    for (const record of records) added.push(...record.addedNodes);
    if (added.length > 0) takeAdded();
  });
  mutations.observe(doc.documentElement, { childList: true, subtree: true });
  // An `auto` size follows the image's width when the window changes.
  const resize = throttle(() => {
    for (const image of sized) if (image.isConnected) image.setAttribute('sizes', autoSizes(image.offsetWidth));
  }, LAZY_THROTTLE_MS);
  const view = doc.defaultView ?? window;
  view.addEventListener('resize', resize, { passive: true });
  return () => {
    observer.disconnect();
    mutations.disconnect();
    view.removeEventListener('resize', resize);
    for (const paced of [check, takeAdded, resize]) paced.cancel();
  };
}

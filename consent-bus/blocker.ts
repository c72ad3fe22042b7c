// Holds marked content (data-category) until its category is accepted, then releases it: scripts
// run once each in document order, iframes/images/media get their src, stylesheets their href at
// once (they never wait behind a script's load).
// Withdrawing a category takes back what it released; where its scripts ran, the page reloads.
// Works without React, so a page whose only widget is a blocked video loads no element code.
import { pageLanguage } from '../platform/environment.ts';
import { nextTask } from '../platform/next-task.ts';
import { isCategory, type Category } from './categories.ts';
import type { ConsentBus } from './bus.ts';
import { holdFetching } from './held-attributes.ts';
import { cancelRefresh } from './refresh.ts';
import { createPlaceholder, equipPlaceholder, serviceName } from './placeholder.ts';
import type { Releaser } from './release.ts';
import type { ConsentState } from './rules.ts';

const MARKED = '[data-category]';

/** Main-thread time one task of a release may take before the rest waits for the next (docs/RULES.md#release). */
export const RELEASE_SLICE_MS = 20;
/** Elements with a visible box that wait: they get a placeholder of the same size. */
const hasBox = (element: Element) => ['iframe', 'video', 'embed', 'object'].includes(element.localName);

/**
 * Whether the browser ran (or will run) this script itself: no type, `module`, or a JavaScript
 * type (HTML's list, all of which name one of these). Marked scripts must be type="text/plain".
 */
function runsAsScript(script: HTMLScriptElement): boolean {
  const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
  return type === '' || type === 'module' || /(java|ecma|j|live)script/.test(type);
}

/** Whether a style element's text applies: no type, an empty one or text/css. */
const appliesAsCss = (style: HTMLStyleElement) =>
  ['', 'text/css'].includes((style.getAttribute('type') ?? '').trim().toLowerCase());

/** Swaps an applied marked style for an inert copy (type="text/plain"), which then waits like any marked element. */
function holdStyle(style: HTMLStyleElement): HTMLStyleElement {
  const held = style.cloneNode(true) as HTMLStyleElement;
  held.type = 'text/plain';
  style.replaceWith(held);
  return held;
}

/** A page refresh or redirect written as markup: marked content may not navigate the page. */
const REFRESH = 'meta[http-equiv="refresh" i]';

function inDocumentOrder(a: Element, b: Element): number {
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

export interface BlockerOptions {
  /** The page's CSP nonce: marked scripts must carry it to run, so injected markup cannot. */
  nonce?: string;
  /**
   * The page's opt-in (settings `run_scripts_added_later`): without a nonce, marked scripts added
   * after the page's parse run only with it, so markup injection cannot become script execution.
   */
  runScriptsAddedLater?: boolean;
  /** Reloads the page: withdrawing a category whose scripts already ran (their effects stay otherwise). */
  reload?: () => void;
}

export interface Blocker {
  /** Resolves when every release started so far has finished (scripts loaded or failed). */
  settled(): Promise<void>;
  /** Stops watching the page and the bus. */
  stop(): void;
  /** Whether withdrawing `category` now reloads the page (a marked script of it ran). */
  withdrawalReloads(category: Category): boolean;
}

export function startBlocker(bus: ConsentBus, doc: Document = document, options: BlockerOptions = {}): Blocker {
  const waiting = new Set<Element>();
  const placeholders = new Map<Element, HTMLElement>();
  /** Our own placeholders carry data-category too; a class could be forged by page markup. */
  const placeholderBoxes = new WeakSet<Element>();
  /** Scripts release one at a time, in document order; everything else as soon as it may. */
  let scriptQueue = Promise.resolve();
  let othersReleased = Promise.resolve();

  let styled = false;
  const loadPlaceholderStyles = () => {
    if (!styled) {
      styled = true;
      // Fetched only by pages with a blocked embed (dist/ws.css has the same rules for the first paint).
      import('./placeholder-styles.ts')
        .then(({ placeholderStyles }) => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(placeholderStyles);
          doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
        })
        // dist/ws.css styles the placeholder too; without either it is plain text and a button.
        .catch((error: unknown) =>
          console.error(`ws consent: placeholder styles failed to load: ${(error as Error).message}`),
        );
    }
  };
  /**
   * The author's placeholder (README, "Placeholders without script"): a `.ws-consent-placeholder`
   * right before a marked embed of the page's own markup. Its text and size (the author's CSS gives
   * it the embed's box) stay; the button is added.
   */
  const authoredPlaceholders = new WeakMap<Element, HTMLElement>();
  const takeOverAuthoredPlaceholder = (element: Element, category: Category) => {
    const box = element.previousElementSibling;
    if (!(box instanceof HTMLElement) || !box.classList.contains('ws-consent-placeholder') || placeholderBoxes.has(box))
      return;
    const language = pageLanguage(element);
    const service = serviceName(element.getAttribute('data-src'), doc.baseURI, language);
    equipPlaceholder(box, {
      category,
      language,
      service,
      title: element.getAttribute('title'),
      accept: () => bus.acceptCategory(category),
    });
    placeholderBoxes.add(box);
    authoredPlaceholders.set(element, box);
  };
  /** The box stands before the embed, which is hidden until its release. */
  const standIn = (element: Element, box: HTMLElement) => {
    // The author's box may still be in place (first hold) or back from a release (withdrawal).
    if (box.nextElementSibling !== element) element.before(box);
    // Not the hidden attribute: page CSS such as `.embed { display: block }` would beat it.
    (element as HTMLElement).style.setProperty('display', 'none', 'important');
    placeholders.set(element, box);
  };
  const placeholderFor = (element: Element, category: Category) => {
    loadPlaceholderStyles();
    let box = authoredPlaceholders.get(element);
    if (!box) {
      const language = pageLanguage(element);
      const service = serviceName(element.getAttribute('data-src'), doc.baseURI, language);
      box = createPlaceholder(doc, {
        category,
        language,
        service,
        title: element.getAttribute('title'),
        accept: () => bus.acceptCategory(category),
      });
      // The embed's own classes give the placeholder its box (the page's CSS sizes embeds).
      box.classList.add(...(element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean));
      const width = Number(element.getAttribute('width'));
      const height = Number(element.getAttribute('height'));
      // Same box as the embed: CSSOM, not a style attribute, so a strict CSP allows it.
      if (width > 0 && height > 0) box.style.aspectRatio = `${width} / ${height}`;
      placeholderBoxes.add(box);
    }
    standIn(element, box);
  };

  /** Out of the page, and the navigation it scheduled cancelled in the same task (a refresh of delay 0 fires in the
   * next). */
  const cancelRefreshOf = (meta: Element) => {
    const content = meta.getAttribute('content') ?? '';
    meta.remove();
    cancelRefresh(content, doc);
  };
  /** Marked elements that were part of the page's own markup (present while the page parsed). */
  const parsedMarkup = new WeakSet<Element>();
  /** Marked scripts that ran while the page parsed (no held type): never run again. */
  const refusedScripts = new WeakSet<Element>();

  const collect = (root: Element | Document) => {
    const found = [...root.querySelectorAll(MARKED)];
    if (root instanceof Element && root.matches(MARKED)) found.unshift(root);
    for (const element of found) {
      if (waiting.has(element) || releaser?.isReleased(element) || placeholderBoxes.has(element)) continue;
      const category = element.getAttribute('data-category');
      if (!isCategory(category)) {
        console.warn(`ws consent: unknown data-category ${JSON.stringify(category)}; that content stays blocked`);
        continue;
      }
      if (element.localName === 'script' && runsAsScript(element as HTMLScriptElement)) {
        if (!refusedScripts.has(element))
          console.warn(
            'ws consent: a marked <script> without type="text/plain" ran as the page loaded; it is never ' +
              'run again (write type="text/plain")',
            (element as HTMLScriptElement).src || '(inline)',
          );
        refusedScripts.add(element);
        continue;
      }
      if (element instanceof HTMLStyleElement && appliesAsCss(element)) {
        console.warn(
          'ws consent: a marked <style> without type="text/plain" applied as the page loaded; it is held ' +
            'from now on (write type="text/plain")',
        );
        collect(holdStyle(element));
        continue;
      }
      if (element.matches(REFRESH)) {
        cancelRefreshOf(element);
        continue;
      }
      for (const meta of element.querySelectorAll(REFRESH)) cancelRefreshOf(meta);
      if (pageOwnMarkup) parsedMarkup.add(element);
      // Only the page's own markup may name a placeholder: injected markup could word it to lure a click.
      if (hasBox(element) && pageOwnMarkup) takeOverAuthoredPlaceholder(element, category);
      const live = holdFetching(element);
      // The author wrote src where data-src belongs: the request may have started, but it stops here.
      if (live.length)
        console.warn(
          `ws consent: marked content had live ${live.join(', ')}; held until "${category}" is accepted ` +
            '(write data-src, data-srcset, …)',
        );
      if (!bus.hasConsent(category)) {
        hold(element, category);
        continue;
      }
      waiting.add(element);
      // Consent is there: the author's placeholder stands in until the release takes it away.
      const authored = authoredPlaceholders.get(element);
      if (authored) standIn(element, authored);
    }
  };

  /** Held again: withdrawn after release, or withdrawn before its turn in the queue came. */
  const hold = (element: Element, category: Category) => {
    waiting.add(element);
    if (hasBox(element) && element.isConnected && !placeholders.has(element)) placeholderFor(element, category);
  };
  const unhide = (element: Element, shown: Element = element) => {
    const placeholder = placeholders.get(element);
    // The visitor accepted with the placeholder's own button: focus goes to what it released, not to the page's start.
    const hadFocus = placeholder?.contains(doc.activeElement) ?? false;
    placeholder?.remove();
    placeholders.delete(element);
    // The copy released in the element's place stands behind the author's placeholder again on withdrawal.
    const authored = authoredPlaceholders.get(element);
    if (authored) authoredPlaceholders.set(shown, authored);
    (shown as HTMLElement).style?.removeProperty('display');
    if (hadFocus && shown instanceof HTMLElement && shown.isConnected) shown.focus({ preventScroll: true });
  };

  // The release code is a chunk of its own, fetched on the first release: most first visits never need it.
  let releaser: Releaser | undefined;
  let loadingReleaser: Promise<Releaser> | undefined;
  /** Set when the release code failed to load; cleared by the visitor's next consent change. */
  let releaseCodeFailed = false;
  const loadReleaser = () =>
    (loadingReleaser ??= import('./release.ts').then(
      ({ createReleaser }) => {
        releaser = createReleaser({
          doc,
          options,
          hasConsent: (category) => bus.hasConsent(category),
          parsedMarkup,
          hold,
          unhide,
        });
        return releaser;
      },
      (error: unknown) => {
        // Said once, however many releases waited for it; the visitor's next consent change tries again.
        console.error(`ws consent: the release code failed to load, nothing was released: ${(error as Error).message}`);
        loadingReleaser = undefined;
        releaseCodeFailed = true;
        throw error;
      },
    ));

  /**
   * Releases the elements in document order; never rejects. Scripts with a source are inserted at
   * once and run in that order as they arrive (release.ts); an inline script waits until those
   * before it have run, as it would in the page (docs/REFERENCE.md#consent-markup).
   */
  const releaseInTurn = async (elements: Element[]) => {
    let running: Releaser;
    try {
      running = await loadReleaser();
    } catch {
      for (const element of elements) waiting.add(element);
      return;
    }
    let arriving: Array<Promise<void>> = [];
    let sliceStart = performance.now();
    for (const element of elements) {
      // A frame takes the browser tens of milliseconds to create: past a slice, the rest waits for a new task, so the
      // visitor's input and the scripts' runs come in between (docs/RULES.md#release).
      if (performance.now() - sliceStart > RELEASE_SLICE_MS) {
        await nextTask();
        sliceStart = performance.now();
      }
      const script = element.localName === 'script';
      const external = script && element.hasAttribute('data-src');
      if (script && !external) {
        await Promise.all(arriving);
        arriving = [];
      }
      const done = running
        .releaseOne(element, element.getAttribute('data-category') as Category)
        .catch((error: unknown) => console.warn('Something went wrong', error));
      if (external) arriving.push(done);
      else await done;
    }
    await Promise.all(arriving);
  };

  const release = (state: ConsentState) => {
    const ready = [...waiting]
      .filter((element) => state.categories[element.getAttribute('data-category') as Category] === true)
      .sort(inDocumentOrder);
    for (const element of ready) waiting.delete(element);
    const scripts = ready.filter((element) => element.localName === 'script');
    const others = ready.filter((element) => element.localName !== 'script');
    // Scripts first: inserting them is quick, while each frame released takes the main thread a while to create.
    if (scripts.length) scriptQueue = scriptQueue.then(() => releaseInTurn(scripts));
    // A map or a video needs nothing that a script does: it does not wait for the statistics script's load.
    if (others.length) othersReleased = Promise.all([othersReleased, releaseInTurn(others)]).then(() => undefined);
  };

  /** The categories last followed: another emission of the same choice is no new consent change. */
  let followedCategories: string | undefined;
  const follow = (state: ConsentState) => {
    // Nothing can have been released before the release code arrived.
    releaser?.withdraw(state);
    const categories = JSON.stringify(state.categories);
    // A failed release code is tried again on the visitor's next change, not on every emission of
    // the same choice (the bus emits again when, say, the banner service answers).
    if (categories !== followedCategories) releaseCodeFailed = false;
    followedCategories = categories;
    if (!releaseCodeFailed) release(state);
  };

  // What is in the document when the blocker starts belongs to the page's own markup, and so does
  // what arrives before DOMContentLoaded (the parser's last insertions reach the observer after
  // readyState turned "interactive", but always before that event).
  let pageOwnMarkup = true;
  collect(doc);
  pageOwnMarkup = doc.readyState === 'loading';
  if (pageOwnMarkup) doc.addEventListener('DOMContentLoaded', () => (pageOwnMarkup = false), { once: true });
  const observer = new MutationObserver((records) => {
    let added = false;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) {
          collect(node);
          added = true;
        }
      }
    }
    // After a failed load, markup added later (a widget's own nodes) must not fetch it again and again.
    if (added && !releaseCodeFailed) release(bus.getConsent());
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  const subscription = bus.consent$.subscribe(follow);
  // The visitor's press or key warms the release code while something waits: the answer that may follow finds it
  // loaded, and releases in its own task (docs/RULES.md#release).
  const warmOnIntent = () => {
    if (waiting.size > 0 && !releaser && !releaseCodeFailed) loadReleaser().catch(() => undefined);
  };
  const intents = ['pointerdown', 'keydown'] as const;
  for (const type of intents) doc.addEventListener(type, warmOnIntent, { capture: true, passive: true });

  return {
    settled: () => Promise.all([scriptQueue, othersReleased]).then(() => undefined),
    withdrawalReloads: (category) => releaser?.scriptsRan(category) ?? false,
    stop: () => {
      observer.disconnect();
      subscription.unsubscribe();
      for (const type of intents) doc.removeEventListener(type, warmOnIntent, { capture: true });
    },
  };
}

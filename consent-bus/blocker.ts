// Holds marked content (data-category) until its category is accepted, then releases it: scripts
// run once each in document order, iframes/images/media get their src, stylesheets their href.
// Withdrawing a category takes back what it released; where its scripts ran, the page reloads.
// Works without React, so a page whose only widget is a blocked video loads no element code.
import { isCategory, type Category } from './categories.ts';
import type { ConsentBus } from './bus.ts';
import { safeUrl } from '../elements/kit/urls.ts';
import { holdFetching, releaseFetching, withdrawFetching } from './held-attributes.ts';
import type { ConsentState } from './rules.ts';

const MARKED = '[data-category]';
const CATEGORY_LABELS: Record<string, string> = {
  functional: 'Funktional',
  preferences: 'Präferenzen',
  statistics: 'Statistiken',
  'statistics-anonymous': 'Anonyme Statistiken',
  marketing: 'Marketing',
};
const SERVICE_NAMES: Array<[RegExp, string]> = [
  [/(^|\.)youtube(-nocookie)?\.com$/, 'YouTube'],
  [/(^|\.)vimeo\.com$/, 'Vimeo'],
  [/(^|\.)google\.[a-z.]+$/, 'Google Maps'],
  [/(^|\.)openstreetmap\.org$/, 'OpenStreetMap'],
];

export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? category;
}

/** The service an embed comes from, by its host ("YouTube"), for the placeholder's text. */
export function serviceName(source: string | null, base: string): string {
  try {
    const host = new URL(source ?? '', base).hostname;
    return SERVICE_NAMES.find(([pattern]) => pattern.test(host))?.[1] ?? host;
  } catch {
    return 'einem externen Dienst';
  }
}

/** Elements with a visible box that wait: they get a placeholder of the same size. */
const hasBox = (element: Element) => ['iframe', 'video', 'embed', 'object'].includes(element.localName);

/** Resolves once the parser is done with the document (at once when it already is). */
function documentParsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

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
}

export function startBlocker(bus: ConsentBus, doc: Document = document, options: BlockerOptions = {}): Blocker {
  const waiting = new Set<Element>();
  const placeholders = new Map<Element, HTMLElement>();
  /** Our own placeholders carry data-category too; a class could be forged by page markup. */
  const placeholderBoxes = new WeakSet<Element>();
  let queue = Promise.resolve();

  let styled = false;
  const placeholderFor = (element: Element, category: Category) => {
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
        .catch((error: unknown) => console.error(`ws consent: placeholder styles failed to load: ${(error as Error).message}`));
    }
    const box = doc.createElement('div');
    box.className = `ws-consent-placeholder ${element.getAttribute('class') ?? ''}`.trim();
    box.dataset.category = category;
    box.setAttribute('role', 'group');
    const service = serviceName(element.getAttribute('data-src'), doc.baseURI);
    const title = element.getAttribute('title');
    box.setAttribute('aria-label', title ? `Blockierter Inhalt: ${title}` : `Blockierter Inhalt von ${service}`);
    const width = Number(element.getAttribute('width'));
    const height = Number(element.getAttribute('height'));
    // Same box as the embed: CSSOM, not a style attribute, so a strict CSP allows it.
    if (width > 0 && height > 0) box.style.aspectRatio = `${width} / ${height}`;
    const text = doc.createElement('p');
    text.textContent = `Dieser Inhalt von ${service} wird erst geladen, wenn Sie der Kategorie „${categoryLabel(category)}“ zustimmen.`;
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = `${categoryLabel(category)} akzeptieren`;
    button.addEventListener('click', () => bus.acceptCategory(category));
    box.append(text, button);
    element.before(box);
    placeholderBoxes.add(box);
    // Not the hidden attribute: page CSS such as `.embed { display: block }` would beat it.
    (element as HTMLElement).style.setProperty('display', 'none', 'important');
    placeholders.set(element, box);
  };

  /** Marked content that was released, with its category: withdrawing that category takes it back. */
  const released = new Map<Element, Category>();
  /** Categories whose scripts ran: withdrawing one of them reloads the page. */
  const ranScripts = new Set<Category>();
  /** Marked scripts that were part of the page's own markup (present while the page parsed). */
  const parsedScripts = new WeakSet<Element>();

  const collect = (root: Element | Document) => {
    const found = [...root.querySelectorAll(MARKED)];
    if (root instanceof Element && root.matches(MARKED)) found.unshift(root);
    for (const element of found) {
      if (waiting.has(element) || released.has(element) || placeholderBoxes.has(element)) continue;
      const category = element.getAttribute('data-category');
      if (!isCategory(category)) {
        console.warn(`ws consent: unknown data-category ${JSON.stringify(category)}; that content stays blocked`);
        continue;
      }
      if (element.localName === 'script' && (startingUp || !pageParsed)) parsedScripts.add(element);
      const live = holdFetching(element);
      // The author wrote src where data-src belongs: the request may have started, but it stops here.
      if (live.length) console.warn(`ws consent: marked content had live ${live.join(', ')}; held until "${category}" is accepted (write data-src, data-srcset, …)`);
      waiting.add(element);
      if (hasBox(element) && !bus.hasConsent(category)) placeholderFor(element, category);
    }
  };

  const runScript = (marked: HTMLScriptElement): Promise<void> => {
    const nonce = marked.nonce;
    if (options.nonce && nonce !== options.nonce) {
      console.error('ws consent: a marked script without the page nonce was not run', marked.dataset.src ?? '(inline)');
      return Promise.resolve();
    }
    if (!options.nonce && !parsedScripts.has(marked) && !options.runScriptsAddedLater) {
      console.error(
        'ws consent: a marked script added after the page loaded was not run (give it the page nonce, or set "run_scripts_added_later" in the settings)',
        marked.dataset.src ?? '(inline)',
      );
      return Promise.resolve();
    }
    const source = marked.dataset.src;
    if (source !== undefined && safeUrl(source) !== source) {
      console.error('ws consent: a marked script with a source that is not an http(s) or relative URL was not run', JSON.stringify(source));
      return Promise.resolve();
    }
    const script = doc.createElement('script');
    for (const { name, value } of [...marked.attributes]) {
      if (!['type', 'data-category', 'data-src', 'data-type', 'nonce'].includes(name)) script.setAttribute(name, value);
    }
    if (marked.dataset.type) script.type = marked.dataset.type;
    if (nonce) script.nonce = nonce;
    if (!source) {
      script.textContent = marked.textContent;
      marked.replaceWith(script);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        console.warn('Something went wrong', `could not load ${source}`);
        resolve();
      });
      script.src = source;
      marked.replaceWith(script);
    });
  };

  const releaseOne = async (element: Element, category: Category) => {
    // Consent may have been withdrawn while earlier releases of the queue ran.
    if (!bus.hasConsent(category)) {
      waiting.add(element);
      return;
    }
    if (element instanceof HTMLScriptElement) {
      // The shell may run while the page parses: an inline script's text may still be arriving.
      if (!element.dataset.src) await documentParsed(doc);
      ranScripts.add(category);
      await runScript(element);
      return;
    }
    const refused = releaseFetching(element);
    for (const { attribute, value } of refused) {
      console.error(`ws consent: ${attribute} of a marked <${element.localName}> is not an http(s) or relative URL; it stays blocked`, JSON.stringify(value));
    }
    placeholders.get(element)?.remove();
    placeholders.delete(element);
    (element as HTMLElement).style?.removeProperty('display');
    element.setAttribute('data-consent-released', '');
    released.set(element, category);
  };

  /** Puts released content of withdrawn categories back behind its placeholder. */
  const withdraw = (state: ConsentState) => {
    for (const [element, category] of released) {
      if (state.categories[category] === true) continue;
      released.delete(element);
      const held = withdrawFetching(element);
      held.removeAttribute('data-consent-released');
      waiting.add(held);
      if (hasBox(held) && held.isConnected) placeholderFor(held, category);
    }
    // A script's effects cannot be taken back: the page starts again without it.
    if ([...ranScripts].some((category) => state.categories[category] !== true)) options.reload?.();
  };

  const release = (state: ConsentState) => {
    const ready = [...waiting]
      .filter((element) => state.categories[element.getAttribute('data-category') as Category] === true)
      .sort(inDocumentOrder);
    for (const element of ready) waiting.delete(element);
    if (!ready.length) return;
    // One release at a time, in document order: a script may need the one before it.
    queue = queue.then(async () => {
      for (const element of ready) {
        try {
          await releaseOne(element, element.getAttribute('data-category') as Category);
        } catch (error) {
          console.warn('Something went wrong', error);
        }
      }
    });
  };

  const follow = (state: ConsentState) => {
    withdraw(state);
    release(state);
  };

  // The parser's last insertions reach the observer after readyState turned "interactive", but
  // always before DOMContentLoaded: until that event, what arrives is the page's own markup.
  let pageParsed = doc.readyState !== 'loading';
  if (!pageParsed) doc.addEventListener('DOMContentLoaded', () => (pageParsed = true), { once: true });
  // What is in the document when the blocker starts belongs to the page's own markup.
  let startingUp = true;
  collect(doc);
  startingUp = false;
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
    if (added) release(bus.getConsent());
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  const subscription = bus.consent$.subscribe(follow);

  return {
    settled: () => queue,
    stop: () => {
      observer.disconnect();
      subscription.unsubscribe();
    },
  };
}

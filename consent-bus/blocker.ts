// Holds marked content (data-category) until its category is accepted, then releases it: scripts
// run once each in document order, iframes/images/media get their src, stylesheets their href.
// Works without React, so a page whose only widget is a blocked video loads no element code.
import { isCategory, type Category } from './categories.ts';
import type { ConsentBus } from './bus.ts';
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
const hasBox = (element: Element) => element.localName === 'iframe' || element.localName === 'video' || element.localName === 'embed';

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
  let queue = Promise.resolve();

  let styled = false;
  const placeholderFor = (element: Element, category: Category) => {
    if (!styled) {
      styled = true;
      // Fetched only by pages with a blocked embed (dist/ws.css has the same rules for the first paint).
      void import('./placeholder-styles.ts').then(({ placeholderStyles }) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(placeholderStyles);
        doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
      });
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
    // Not the hidden attribute: page CSS such as `.embed { display: block }` would beat it.
    (element as HTMLElement).style.setProperty('display', 'none', 'important');
    placeholders.set(element, box);
  };

  const collect = (root: Element | Document) => {
    const found = [...root.querySelectorAll(MARKED)];
    if (root instanceof Element && root.matches(MARKED)) found.unshift(root);
    for (const element of found) {
      if (waiting.has(element) || element.classList.contains('ws-consent-placeholder')) continue;
      const category = element.getAttribute('data-category');
      if (!isCategory(category)) {
        console.warn(`ws consent: unknown data-category ${JSON.stringify(category)}; that content stays blocked`);
        continue;
      }
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
    const script = doc.createElement('script');
    for (const { name, value } of [...marked.attributes]) {
      if (!['type', 'data-category', 'data-src', 'data-type', 'nonce'].includes(name)) script.setAttribute(name, value);
    }
    if (marked.dataset.type) script.type = marked.dataset.type;
    if (nonce) script.nonce = nonce;
    const source = marked.dataset.src;
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

  const releaseOne = async (element: Element) => {
    placeholders.get(element)?.remove();
    placeholders.delete(element);
    if (element instanceof HTMLScriptElement) {
      // The shell may run while the page parses: an inline script's text may still be arriving.
      if (!element.dataset.src) await documentParsed(doc);
      await runScript(element);
      return;
    }
    const source = element.getAttribute('data-src');
    const sourceSet = element.getAttribute('data-srcset');
    const href = element.getAttribute('data-href');
    if (sourceSet !== null) element.setAttribute('srcset', sourceSet);
    if (source !== null) element.setAttribute('src', source);
    if (href !== null) element.setAttribute('href', href);
    (element as HTMLElement).style?.removeProperty('display');
    element.setAttribute('data-consent-released', '');
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
          await releaseOne(element);
        } catch (error) {
          console.warn('Something went wrong', error);
        }
      }
    });
  };

  collect(doc);
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
  const subscription = bus.consent$.subscribe(release);

  return {
    settled: () => queue,
    stop: () => {
      observer.disconnect();
      subscription.unsubscribe();
    },
  };
}

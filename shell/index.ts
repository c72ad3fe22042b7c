// dist/shell.js: the only script a page includes.
import { isPlainClick } from '../platform/events.ts';
import { consent$, getConsent, hasConsent, startConsentBus } from '../consent-bus/index.ts';
import { isSettingsScript, settingsCandidates } from '../consent-bus/settings.ts';
import { preloadModules, readChunkGraph, shellNonce } from './chunk-graph.ts';
import { startElementLoader, type ElementLoader, type ElementState } from './element-loader.ts';
import {
  EXTERNAL_ELEMENTS_ID,
  externalEntry,
  registrationProblem,
  shellForElements,
  type ExternalElement,
} from './external-elements.ts';
import { elementRegistry } from './registry.ts';
import { RESERVE_MARKER } from './reserve.ts';
import { hasLazyMarkup } from './lazy-markup.ts';
import { whenParsed } from '../platform/environment.ts';
import { inNextTask } from '../platform/next-task.ts';
import { unshadowDocument } from './unshadow-document.ts';

export interface WsShell {
  /** Each known tag with its state: not loaded, waiting (its code waits until the page needs it), loading, mounted or
   * failed. */
  status(): Record<string, ElementState>;
  /**
   * Resolves (never rejects) once the shell is done with the tag: `mounted`, `failed` when its
   * code could not be loaded or defined, or `waiting` while its code waits until the page needs it; `not loaded` at
   * once for a tag the shell does not know.
   * It waits for the runtime to start (see settingsReadable) and for a known tag to appear in the page.
   */
  whenSettled(tag: string): Promise<ElementState>;
  /**
   * Registers another team's element (any tag but ws-*): loaded by the same rules as ws's own,
   * failing alone, with the consent bus handed to its module's define(). False, with a console
   * error naming why, when the registration is refused or the tag is known already.
   */
  register(element: ExternalElement): boolean;
}

declare global {
  interface Window {
    wsShell?: WsShell;
  }
}

/**
 * Loaded with `async`, the shell runs while the page still parses, so the banner paints before the
 * rest of the page has arrived. The settings must come before the shell's tag
 * (docs/REFERENCE.md#the-page-include); when they are not there yet, it waits for the whole
 * document rather than start on defaults.
 */
function settingsReadable(): boolean {
  // Only a JSON script is settings (an injected <div id="ws-consent-settings"> must not start us early).
  return document.readyState !== 'loading' || settingsCandidates(document).some(isSettingsScript);
}

/** The reserve rules as one stylesheet of their own (written by scripts/reserve-css.ts beside ws.css). */
const RESERVE_SHEET = 'reserve-sheet.css';

/**
 * The boxes of undefined tags (shell/reserves.ts) for a page that has ws-* tags but not dist/ws.css:
 * one small stylesheet, fetched and adopted, so a page without tags, or with ws.css as recommended,
 * never fetches it, and one that needs it fetches nothing else (no chunk per element).
 */
function adoptReserveStylesWhenMissing(): void {
  const tags = elementRegistry.map((entry) => entry.tag).join(',');
  const adoptIfMissing = () => {
    if (!document.querySelector(tags)) return false;
    // Asked in the next frame, whose style the browser computes anyway: asked now, while the page is still
    // parsing, it forced a style pass of its own into the shell's first task.
    requestAnimationFrame(adoptUnlessMarked);
    return true;
  };
  const adoptUnlessMarked = () => {
    // dist/ws.css, linked or inline, marks the root: its rules are there already.
    if (getComputedStyle(document.documentElement).getPropertyValue(RESERVE_MARKER) !== '') return;
    fetch(new URL(RESERVE_SHEET, import.meta.url))
      .then((response) => {
        if (!response.ok) throw new Error(`${RESERVE_SHEET} answered ${response.status}`);
        return response.text();
      })
      .then((css) => {
        // Adopted, not linked: a strict CSP's style-src never stands in the way of a constructed sheet.
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      })
      .catch((error: unknown) =>
        console.error(`ws: the boxes of elements before their code failed to load: ${(error as Error).message}`),
      );
  };
  if (!adoptIfMissing() && document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', () => void adoptIfMissing(), { once: true });
}

function startRuntime(registered: ExternalElement[]): Promise<ElementLoader> {
  const chunkGraph = readChunkGraph();
  const nonce = shellNonce(import.meta.url);
  adoptReserveStylesWhenMissing();
  // The consent bus first (window.wsConsent appears with it): no element may render content that
  // needs consent before consent is known.
  startConsentBus({ nonce });
  // The loader's look through the page in a task of its own: with thousands of elements the two
  // together were one long task (docs/REFERENCE.md, "Very many elements").
  return new Promise((resolve) =>
    inNextTask(() => {
      const loader = startElementLoader({
        registry: elementRegistry,
        onActivate: (entry) => preloadModules(chunkGraph[entry.tag] ?? [], import.meta.url, nonce),
      });
      // The page's own elements: those registered before the loader ran, and those its JSON lists
      // (a chunk of its own, fetched only for a page that has the list).
      for (const element of registered) addExternal(loader, element);
      if (document.getElementById(EXTERNAL_ELEMENTS_ID))
        import('./external-list.ts')
          .then((list) =>
            list.listedElements(document, reportRegistration).forEach((element) => addExternal(loader, element)),
          )
          .catch((error: unknown) =>
            reportRegistration(`the list #${EXTERNAL_ELEMENTS_ID} could not be read: ${(error as Error).message}`),
          );
      resolve(loader);
    }),
  );
}

const reportRegistration = (message: string) => console.error(`ws: ${message}`);
const externalShell = shellForElements({ consent$, getConsent, hasConsent });

/** Adds a registered element to the loader; false, with the reason in a console error, when it cannot be. */
function addExternal(loader: ElementLoader, element: ExternalElement): boolean {
  const problem = registrationProblem(element);
  if (problem) {
    reportRegistration(`register: ${problem}`);
    return false;
  }
  if (loader.add(externalEntry(element, externalShell))) return true;
  reportRegistration(`register: <${element.tag}> is registered already`);
  return false;
}

function startShell(): WsShell {
  // Before anything reads the document: `<img name="querySelector">` would stop the runtime.
  unshadowDocument();
  // Markup parsed after an early start may shadow document members too (this listener runs first).
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', () => unshadowDocument(), { once: true });
  let loader: ElementLoader | undefined;
  /** Registrations made before the loader runs: it takes them when it starts. */
  const registered: ExternalElement[] = [];
  const started = new Promise<ElementLoader>((resolve) => {
    const start = () => void startRuntime(registered).then((running) => resolve((loader = running)));
    if (settingsReadable()) start();
    else document.addEventListener('DOMContentLoaded', start, { once: true });
  });
  return {
    status: () => loader?.status() ?? Object.fromEntries(elementRegistry.map((entry) => [entry.tag, 'not loaded'])),
    whenSettled: (tag) => started.then((running) => running.whenSettled(tag)),
    register(element) {
      if (loader) return addExternal(loader, element);
      const problem = registrationProblem(element);
      if (problem) reportRegistration(`register: ${problem}`);
      else registered.push(element);
      return problem === undefined;
    },
  };
}

/** What a visitor does first: the hash links' chunk comes then, not with the page. */
const FIRST_INTENTS = ['pointerdown', 'keydown', 'touchstart', 'hashchange'] as const;
/** How long a click on a hash link waits for the chunk before it is the browser's again. */
const HELD_CLICK_MS = 1000;
const hashLinkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('a[href*="#"]') : null);

/**
 * Hash links and smooth anchor scrolling: a chunk of their own. It comes at once on arrival with a
 * hash, else with the visitor's first press, key, touch or hash change: a page at rest never needs
 * it. A click on a hash link that beats the chunk is held and given to it once it is there (or, if
 * it failed, to the browser).
 */
function startHashLinksWhenUsed(): void {
  let loading: Promise<typeof import('./hash-links.ts') | undefined> | undefined;
  let settled = false;
  /** A held click given back to the browser as it is (the chunk came too late for it). */
  let passing: Element | undefined;
  const onEarlyClick = (event: MouseEvent) => {
    const link = hashLinkOf(event.target);
    if (link && link === passing) {
      passing = undefined;
      return;
    }
    if (settled || !link || !isPlainClick(event)) return;
    event.preventDefault();
    // The chunk has a moment; after that the visitor gets the browser's own jump or navigation at
    // once (a window the chunk would open then would also be refused: the click's permission expires).
    let given = false;
    const late = setTimeout(() => {
      given = true;
      passing = link;
      (link as HTMLElement).click();
    }, HELD_CLICK_MS);
    void load().then(() => {
      clearTimeout(late);
      // Again once the chunk listens (or, when it failed, for the browser's own jump).
      if (!given) (link as HTMLElement).click();
    });
  };
  const load = () =>
    (loading ??= import('./hash-links.ts')
      .then((module) => {
        module.startHashLinks();
        return module;
      })
      .catch((error: unknown) => {
        console.error(`ws: hash links failed to load: ${(error as Error).message}`);
        return undefined;
      })
      .finally(() => {
        settled = true;
        document.removeEventListener('click', onEarlyClick, true);
      }));
  if (location.hash.length > 1) {
    void load();
    return;
  }
  const onIntent = (event: Event) => {
    // A page without hash links needs the chunk only for a hash set by a script or typed.
    if (event.type !== 'hashchange' && !document.querySelector('a[href*="#"]')) return;
    for (const type of FIRST_INTENTS) removeEventListener(type, onIntent, true);
    // The hash that brought the chunk is followed too (its own listener came after it).
    void load().then((module) => event.type === 'hashchange' && module?.followHash());
  };
  for (const type of FIRST_INTENTS) addEventListener(type, onIntent, { capture: true, passive: true });
  document.addEventListener('click', onEarlyClick, true);
}

/**
 * Lazy loading of `data-src`, `data-srcset` and `data-bg` markup: a chunk of its own, loaded only
 * on a page that has such markup (looked for now and again once the page is parsed).
 */
function startLazyMediaWhenPresent(): void {
  const load = () =>
    import('./lazy-media.ts')
      .then((module) => void module.startLazyMedia(document))
      .catch((error: unknown) =>
        console.error(
          'ws: lazy loading failed to load, so pictures marked data-src, data-srcset or data-bg stay ' +
            `unloaded: ${(error as Error).message}`,
        ),
      );
  if (hasLazyMarkup(document)) return void load();
  void whenParsed(document).then(() => {
    if (hasLazyMarkup(document)) void load();
  });
}

/** Marks the one runtime of the page: a symbol, which no element id or name can forge. */
const RUNTIME_STARTED = Symbol.for('ws.shell.started');
type MarkedWindow = Window & { [RUNTIME_STARTED]?: boolean };

// A page that includes the shell twice still gets one runtime.
if (!(window as MarkedWindow)[RUNTIME_STARTED]) {
  (window as MarkedWindow)[RUNTIME_STARTED] = true;
  // `<a id="wsShell">` shows up as window.wsShell: it must not stop the runtime, only be replaced.
  if (window.wsShell !== undefined)
    console.warn('ws: window.wsShell was already set by the page (an element with id "wsShell"?); replacing it');
  window.wsShell = startShell();
  startHashLinksWhenUsed();
  startLazyMediaWhenPresent();
}

// dist/shell.js is also the consent-bus module for page scripts.
export {
  consent$,
  getConsent,
  hasConsent,
  acceptAll,
  denyAll,
  saveChoices,
  revoke,
  withdrawalReloads,
} from '../consent-bus/index.ts';

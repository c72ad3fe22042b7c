// dist/shell.js: the only script a page includes.
import { startConsentBus } from '../consent-bus/index.ts';
import { boot, settingsReadable } from './boot.ts';
import { preloadModules, readChunkGraph, shellNonce } from './chunk-graph.ts';
import { startElementLoader, type ElementLoader, type ElementState } from './element-loader.ts';
import { elementRegistry } from './registry.ts';
import { adoptReserveStyles } from './reserve.ts';
import { unshadowDocument } from './unshadow-document.ts';

export interface WsShell {
  /** Each known tag with its state: not loaded, loading, mounted or failed. */
  status(): Record<string, ElementState>;
  whenSettled(tag: string): Promise<ElementState>;
  /** The start order of the runtime (consent bus before elements). */
  readonly bootOrder: readonly string[];
}

declare global {
  interface Window {
    wsShell?: WsShell;
  }
}

function startRuntime(): { loader: ElementLoader; order: string[] } {
  const chunkGraph = readChunkGraph();
  const nonce = shellNonce(import.meta.url);
  adoptReserveStyles(elementRegistry);
  return boot<ElementLoader>({
    startConsentBus: () => void startConsentBus({ nonce }),
    startElements: () =>
      startElementLoader({
        registry: elementRegistry,
        onActivate: (entry) => preloadModules(chunkGraph[entry.tag] ?? [], import.meta.url, nonce),
      }),
  });
}

function startShell(): WsShell {
  // Before anything reads the document: `<img name="querySelector">` would stop the runtime.
  unshadowDocument();
  // Markup parsed after an early start may shadow document members too (this listener runs first).
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => unshadowDocument(), { once: true });
  let runtime: ReturnType<typeof startRuntime> | undefined;
  const started = new Promise<ElementLoader>((resolve) => {
    const start = () => {
      runtime = startRuntime();
      resolve(runtime.loader);
    };
    if (settingsReadable()) start();
    else document.addEventListener('DOMContentLoaded', start, { once: true });
  });
  return {
    status: () => runtime?.loader.status() ?? Object.fromEntries(elementRegistry.map((entry) => [entry.tag, 'not loaded'])),
    whenSettled: (tag) => started.then((loader) => loader.whenSettled(tag)),
    get bootOrder() {
      return runtime?.order ?? [];
    },
  };
}

/** Hash links and smooth anchor scrolling: a chunk of their own, for pages that have them. */
function startHashLinksWhenUsed(): void {
  const check = () => {
    if (location.hash.length > 1 || document.querySelector('a[href*="#"]')) {
      import('./hash-links.ts')
        .then((module) => module.startHashLinks())
        .catch((error: unknown) => console.error(`ws: hash links failed to load: ${(error as Error).message}`));
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', check, { once: true });
  else check();
}

/** Marks the one runtime of the page: a symbol, which no element id or name can forge. */
const RUNTIME_STARTED = Symbol.for('ws.shell.started');
type MarkedWindow = Window & { [RUNTIME_STARTED]?: boolean };

// A page that includes the shell twice still gets one runtime.
if (!(window as MarkedWindow)[RUNTIME_STARTED]) {
  (window as MarkedWindow)[RUNTIME_STARTED] = true;
  // `<a id="wsShell">` shows up as window.wsShell: it must not stop the runtime, only be replaced.
  if (window.wsShell !== undefined) console.warn('ws: window.wsShell was already set by the page (an element with id "wsShell"?); replacing it');
  window.wsShell = startShell();
  startHashLinksWhenUsed();
}

// dist/shell.js is also the consent-bus module for page scripts.
export { consent$, getConsent, hasConsent, acceptAll, denyAll, saveChoices, revoke } from '../consent-bus/index.ts';

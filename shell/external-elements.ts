// Other teams' elements join the shell: a page registers its own custom element module (any tag but
// ws-*, any framework), and the shell loads it by the same rules as its own (only when the tag is in
// the page, near the viewport unless eager, after the first frames), isolates its failure, and hands
// it the consent bus (docs/ARCHITECTURE.md, "Elements from outside").
import type { ConsentState } from '../consent-bus/index.ts';
import { safeUrl } from '../elements/kit/urls.ts';
import { showWithoutScript } from '../elements/kit/without-script.ts';
import type { Observable } from 'rxjs';
import type { LoadableEntry } from './element-loader.ts';

/** The JSON script a page lists its own elements in, read once at start like the consent settings. */
export const EXTERNAL_ELEMENTS_ID = 'ws-elements';

/** What the shell hands an element module from outside. */
export interface ShellForElements {
  consent: {
    consent$: Observable<ConsentState>;
    getConsent(): ConsentState;
    hasConsent(category: string): boolean;
  };
  /** Shows `element` as it is without script (its author content), with one console error; the shell reports its tag `failed`. */
  showWithoutScript(element: HTMLElement, error: unknown): void;
}

/**
 * An element module from outside: its `define(shell)` registers the tag (and may keep the shell
 * for consent); a module without it registers the tag itself when it is evaluated.
 */
export interface ExternalElementModule {
  define?(shell: ShellForElements): void | Promise<void>;
}

export interface ExternalElement {
  /** A custom element name that does not start with `ws-`. */
  tag: string;
  load: () => Promise<ExternalElementModule>;
  /** Loaded at start, whatever the scroll position (default: when it comes near the viewport). */
  eager?: boolean;
}

/** Names the HTML standard keeps for itself although they have a hyphen. */
const RESERVED_NAMES = new Set(['annotation-xml', 'color-profile', 'font-face', 'font-face-src', 'font-face-uri', 'font-face-format', 'font-face-name', 'missing-glyph']);

/** Why `element` cannot be registered, or undefined when it can. */
export function registrationProblem(element: unknown): string | undefined {
  if (typeof element !== 'object' || element === null) return 'a registration is an object { tag, load }';
  const { tag, load, eager } = element as Partial<Record<keyof ExternalElement, unknown>>;
  if (typeof tag !== 'string' || !/^[a-z][a-z0-9._]*-[a-z0-9._-]*$/.test(tag) || RESERVED_NAMES.has(tag)) return `"${String(tag).slice(0, 60)}" is not a custom element name (lower case, with a hyphen)`;
  if (tag.startsWith('ws-')) return `<${tag}>: the ws- prefix is the shell's own`;
  if (typeof load !== 'function') return `<${tag}>: load must be a function that imports the element's module`;
  if (eager !== undefined && typeof eager !== 'boolean') return `<${tag}>: eager must be true or false`;
  return undefined;
}

/** The loader's entry for a registered element: define(shell), then the tag must be defined. */
export function externalEntry(element: ExternalElement, shell: ShellForElements): LoadableEntry {
  const { tag } = element;
  return {
    tag,
    eager: element.eager === true,
    load: async () => {
      const module = await element.load();
      return {
        async define() {
          if (typeof module?.define === 'function') await module.define(shell);
          if (!customElements.get(tag)) throw new Error(`its module did not define <${tag}>`);
        },
      };
    },
  };
}

/**
 * The elements a page lists in `<script type="application/json" id="ws-elements">`:
 * `[{ "tag": "x-map", "module": "/js/x-map.js", "eager": false }]`. The module is an http(s) or
 * relative URL (relative to the page); each bad entry is named in a console error and skipped.
 */
export function listedElements(doc: Document, report: (message: string) => void): ExternalElement[] {
  const script = doc.getElementById(EXTERNAL_ELEMENTS_ID);
  if (!(script instanceof HTMLScriptElement) || script.type !== 'application/json') return [];
  let listed: unknown;
  try {
    listed = JSON.parse(script.textContent ?? '');
  } catch (error) {
    report(`#${EXTERNAL_ELEMENTS_ID} is not JSON (${(error as Error).message}): no element of it is loaded`);
    return [];
  }
  if (!Array.isArray(listed)) {
    report(`#${EXTERNAL_ELEMENTS_ID} must be a JSON array of { "tag", "module" }: no element of it is loaded`);
    return [];
  }
  const elements: ExternalElement[] = [];
  for (const entry of listed as unknown[]) {
    const { tag, module, eager } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const url = safeUrl(module);
    if (url === undefined) {
      report(`#${EXTERNAL_ELEMENTS_ID}: <${String(tag).slice(0, 60)}> needs "module", an http(s) or relative URL: it is not loaded`);
      continue;
    }
    // import() resolves against the shell's own URL: the page's address is what its author meant.
    const href = new URL(url, doc.baseURI).href;
    elements.push({ tag: tag as string, eager: eager as boolean | undefined, load: () => import(/* @vite-ignore */ href) as Promise<ExternalElementModule> });
  }
  return elements;
}

/** The shell's side of an external element: the bus, and the way to fail alone. */
export function shellForElements(consent: ShellForElements['consent']): ShellForElements {
  return { consent, showWithoutScript };
}

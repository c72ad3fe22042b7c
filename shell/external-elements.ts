// Other teams' elements join the shell: a page registers its own custom element module (any tag but
// ws-*, any framework), and the shell loads it by the same rules as its own (only when the tag is in
// the page, near the viewport unless eager, after the first frames), isolates its failure, and hands
// it the consent bus (docs/ARCHITECTURE.md, "Elements from outside").
import type { ConsentState } from '../consent-bus/index.ts';
import { showWithoutScript } from '../platform/without-script.ts';
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
  /** Shows `element` as it is without script (its author content), with one console error; the shell reports its tag
   * `failed`. */
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

/** Why `element` cannot be registered, or undefined when it can. */
export function registrationProblem(element: unknown): string | undefined {
  if (typeof element !== 'object' || element === null) return 'a registration is an object { tag, load }';
  const { tag, load, eager } = element as Partial<Record<keyof ExternalElement, unknown>>;
  // The few hyphenated names HTML keeps for itself (font-face, …) are refused by define(): that element fails alone.
  if (typeof tag !== 'string' || !/^[a-z][a-z0-9._]*-[a-z0-9._-]*$/.test(tag))
    return `"${String(tag).slice(0, 60)}" is not a custom element name (lower case, with a hyphen)`;
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

/** The shell's side of an external element: the bus, and the way to fail alone. */
export function shellForElements(consent: ShellForElements['consent']): ShellForElements {
  return { consent, showWithoutScript };
}

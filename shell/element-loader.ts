// Finds the known tags in the page (now and later: ws-* from the registry, and other teams' elements
// registered with the shell), loads each tag's module once, by one promise per tag, and keeps
// failures of one element away from the others. single-spa does the per-instance work, not this
// file: every ws-* element mounts its view as a single-spa parcel (elements/kit/define.ts), so
// single-spa comes with the first element's code, and single-spa's application layer (routes,
// history patching) is not used at all (docs/ARCHITECTURE.md, "single-spa").
import { readChunkGraph, type ChunkGraph } from './chunk-graph.ts';
import type { ElementModule, FirstFrame } from './registry.ts';
import { whenParsed } from '../platform/environment.ts';
import { FAILED_ATTRIBUTE } from '../platform/element-states.ts';

/** `waiting`: in the page, but its code waits until the page needs it (ElementEntry.codeWanted). */
export type ElementState = 'not loaded' | 'waiting' | 'loading' | 'mounted' | 'failed';

/** How far below (and above) the viewport a lazy element starts loading: one screen height. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px 100% 0px';

/** What the loader needs of a tag: ws-* entries of the registry, and elements registered from outside
 * (shell/external-elements.ts). */
export interface LoadableEntry {
  tag: string;
  load: () => Promise<ElementModule>;
  /** Loaded at start, whatever the scroll position; otherwise when it comes near the viewport. */
  eager: boolean;
  firstFrame?: () => Promise<FirstFrame>;
  codeWanted?: () => Promise<{ whenCodeWanted(element: Element, onWait: () => void): Promise<void> }>;
}

export interface ElementLoaderOptions {
  registry: LoadableEntry[];
  /** Called once a tag must load, before its module is requested (preload hints go here). */
  onActivate?: (entry: LoadableEntry) => void;
  root?: Document;
  /** Which files each tag consists of (the build's graph): a failure names the one of them that failed. */
  chunkGraph?: ChunkGraph;
}

export interface ElementLoader {
  status(): Record<string, ElementState>;
  /**
   * Resolves (never rejects) with the tag's state once the shell is done with it: `mounted` when
   * its element is defined and every element of the tag in the page has rendered, `failed` when its code could not be
   * loaded or defined, `waiting` when
   * its code waits until the page needs it (ask again for the outcome after that). A known tag
   * that is not in the page yet waits until it appears (and comes near the viewport, unless eager);
   * a tag the registry does not know resolves `not loaded` at once.
   */
  whenSettled(tag: string): Promise<ElementState>;
  /** Adds a tag to load by the same rules (an element registered from outside); false when the tag is known already. */
  add(entry: LoadableEntry): boolean;
  stop(): void;
}

/** Longest wait for a paint: a background tab may never run animation frames. */
export const FIRST_FRAME_WAIT_MS = 100;
/** Longest wait for an idle main thread before element code loads: a busy page still gets its elements. */
export const IDLE_WAIT_MS = 1000;

/** Resolves after the browser has painted once more (or after FIRST_FRAME_WAIT_MS at the latest). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_FRAME_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/** Resolves when the main thread is idle (at most IDLE_WAIT_MS later); Safari has no requestIdleCallback. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Where the shell's files are: a failing file is named relative to it (chunks/react.js). */
const SHELL_BASE = new URL('.', import.meta.url).href;

/** A module that could not be fetched; `files` names the shell's files that answered an error status. */
class ModuleLoadError extends Error {
  constructor(readonly files: string) {
    super(files);
  }
}

/**
 * A rejection handler that names the file that failed: the browser names only the module it was
 * asked to import, not the chunk under it that answered 404, so the tag's failed responses come
 * from Resource Timing (any of the shell's files when the graph does not know the tag, as in tests).
 */
function namingFailedFile(tagFiles: string[] | undefined): (error: unknown) => never {
  return (error) => {
    const failed = new Set<string>();
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const file = entry.name.slice(SHELL_BASE.length);
      if (entry.responseStatus >= 400 && entry.name.startsWith(SHELL_BASE) && (!tagFiles || tagFiles.includes(file)))
        failed.add(`${file} answered ${entry.responseStatus}`);
    }
    if (!failed.size) throw error;
    throw new ModuleLoadError([...failed].join(', '));
  };
}

/** Causes already reported as errors: one error per failing file, however many tags it stops. */
const reportedCauses = new Set<string>();
/** Failures already reported: a tag's failure is named once. */
const reportedFailures = new Set<string>();

/** One console error per cause, naming the tag and the file; further tags it stopped get a warning. */
function reportFailure(what: string, error: unknown): void {
  const cause = error instanceof ModuleLoadError ? error.files : reason(error);
  const line = `ws: ${what} failed: ${cause}`;
  if (reportedFailures.has(line)) return;
  reportedFailures.add(line);
  if (reportedCauses.has(cause)) console.warn(line);
  else console.error(line);
  reportedCauses.add(cause);
}

/** Marks a tag's elements as failed: the page then shows what the element would have arranged (see
 * reserveWhileLoading). */
function markFailed(root: Document, tag: string): void {
  for (const element of root.querySelectorAll(tag)) element.setAttribute(FAILED_ATTRIBUTE, '');
}

/** Resolves in a task of its own. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

export function startElementLoader({
  registry,
  onActivate,
  root = document,
  chunkGraph = readChunkGraph(),
}: ElementLoaderOptions): ElementLoader {
  const entries = new Map<string, LoadableEntry>(registry.map((entry) => [entry.tag, entry]));
  const active = new Set<string>();
  const waiting = new Map<string, Array<() => void>>();
  const warnedUnknown = new Set<string>();

  /** Tags whose waiting rule is still deciding (reported as loading), and tags it keeps waiting. */
  const deciding = new Set<string>();
  const waitingForUse = new Set<string>();
  /** Per active tag, how far its code has come. */
  const code = new Map<string, 'loading' | 'mounted' | 'failed'>();
  /** Per active tag: resolves once its elements have rendered, or it failed. */
  const loaded = new Map<string, Promise<void>>();

  /** Per tag with a waiting rule: resolves once one of its elements wants the code. */
  const wanted = new Map<string, { promise: Promise<void>; resolve: () => void; done: boolean }>();

  const stateOf = (tag: string): ElementState => {
    if (waitingForUse.has(tag)) return 'waiting';
    if (!active.has(tag)) return deciding.has(tag) ? 'loading' : 'not loaded';
    const state = code.get(tag) ?? 'loading';
    // A view that failed is its instance's own failure (elements/kit/define.ts): the tag reports it.
    return state === 'mounted' && root.querySelector(`${tag}[${FAILED_ATTRIBUTE}]`) ? 'failed' : state;
  };

  const settle = (tag: string) => {
    for (const resolve of waiting.get(tag) ?? []) resolve();
    waiting.delete(tag);
  };

  /** Loads the tag's module and defines it; resolves once every element of the tag has rendered (or the tag failed). */
  const loadCode = async (entry: LoadableEntry): Promise<void> => {
    const { tag } = entry;
    code.set(tag, 'loading');
    try {
      const module = await entry.load().catch(namingFailedFile(chunkGraph[tag]));
      if (typeof module?.define !== 'function') throw new Error('its module has no define() export');
      // Never while the visitor presses the first frame's button: the take-over replaces it.
      const unpressed = (await firstFrames.get(tag))?.whenUnpressed;
      if (unpressed)
        await Promise.all([...root.querySelectorAll<HTMLElement>(tag)].map((element) => unpressed(element)));
      // Each tag's upgrade in a task of its own: thousands of tags of several kinds do not add up
      // to one long task (docs/REFERENCE.md, "Very many elements").
      await nextTask();
      const defined = module.define();
      code.set(tag, 'mounted');
      // Settled once every element of the tag has rendered (very many render in slices).
      await defined;
    } catch (error) {
      code.set(tag, 'failed');
      reportFailure(`<${tag}>`, error);
      markFailed(root, tag);
    }
  };

  // Element code (and its preload hints) waits until the page's first frames are on screen and the
  // main thread is idle: fetched earlier, React's chunk shares a phone's bandwidth with what the
  // visitor sees first (the banner's text, the largest picture) and delays it.
  const firstFramesPainting: Array<Promise<unknown>> = [];
  /** Each tag's loaded first frame (undefined when it failed), for the take-over to ask. */
  const firstFrames = new Map<string, Promise<FirstFrame | undefined>>();
  const codeMayLoad = whenParsed(root)
    .then(() => Promise.all(firstFramesPainting))
    .then(afterNextPaint)
    .then(whenIdle);

  const activate = (tag: string) => {
    const entry = entries.get(tag);
    if (!entry || active.has(tag)) return;
    active.add(tag);
    // A first frame without React goes to the screen before the element's code is even requested:
    // React's evaluation is one long task that would otherwise hold the paint back.
    const frameModule = entry.firstFrame?.().catch(namingFailedFile(chunkGraph[tag]));
    if (frameModule)
      firstFrames.set(
        tag,
        frameModule.catch(() => undefined),
      );
    const firstFrame = frameModule
      ? frameModule
          .then(async (module) => {
            if (customElements.get(tag)) return true;
            for (const element of root.querySelectorAll<HTMLElement>(tag)) module.paintFirstFrame(element);
            await afterNextPaint();
            return true;
          })
          // The element still loads: the build gives its code no file in common with the first frame.
          .catch((error: unknown) => {
            reportFailure(`<${tag}> first frame`, error);
            return false;
          })
      : Promise.resolve(true);
    firstFramesPainting.push(firstFrame);
    // Without its first frame the element itself is what the visitor waits for: no idle wait, and no
    // waiting rule, then. With it, the code also waits until an element wants it (ElementEntry.codeWanted),
    // and then for an idle moment: the answer that wants the banner's code releases the page's scripts first.
    const whenWanted = wanted.get(tag)?.promise;
    const mayLoad = firstFrame.then((painted) =>
      painted ? codeMayLoad.then(() => whenWanted?.then(whenIdle)) : wantNow(tag),
    );
    // Resolves once the tag is defined and its elements have rendered (or it failed).
    void mayLoad.then(() => {
      onActivate?.(entry);
      const loading = loadCode(entry);
      loaded.set(tag, loading);
      return loading.finally(() => settle(tag));
    });
  };

  /** The tag's code is wanted: it stops waiting. */
  const wantNow = (tag: string) => {
    const want = wanted.get(tag);
    if (!want || want.done) return;
    want.done = true;
    deciding.delete(tag);
    waitingForUse.delete(tag);
    want.resolve();
  };

  /** Each element asks the tag's waiting rule; the first that needs the code lets the tag's code load. */
  const askWhenWanted = (entry: LoadableEntry, element: Element) => {
    const { tag } = entry;
    if (!wanted.has(tag)) {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      wanted.set(tag, { promise, resolve, done: false });
    }
    if (!waitingForUse.has(tag)) deciding.add(tag);
    const wait = () => {
      if (wanted.get(tag)!.done) return;
      deciding.delete(tag);
      waitingForUse.add(tag);
      // Done for now: whenSettled answers `waiting`.
      settle(tag);
    };
    void entry.codeWanted!()
      .catch(namingFailedFile(chunkGraph[tag]))
      .then((rule) => rule.whenCodeWanted(element, wait))
      // Without its waiting rule the element loads as any eager one: at once.
      .catch((error: unknown) => reportFailure(`<${tag}> waiting rule`, error))
      .then(() => wantNow(tag));
  };

  /** An element added after its tag's first frames were painted gets its own while the code still waits. */
  const paintLate = (tag: string, element: Element) => {
    void firstFrames.get(tag)?.then((frame) => {
      if (frame && element instanceof HTMLElement && !customElements.get(tag)) frame.paintFirstFrame(element);
    });
  };

  // One observer per tag: once the tag is active it is let go at once (disconnect), however many
  // elements it watched; unobserving each of thousands took longer than a frame.
  const nearViewport = new Map<string, IntersectionObserver>();
  const watchNearViewport = (tag: string, element: Element) => {
    let observer = nearViewport.get(tag);
    if (!observer) {
      observer = new IntersectionObserver(
        (records, self) => {
          if (!records.some((record) => record.isIntersecting)) return;
          self.disconnect();
          activate(tag);
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      nearViewport.set(tag, observer);
    }
    observer.observe(element);
  };

  const consider = (element: Element) => {
    const tag = element.localName;
    const entry = entries.get(tag);
    if (!entry && !tag.startsWith('ws-')) return;
    if (!entry) {
      if (!customElements.get(tag) && !warnedUnknown.has(tag)) {
        warnedUnknown.add(tag);
        console.warn(`ws: <${tag}> is not a known element; check the tag name`);
      }
      return;
    }
    // Every element asks, until one wants the code: the first frame is painted meanwhile.
    if (entry.codeWanted && !wanted.get(tag)?.done) askWhenWanted(entry, element);
    if (active.has(tag)) return paintLate(tag, element);
    if (!entry.eager) watchNearViewport(tag, element);
    else activate(tag);
  };

  const scan = (node: Element | Document) => {
    if (node instanceof Element) consider(node);
    for (const element of node.querySelectorAll('*')) {
      if (element.localName.includes('-')) consider(element);
    }
  };

  const mutations = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
  });
  mutations.observe(root.documentElement, { childList: true, subtree: true });
  scan(root);

  return {
    status() {
      return Object.fromEntries([...entries.keys()].map((tag) => [tag, stateOf(tag)]));
    },
    whenSettled(tag) {
      if (!entries.has(tag)) return Promise.resolve('not loaded');
      const state = stateOf(tag);
      if (state === 'mounted') return (loaded.get(tag) ?? Promise.resolve()).then(() => stateOf(tag));
      if (state === 'failed' || state === 'waiting') return Promise.resolve(state);
      return new Promise((resolve) => {
        waiting.set(tag, [...(waiting.get(tag) ?? []), () => resolve(stateOf(tag))]);
      });
    },
    add(entry) {
      if (entries.has(entry.tag)) return false;
      entries.set(entry.tag, entry);
      for (const element of root.querySelectorAll(entry.tag)) consider(element);
      return true;
    },
    stop() {
      mutations.disconnect();
      for (const observer of nearViewport.values()) observer.disconnect();
    },
  };
}

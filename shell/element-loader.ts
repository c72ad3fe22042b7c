// Finds ws-* tags in the page (now and later), loads each element's module once through
// single-spa, and keeps failures of one element away from the others. single-spa itself is a chunk
// fetched with the first element's code: a page without tags never downloads it, and the shell
// stays small for the pages that have them (it patches history and listens to routing at load).
import type * as SingleSpa from 'single-spa';
import { readChunkGraph, type ChunkGraph } from './chunk-graph.ts';
import type { ElementEntry, FirstFrame } from './registry.ts';
import { whenParsed } from '../elements/kit/environment.ts';

/** `waiting`: in the page, but its code waits until the page needs it (ElementEntry.codeWanted). */
export type ElementState = 'not loaded' | 'waiting' | 'loading' | 'mounted' | 'failed';

/** How far below (and above) the viewport a lazy element starts loading: one screen height. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px 100% 0px';

export interface ElementLoaderOptions {
  registry: ElementEntry[];
  /** Called once a tag must load, before its module is requested (preload hints go here). */
  onActivate?: (entry: ElementEntry) => void;
  root?: Document;
  /** Which files each tag consists of (the build's graph): a failure names the one of them that failed. */
  chunkGraph?: ChunkGraph;
}

export interface ElementLoader {
  status(): Record<string, ElementState>;
  /**
   * Resolves (never rejects) with the tag's state once the shell is done with it: `mounted` when
   * its element is defined and every element of the tag in the page has rendered, `failed` when its code could not be loaded or defined, `waiting` when
   * its code waits until the page needs it (ask again for the outcome after that). A known tag
   * that is not in the page yet waits until it appears (and comes near the viewport, unless eager);
   * a tag the registry does not know resolves `not loaded` at once.
   */
  whenSettled(tag: string): Promise<ElementState>;
  stop(): void;
}

/** The state single-spa keeps for an application that has been asked to load. */
function stateIn(singleSpa: typeof SingleSpa, tag: string): ElementState {
  switch (singleSpa.getAppStatus(tag)) {
    case singleSpa.MOUNTED:
      return 'mounted';
    case singleSpa.LOAD_ERROR:
    case singleSpa.SKIP_BECAUSE_BROKEN:
      return 'failed';
    default:
      return 'loading';
  }
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
      if (entry.responseStatus >= 400 && entry.name.startsWith(SHELL_BASE) && (!tagFiles || tagFiles.includes(file))) failed.add(`${file} answered ${entry.responseStatus}`);
    }
    if (!failed.size) throw error;
    throw new ModuleLoadError([...failed].join(', '));
  };
}

/** Causes already reported as errors: one error per failing file, however many tags it stops. */
const reportedCauses = new Set<string>();
/** Failures already reported: single-spa retries a failed load when another tag activates. */
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

let errorHandlerAdded = false;

/** Marks a tag's elements as failed: the page then shows what the element would have arranged (see reserveWhileLoading). */
function markFailed(root: Document, tag: string): void {
  for (const element of root.querySelectorAll(tag)) element.setAttribute('data-ws-failed', '');
}

export function startElementLoader({ registry, onActivate, root = document, chunkGraph = readChunkGraph() }: ElementLoaderOptions): ElementLoader {
  const entries = new Map<string, ElementEntry>(registry.map((entry) => [entry.tag, entry]));
  const active = new Set<string>();
  const waiting = new Map<string, Array<() => void>>();
  const warnedUnknown = new Set<string>();
  /** Set once single-spa has arrived; every tag fails when its chunk could not be fetched. */
  let singleSpa: typeof SingleSpa | undefined;
  let singleSpaFailed = false;

  /** Tags whose waiting rule is still deciding (reported as loading), and tags it keeps waiting. */
  const deciding = new Set<string>();
  const waitingForUse = new Set<string>();

  const stateOf = (tag: string): ElementState => {
    if (!active.has(tag)) return waitingForUse.has(tag) ? 'waiting' : deciding.has(tag) ? 'loading' : 'not loaded';
    if (singleSpa) return stateIn(singleSpa, tag);
    return singleSpaFailed ? 'failed' : 'loading';
  };

  /** Per defined tag: resolves once all its elements in the page have rendered. */
  const rendered = new Map<string, Promise<void>>();
  const whenRendered = (tag: string) => (rendered.get(tag) ?? Promise.resolve()).catch(() => undefined);

  const settle = (tag: string) => {
    for (const resolve of waiting.get(tag) ?? []) resolve();
    waiting.delete(tag);
  };

  /** Fetches single-spa once, with the first element's code, and registers every tag with it. */
  let singleSpaStarted: Promise<typeof SingleSpa> | undefined;
  const startSingleSpa = () =>
    (singleSpaStarted ??= import('single-spa').catch(namingFailedFile(undefined)).then((spa) => {
      if (!errorHandlerAdded) {
        errorHandlerAdded = true;
        // single-spa reports a failing load or mount here; the other elements carry on.
        spa.addErrorHandler((error) => {
          reportFailure(`<${error.appOrParcelName}>`, error);
          markFailed(document, error.appOrParcelName);
        });
      }
      for (const entry of registry) {
        spa.registerApplication({
          name: entry.tag,
          app: async () => {
            const module = await entry.load().catch(namingFailedFile(chunkGraph[entry.tag]));
            if (typeof module?.define !== 'function') throw new Error('its module has no define() export');
            return {
              bootstrap: async () => undefined,
              mount: async () => {
                // Never while the visitor presses the first frame's button: the take-over replaces it.
                const frame = await firstFrames.get(entry.tag);
                const unpressed = frame?.whenUnpressed;
                if (unpressed) await Promise.all([...root.querySelectorAll<HTMLElement>(entry.tag)].map((element) => unpressed(element)));
                // Each tag's upgrade in a task of its own: thousands of tags of several kinds do not
                // add up to one long task (docs/REFERENCE.md, "Very many elements").
                await new Promise((resolve) => setTimeout(resolve, 0));
                // Defined now; settled once every element of the tag has rendered (very many render
                // in slices, for longer than single-spa lets a mount take without complaint).
                rendered.set(entry.tag, Promise.resolve(module.define()));
              },
              unmount: async () => undefined,
            };
          },
          // An element stays active once its tag has been seen: custom elements cannot be undefined.
          activeWhen: () => active.has(entry.tag),
        });
      }
      spa.start({ urlRerouteOnly: true });
      singleSpa = spa;
      return spa;
    }));

  /** Loads and mounts the active tags through single-spa; when single-spa itself failed, the tag fails. */
  const loadCode = (tag: string): Promise<unknown> =>
    startSingleSpa().then(
      (spa) => spa.triggerAppChange(),
      (error: unknown) => {
        singleSpaFailed = true;
        reportFailure(`<${tag}>`, error);
        markFailed(root, tag);
      },
    );

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
    deciding.delete(tag);
    waitingForUse.delete(tag);
    // A first frame without React goes to the screen before the element's code is even requested:
    // React's evaluation is one long task that would otherwise hold the paint back.
    const frameModule = entry.firstFrame?.().catch(namingFailedFile(chunkGraph[tag]));
    if (frameModule) firstFrames.set(tag, frameModule.catch(() => undefined));
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
    // Without its first frame the element itself is what the visitor waits for: no idle wait then.
    const mayLoad = firstFrame.then((painted) => (painted ? codeMayLoad : undefined));
    // Resolves once single-spa has loaded and mounted (or given up on) the active elements.
    void mayLoad.then(() => {
      onActivate?.(entry);
      return loadCode(tag)
        .then(() => whenRendered(tag))
        .finally(() => settle(tag));
    });
  };

  /** Each element asks the tag's waiting rule; the first that needs the code activates the tag. */
  const activateWhenWanted = (entry: ElementEntry, element: Element) => {
    const { tag } = entry;
    if (!waitingForUse.has(tag)) deciding.add(tag);
    const wait = () => {
      if (active.has(tag)) return;
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
      .then(() => activate(tag));
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
    if (!tag.startsWith('ws-')) return;
    const entry = entries.get(tag);
    if (!entry) {
      if (!customElements.get(tag) && !warnedUnknown.has(tag)) {
        warnedUnknown.add(tag);
        console.warn(`ws: <${tag}> is not a known element; check the tag name`);
      }
      return;
    }
    if (active.has(tag)) return;
    if (!entry.eager) watchNearViewport(tag, element);
    else if (entry.codeWanted) activateWhenWanted(entry, element);
    else activate(tag);
  };

  const scan = (node: Element | Document) => {
    if (node instanceof Element) consider(node);
    for (const element of node.querySelectorAll('*')) {
      if (element.localName.startsWith('ws-')) consider(element);
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
      return Object.fromEntries(registry.map((entry) => [entry.tag, stateOf(entry.tag)]));
    },
    whenSettled(tag) {
      if (!entries.has(tag)) return Promise.resolve('not loaded');
      const state = stateOf(tag);
      if (state === 'mounted') return whenRendered(tag).then(() => stateOf(tag));
      if (state === 'failed' || state === 'waiting') return Promise.resolve(state);
      return new Promise((resolve) => {
        waiting.set(tag, [...(waiting.get(tag) ?? []), () => resolve(stateOf(tag))]);
      });
    },
    stop() {
      mutations.disconnect();
      for (const observer of nearViewport.values()) observer.disconnect();
    },
  };
}

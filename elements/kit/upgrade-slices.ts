// A page with very many elements upgrades them in slices of a few milliseconds, each slice a task of
// its own, so the visitor's input is answered in between (docs/REFERENCE.md, "Very many elements").
// A page with the usual few dozen renders them all in the first slice, in the upgrade's own task.

import { inNextTask } from '../../platform/next-task.ts';

/** Main-thread time the first renders of one task may take; the rest wait for the next task. Room is left for a garbage
 * collection under 50 ms. */
export const UPGRADE_SLICE_MS = 20;
/** Renders the first task always has room for, however slow: a page of a few elements never waits. */
export const RENDERS_PER_SLICE_AT_LEAST = 8;
/** The browser's own upgrade of one element (constructor and callbacks, no render), measured in Chromium: about 6–15
 * µs. */
export const UPGRADE_COST_MS = 0.015;

/**
 * Render time left to the task that defines a tag: the browser upgrades every element of it in that
 * task whatever we do, so a page with thousands leaves the renders (beyond the first few) to later slices.
 */
export function definingSliceBudget(elementsInPage: number): number {
  return Math.max(0, UPGRADE_SLICE_MS - elementsInPage * UPGRADE_COST_MS);
}

/**
 * Renders the defining task has room for at least: the floor, unless the browser's upgrade alone
 * takes half the slice or more (a thousand elements and up), when every render waits for a later slice.
 */
export function definingSliceFloor(elementsInPage: number): number {
  return elementsInPage * UPGRADE_COST_MS >= UPGRADE_SLICE_MS / 2 ? 0 : RENDERS_PER_SLICE_AT_LEAST;
}

/** Renders not run yet, in the order they were asked for (document order for an upgrade). */
const waiting: Array<{ render: () => Promise<void>; group: string }> = [];
/** Per group (a tag), how many of its renders wait, and who waits for them to be done. */
const groups = new Map<string, { count: number; whenDone: Array<() => void> }>();
let sliceStartedAt: number | undefined;
let sliceBudget = UPGRADE_SLICE_MS;
let sliceFloor = RENDERS_PER_SLICE_AT_LEAST;
let rendersInSlice = 0;
let drainScheduled = false;
/** A drain is under way (awaiting a render): what is queued meanwhile joins it. */
let draining = false;

/** Opens the current task's slice if it has none yet; it closes when the task is over. */
function openSlice(now: number): void {
  if (sliceStartedAt !== undefined) return;
  sliceStartedAt = now;
  sliceBudget = UPGRADE_SLICE_MS;
  sliceFloor = RENDERS_PER_SLICE_AT_LEAST;
  rendersInSlice = 0;
  inNextTask(() => (sliceStartedAt = undefined));
}

/** Whether the current task's slice has room for one more render (the first call of a task opens its slice). */
function sliceHasRoom(): boolean {
  const now = performance.now();
  openSlice(now);
  if (rendersInSlice >= sliceFloor && now - sliceStartedAt! >= sliceBudget) return false;
  rendersInSlice += 1;
  return true;
}

/**
 * Runs the waiting renders one after the other while the slice has room. A render is a parcel's
 * mount (elements/kit/define.ts): promises that settle in microtasks of this same task, so each is
 * awaited and its time counts against the slice before the next one starts.
 */
async function drain(): Promise<void> {
  drainScheduled = false;
  draining = true;
  while (waiting.length && sliceHasRoom()) {
    const { render, group } = waiting.shift()!;
    try {
      await render();
    } catch (error) {
      // One element's failure is its own (reported as an uncaught error would be); the rest go on.
      reportError(error);
    }
    renderedOne(group);
  }
  draining = false;
  if (waiting.length) scheduleDrain('next task');
}

function renderedOne(group: string): void {
  const entry = groups.get(group)!;
  entry.count -= 1;
  if (entry.count > 0) return;
  groups.delete(group);
  for (const resolve of entry.whenDone) resolve();
}

/** `this task`: in a microtask, still within the slice the task opened (a page of a few elements never waits for a
 * later task). */
function scheduleDrain(when: 'this task' | 'next task'): void {
  if (drainScheduled || draining) return;
  drainScheduled = true;
  if (when === 'this task') queueMicrotask(() => void drain());
  else
    inNextTask(() => {
      // A later slice exists only on a page with very many elements: there one render is the floor,
      // so a slice of slow renders (a few ms each, with thousands of elements to lay out) stays near
      // its 20 ms instead of eight renders long.
      sliceStartedAt = undefined;
      openSlice(performance.now());
      sliceFloor = 1;
      void drain();
    });
}

/**
 * Queues `render` (it resolves once the element's first render is committed); renders run in this
 * task while its slice has room, the rest in later tasks, so the caller shows its waiting state
 * meanwhile. `group` (the tag) is what `allRendered` waits for.
 */
export function renderInSlice(render: () => Promise<void>, group: string): void {
  waiting.push({ render, group });
  const entry = groups.get(group) ?? { count: 0, whenDone: [] };
  entry.count += 1;
  groups.set(group, entry);
  scheduleDrain('this task');
}

/** Called right before a tag is defined over `elementsInPage` elements: this task's slice leaves room for their
 * upgrade. */
export function beginDefiningUpgrade(elementsInPage: number): void {
  openSlice(performance.now());
  sliceBudget = Math.min(sliceBudget, definingSliceBudget(elementsInPage));
  sliceFloor = Math.min(sliceFloor, definingSliceFloor(elementsInPage));
}

/** Resolves once every render of `group` asked for so far has run. */
export function allRendered(group: string): Promise<void> {
  const entry = groups.get(group);
  if (!entry) return Promise.resolve();
  return new Promise((resolve) => entry.whenDone.push(resolve));
}

// The view of <ws-sticky>: `position: sticky` does the sticking (the host's `top` is its offset plus
// what covers the top of the window); the element only reports where it is (data-state and
// ws-sticky-change), read once per frame while the page scrolls. Nothing here moves anything.
import { useEffect, useLayoutEffect } from 'react';
import type { ElementProps } from '../kit/define.ts';
import { topCover } from '../../platform/environment.ts';
import { emit } from '../../platform/events.ts';
import { warnerFor } from '../../platform/warn.ts';
import { debounce } from '../../platform/timing.ts';
import { STICKY_RESIZE_DEBOUNCE_MS, stickyParentProblem, stickyState, type StickyState } from './rules.ts';
import type { stickyAttributes } from './schema.ts';

type Props = ElementProps<typeof stickyAttributes>;

export function Sticky({ offset, host }: Props) {
  const parent = host.parentElement;
  const problem = stickyParentProblem(parent?.localName);
  const warn = warnerFor(host);
  const extra =
    Number.isFinite(offset) && offset >= 0
      ? offset
      : (warn(`attribute "offset" is not a distance of at least 0 px: ${JSON.stringify(String(offset))}; 0 instead`),
        0);

  useLayoutEffect(() => {
    if (!problem) return;
    // Without a parent to stick in, sticky positioning fails with an error (docs/RULES.md#page-helpers).
    console.error(`<ws-sticky${host.id ? ` id="${host.id}"` : ''}> ${problem}: it stays in place`);
    host.style.setProperty('position', 'static');
    return () => {
      host.style.removeProperty('position');
    };
  }, [host, problem]);

  useEffect(() => {
    if (problem || !parent) return;
    const view = host.ownerDocument.defaultView ?? window;
    let stickAt = 0;
    let state: StickyState | undefined;
    const report = () => {
      const box = host.getBoundingClientRect();
      const next = stickyState({
        top: box.top,
        bottom: box.bottom,
        parentBottom: parent.getBoundingClientRect().bottom,
        stickAt,
      });
      if (next === state) return;
      // The first state is where it starts, not a change: data-state only.
      const changed = state !== undefined;
      state = next;
      host.setAttribute('data-state', next);
      if (changed) emit(host, 'ws-sticky-change', { state: next });
    };
    const measure = () => {
      stickAt = extra + topCover(host.ownerDocument);
      host.style.setProperty('top', `${stickAt}px`);
      report();
    };
    let frame = 0;
    const onScroll = () => {
      if (!frame) frame = view.requestAnimationFrame(() => ((frame = 0), report()));
    };
    const onResize = debounce(measure, STICKY_RESIZE_DEBOUNCE_MS);
    measure();
    view.addEventListener('scroll', onScroll, { passive: true });
    view.addEventListener('resize', onResize);
    return () => {
      view.removeEventListener('scroll', onScroll);
      view.removeEventListener('resize', onResize);
      view.cancelAnimationFrame(frame);
      onResize.cancel();
      host.style.removeProperty('top');
    };
  }, [extra, host, parent, problem]);

  return <slot />;
}

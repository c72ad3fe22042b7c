// The view of <ws-live-search>: a toggle button in the header, and the search panel it opens. Until a
// visitor shows interest the first frame draws the toggle (first-frame.ts) and this code waits; the
// panel's inside (search-panel.tsx) is a chunk of its own, fetched when a visitor points at or
// focuses the toggle, or opens it: every page has the search in its header, few visitors open it.
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import type { ElementProps } from '../kit/define.ts';
import { pageLanguage } from '../../platform/environment.ts';
import { TEXTS } from './rules.ts';
import { SEARCH_ICON, takeOpenRequest } from './toggle.ts';
import type { liveSearchAttributes } from './schema.ts';

export type LiveSearchProps = ElementProps<typeof liveSearchAttributes>;

const loadPanel = () => import('./search-panel.tsx');
const SearchPanel = lazy(() => loadPanel().then((module) => ({ default: module.SearchPanel })));

/** The magnifier, as the first frame draws it (toggle.ts). */
const SearchIcon = () => {
  const { size, strokeWidth, circle, handle } = SEARCH_ICON;
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <circle {...circle} fill="none" stroke="currentColor" strokeWidth={strokeWidth} />
      <path d={handle} stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" />
    </svg>
  );
};

export function LiveSearch(props: LiveSearchProps) {
  const texts = TEXTS[pageLanguage(props.host)];
  // Pressed in the first frame before this code came: it opens at once (toggle.ts).
  const [openAtOnce] = useState(() => takeOpenRequest(props.host));
  const [open, setOpen] = useState(openAtOnce);
  /** Opened once: the panel is there from then on (closed, it keeps its text and results). */
  const [opened, setOpened] = useState(openAtOnce);
  const toggle = useRef<HTMLButtonElement>(null);
  const ids = useId();

  const closeOverlay = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);
  // The panel's chunk starts coming with the visitor's first sign of interest, before the click.
  const fetchPanel = () => void loadPanel().catch(() => undefined);

  return (
    // Only catches Escape bubbling up from its buttons (jsx-a11y's advice for a container of delegated events).
    <div
      className="live-search"
      part="live-search"
      role="presentation"
      onKeyDown={(event) =>
        open && event.key === 'Escape' && !(event.target instanceof HTMLInputElement) && closeOverlay()
      }
    >
      <button
        ref={toggle}
        type="button"
        className="toggle"
        part="toggle"
        aria-expanded={open}
        aria-controls={opened ? `${ids}-panel` : undefined}
        onPointerEnter={fetchPanel}
        onFocus={fetchPanel}
        onClick={() => {
          if (open) return closeOverlay();
          setOpened(true);
          setOpen(true);
        }}
      >
        <SearchIcon />
        <span className="visually-hidden">{open ? texts.toggleClose : texts.toggleOpen}</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <SearchPanel {...props} open={open} ids={ids} onClose={closeOverlay} />
        </Suspense>
      )}
    </div>
  );
}

// The inside of <ws-live-search>'s panel: the field, the results, the requests. A chunk of its own
// (live-search.tsx loads it when a visitor points at or focuses the toggle, or opens it), so a page
// whose search nobody opens never downloads it; once opened it stays, with its text and results.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { emit } from '../../platform/events.ts';
import { adoptStyles } from '../../platform/sheets.ts';
import { searchPanelStyles } from './panel-styles.ts';
import { readPositive } from '../../platform/values.ts';
import { debounce } from '../../platform/timing.ts';
import { warnerFor } from '../../platform/warn.ts';
import { pageLanguage } from '../../platform/environment.ts';
import {
  DEBOUNCE_MS,
  DEFAULT_ENDPOINT,
  MIN_CHARS,
  PER_PAGE,
  TEXTS,
  cacheKey,
  searchText,
  type SearchOptions,
  type SearchResult,
} from './rules.ts';
import { cachedResults, search, SearchError } from './search-client.ts';
import { pageSearchField, submitPageForm } from './page-form.ts';

import type { LiveSearchProps } from './live-search.tsx';

export interface SearchPanelProps extends LiveSearchProps {
  open: boolean;
  /** The prefix of the panel's ids (the toggle's aria-controls names `${ids}-panel`). */
  ids: string;
  /** Closes the overlay and gives focus back to the toggle. */
  onClose: () => void;
}

type Status = 'idle' | 'loading' | 'results' | 'empty' | 'failed';

export function SearchPanel({
  host,
  endpoint,
  postTypes,
  minChars,
  perPage,
  showImage,
  showType,
  titlesOnly,
  placeholder,
  open,
  ids,
  onClose,
}: SearchPanelProps) {
  const texts = TEXTS[pageLanguage(host)];
  // Typed by the kit (yes/no, numbers); these rules only check what a type cannot say: above 0.
  const warn = warnerFor(host);
  const min = readPositive('attribute "min-chars"', minChars, MIN_CHARS, warn, true);
  // Compared by value: a new array with the same post types is the same search.
  const postTypesKey = JSON.stringify(postTypes ?? []);
  const options: SearchOptions = useMemo(
    () => ({
      postTypes: JSON.parse(postTypesKey) as string[],
      perPage: readPositive('attribute "per-page"', perPage, PER_PAGE, warn, true),
      showImage,
      showType,
      titlesOnly,
    }),
    [postTypesKey, perPage, showImage, showType, titlesOnly, warn],
  );
  const target = endpoint.trim() || DEFAULT_ENDPOINT;

  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [active, setActive] = useState(-1);
  const [listShown, setListShown] = useState(false);
  const inflight = useRef<AbortController | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);
  // The panel's styles come with its chunk, before its first frame is painted.
  useLayoutEffect(() => {
    if (host.shadowRoot) adoptStyles(searchPanelStyles, host.shadowRoot);
  }, [host]);
  const listId = `${ids}-list`;
  const optionId = (index: number) => `${ids}-option-${index}`;

  const show = useCallback(
    (query: string, answer: SearchResult[]) => {
      // At most per_page, also from the cache (an entry written under another per-page value).
      const found = answer.slice(0, options.perPage);
      setResults(found);
      setActive(-1);
      setStatus(found.length ? 'results' : 'empty');
      setListShown(true);
      emit(host, 'ws-live-search-results', { search: query, count: found.length });
    },
    [host, options.perPage],
  );

  const run = useCallback(
    (query: string) => {
      // A newer query always wins: the older request is aborted and its answer ignored.
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      setStatus('loading');
      setListShown(true);
      search(target, query, options, controller.signal).then(
        (found) => {
          if (inflight.current === controller) show(query, found);
        },
        (error: unknown) => {
          if (controller.signal.aborted || inflight.current !== controller) return;
          const kind = error instanceof SearchError ? error.kind : 'network';
          console.warn(
            `<ws-live-search> search for ${JSON.stringify(query)} failed (${kind}): ${(error as Error).message}`,
          );
          setStatus('failed');
        },
      );
    },
    [options, show, target],
  );

  // Debounced search as the visitor types; an answer already cached shows at once.
  useEffect(() => {
    const query = searchText(text, min);
    if (query === undefined) {
      inflight.current?.abort();
      inflight.current = undefined;
      setStatus('idle');
      setResults([]);
      setListShown(false);
      return undefined;
    }
    const cached = cachedResults(cacheKey(query, options));
    if (cached) {
      inflight.current?.abort();
      inflight.current = undefined;
      show(query, cached);
      return undefined;
    }
    const searchLater = debounce(run, DEBOUNCE_MS);
    searchLater(query);
    return searchLater.cancel;
  }, [text, min, options, run, show]);

  useEffect(() => () => inflight.current?.abort(), []);

  const openResult = (result: SearchResult | undefined) => {
    if (result?.url) window.location.assign(result.url);
  };

  // Opened: focus goes to the field (also the first time, once this chunk has arrived); closed, the list goes.
  useEffect(() => {
    if (open) field.current?.focus();
    else setListShown(false);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = status === 'results' ? results.length : 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      setListShown(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: moving past either end comes back to it.
      setActive((current) => {
        const next = current + step;
        if (next >= count) return -1;
        return next < -1 ? count - 1 : next;
      });
    } else if (event.key === 'Enter') {
      if (listShown && active >= 0) {
        event.preventDefault();
        openResult(results[active]);
      } else if (text.trim() && submitPageForm(host, text.trim())) {
        // No result chosen: the page's own search form (its fallback without script) shows every hit.
        event.preventDefault();
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      // First the list, then the text, then the overlay.
      if (listShown && status !== 'idle') setListShown(false);
      else if (text) setText('');
      else onClose();
    }
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    const panel = event.currentTarget;
    if (next) {
      if (!panel.contains(next)) setListShown(false);
      return;
    }
    // Focus going nowhere may be a theme moving the element, and the kit gives it back in the same task: decide after
    // that.
    queueMicrotask(() => {
      if (!document.hasFocus() || !panel.contains(host.shadowRoot?.activeElement ?? null)) setListShown(false);
    });
  };

  const expanded = listShown && status === 'results';
  const form = host.querySelector('form');
  const hasPageForm = form !== null && pageSearchField(form) !== null;
  const announcement =
    status === 'loading'
      ? texts.loading
      : status === 'results'
        ? texts.count(results.length)
        : status === 'empty'
          ? texts.noResults
          : status === 'failed'
            ? texts.failed
            : '';

  return (
    <div id={`${ids}-panel`} className="panel" part="panel" hidden={!open} role="search" onBlur={onBlur}>
      <label className="visually-hidden" htmlFor={`${ids}-field`}>
        {texts.field}
      </label>
      <input
        ref={field}
        id={`${ids}-field`}
        className="field"
        part="field"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${ids}-hint`}
        placeholder={placeholder ?? texts.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${ids}-hint`} className="visually-hidden">
        {texts.tooShort(min)}
      </p>
      {/* Typed, but too short to search: said on screen too, not only to a screen reader (the hint above). */}
      {text.trim() !== '' && searchText(text, min) === undefined && (
        <p className="message" part="message" aria-hidden="true">
          {texts.tooShort(min)}
        </p>
      )}
      {status === 'loading' && listShown && (
        <p className="loading" part="loading">
          {texts.loading}
        </p>
      )}
      {status === 'empty' && listShown && (
        <p className="message" part="message">
          {texts.noResults}
        </p>
      )}
      {status === 'failed' && (
        <p className="message failed" part="message">
          {texts.failed}{' '}
          <button
            type="button"
            className="retry"
            part="retry"
            onClick={() => searchText(text, min) && run(searchText(text, min)!)}
          >
            {texts.retry}
          </button>
        </p>
      )}
      {/* How many there are, on screen too (the status line below says it to a screen reader). */}
      {expanded && (
        <p className="count" part="count" aria-hidden="true">
          {texts.count(results.length)}
        </p>
      )}
      <ul id={listId} className="results" part="results" role="listbox" aria-label={texts.results} hidden={!expanded}>
        {results.map((result, index) => (
          /* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard stays in the combobox field
             (aria-activedescendant), whose Enter opens the active option */
          <li
            key={`${result.id}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            aria-disabled={result.url ? undefined : true}
            className={`result${index === active ? ' active' : ''}`}
            part="result"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openResult(result)}
          >
            {options.showImage && (
              <span className="thumb">
                {result.image && (
                  <img src={result.image} width="48" height="48" alt="" loading="lazy" decoding="async" />
                )}
              </span>
            )}
            <span className="title">{result.title}</span>
            {options.showType && result.type && (
              <span className="type">
                {/* Read as "title, type", never run together ("… Winter Beitrag"). */}
                <span className="visually-hidden">, </span>
                {texts.types[result.type] ?? result.type}
              </span>
            )}
          </li>
        ))}
      </ul>
      {/* The list scrolls within the panel: the page's own search page shows every result at full size. */}
      {expanded && hasPageForm && (
        <button
          type="button"
          className="all-results"
          part="all-results"
          onClick={() => submitPageForm(host, text.trim())}
        >
          {texts.allResults(results.length)}
        </button>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

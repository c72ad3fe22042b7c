// The per-panel counters in browser storage. Storage that throws (privacy modes, full quota) or
// holds garbage makes the panel behave as on a first visit; it never breaks the page.
import { readStored, writeStored, type StoreName } from '../../platform/storage.ts';
import { warnOnce } from '../../platform/warn.ts';
import { afterClosing, afterOpening, readCounters, type PanelCounters } from './rules.ts';

const COUNTERS_KEY = (id: string) => `ws-offcanvas:${id}`;
const SESSION_KEY = (id: string) => `ws-offcanvas-session:${id}`;

function write(name: StoreName, key: string, value: string): void {
  // Once per store: a visitor in a privacy mode would otherwise see one warning per panel event.
  if (!writeStored(name, key, value))
    warnOnce('ws-offcanvas', `could not write ${name}; display rules start afresh on each visit`);
}

interface SessionMarks {
  counted: boolean;
  opened: boolean;
}

function sessionMarks(id: string): SessionMarks {
  const raw = readStored('sessionStorage', SESSION_KEY(id));
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<SessionMarks>) : {};
    return { counted: parsed?.counted === true, opened: parsed?.opened === true };
  } catch {
    return { counted: false, opened: false };
  }
}

/** Page views already counted in this document (a panel moved in the DOM connects again). */
const countedThisPage = new Set<string>();

export interface PanelStorage {
  counters(): PanelCounters;
  openedThisSession(): boolean;
  recordOpening(now: number): void;
  recordClosing(): void;
}

/** Counts this page view (and a new session) once per document, then keeps the counters of `id`. */
export function panelStorage(id: string): PanelStorage {
  const counters = () => readCounters(readStored('localStorage', COUNTERS_KEY(id)));
  const save = (next: PanelCounters) => write('localStorage', COUNTERS_KEY(id), JSON.stringify(next));
  if (!countedThisPage.has(id)) {
    countedThisPage.add(id);
    const marks = sessionMarks(id);
    const current = counters();
    save({ ...current, page_views: current.page_views + 1, sessions: current.sessions + (marks.counted ? 0 : 1) });
    if (!marks.counted) write('sessionStorage', SESSION_KEY(id), JSON.stringify({ ...marks, counted: true }));
  }
  return {
    counters,
    openedThisSession: () => sessionMarks(id).opened,
    recordOpening(now) {
      save(afterOpening(counters(), now));
      write('sessionStorage', SESSION_KEY(id), JSON.stringify({ ...sessionMarks(id), opened: true }));
    },
    recordClosing() {
      save(afterClosing(counters()));
    },
  };
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  CATEGORY_NAMES,
  CHOOSABLE_CATEGORIES,
  choicesFrom,
  getConsentSettings,
  saveChoices,
  SCRIPTS_RAN_EVENT,
  withdrawalReloads,
  type ChoosableCategory,
} from '../../consent-bus/index.ts';
import { CONSENT_RECORDED_EVENT, randomToken, type ConsentRecordedDetail } from '../../consent-bus/service.ts';
import type { ElementProps } from '../kit/define.ts';
import { pageLanguage } from '../../platform/environment.ts';
import { sanitizeServerHtml, withinAnswerCap } from '../../consent-bus/sanitize.ts';
import { warnerFor } from '../../platform/warn.ts';
import { useConsentState } from '../kit/use-consent.ts';
import { readStored, removeStored, writeStored } from '../../platform/storage.ts';
import {
  consentRecordUrl,
  formatRecordTime,
  linksToPageItself,
  MANAGE_TEXTS,
  manageConsentText,
  manageConsentUrl,
  readConsentRecord,
  readReloadReturn,
  RELOAD_RETURN_KEY,
} from './rules.ts';
import type { manageConsentAttributes } from './schema.ts';

export type ManageConsentProps = ElementProps<typeof manageConsentAttributes>;

type ServerText = { fragment: DocumentFragment | undefined; failed: boolean };

/** The explanation text from the server, through the kit's one sanitizer profile, as a fragment. */
function useServerText(host: HTMLElement, src: string | undefined): ServerText {
  const [result, setResult] = useState<ServerText>({ fragment: undefined, failed: false });
  useEffect(() => {
    const warn = warnerFor(host);
    const url = manageConsentUrl(src, getConsentSettings().url, randomToken(), warn);
    if (!url) return undefined;
    const abort = new AbortController();
    fetch(url, { signal: abort.signal, credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        // Measured before any parsing, as a feed page is: 10 MB froze the page for seconds.
        const text = manageConsentText(withinAnswerCap(await response.text()));
        if (text === undefined) throw new Error('the answer is not an HTML string');
        const fragment = await sanitizeServerHtml(text);
        // On the page a link names (the privacy page itself) it leads nowhere: its words stay, as text.
        for (const link of fragment.querySelectorAll('a[href]'))
          if (linksToPageItself(link.getAttribute('href')!, location.href)) link.replaceWith(...link.childNodes);
        if (!abort.signal.aborted) setResult({ fragment, failed: false });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        warn(`could not load ${url}: ${(error as Error).message}; showing the switches alone`);
        setResult({ fragment: undefined, failed: true });
      });
    return () => abort.abort();
  }, [host, src]);
  return result;
}

/** A consent id that came with a choice waits this long for its record to be stored (another tab's choice announces
 * none). */
const NEW_ID_WAIT_MS = 2000;

/**
 * The time of the newest consent record of `consentId` (docs/REFERENCE.md, "Endpoints"): asked at
 * once for the id the page arrived with, and again each time a record of it is stored. A failed or
 * malformed answer leaves the id alone on screen, with a warning.
 */
function useConsentRecordTime(host: HTMLElement, consentId: string | undefined): Date | undefined {
  const [record, setRecord] = useState<{ consentId: string; time: Date | undefined }>();
  const arrivedWith = useRef(consentId);
  useEffect(() => {
    if (consentId === undefined) return undefined;
    const warn = warnerFor(host);
    const abort = new AbortController();
    let latest = 0;
    const ask = () => {
      const question = (latest += 1);
      const url = consentRecordUrl(getConsentSettings().url, consentId, randomToken());
      fetch(url, { signal: abort.signal, credentials: 'same-origin', headers: { Accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`status ${response.status}`);
          const reading = readConsentRecord(await response.json(), consentId);
          if ('problem' in reading) throw new Error(reading.problem);
          if (question === latest) setRecord({ consentId, time: reading.time });
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted || question !== latest) return;
          warn(`could not read the consent record (${(error as Error).message}); showing the consent id alone`);
          setRecord({ consentId, time: undefined });
        });
    };
    // An id the page arrived with has its record; a new one is asked for once its record is stored.
    let waiting = setTimeout(ask, consentId === arrivedWith.current ? 0 : NEW_ID_WAIT_MS);
    const recorded = (event: CustomEvent<ConsentRecordedDetail>) => {
      if (event.detail?.consentId !== consentId) return;
      clearTimeout(waiting);
      waiting = setTimeout(ask, 0);
    };
    const doc = host.ownerDocument;
    doc.addEventListener(CONSENT_RECORDED_EVENT, recorded);
    return () => {
      abort.abort();
      clearTimeout(waiting);
      doc.removeEventListener(CONSENT_RECORDED_EVENT, recorded);
    };
  }, [host, consentId]);
  return record && record.consentId === consentId ? record.time : undefined;
}

/** Renders again when a category's scripts run: its switch then says that switching it off reloads the page. */
function useScriptsRan(host: HTMLElement): void {
  const [, setRuns] = useState(0);
  useEffect(() => {
    const doc = host.ownerDocument;
    const ran = () => setRuns((runs) => runs + 1);
    doc.addEventListener(SCRIPTS_RAN_EVENT, ran);
    return () => doc.removeEventListener(SCRIPTS_RAN_EVENT, ran);
  }, [host]);
}

/**
 * The switch whose change reloaded the page, taken once from this tab's storage: after the reload
 * focus is back on it, with a word that the choice was saved (docs/ACCESSIBILITY.md, "A switch that reloads").
 */
function useReloadReturn(host: HTMLElement): ChoosableCategory | undefined {
  const [returned] = useState(() => {
    const category = readReloadReturn(readStored('sessionStorage', RELOAD_RETURN_KEY));
    removeStored('sessionStorage', RELOAD_RETURN_KEY);
    return category;
  });
  useEffect(() => {
    if (returned) host.shadowRoot?.querySelector<HTMLInputElement>(`input[name="${returned}"]`)?.focus();
  }, [host, returned]);
  return returned;
}

export function ManageConsent({ host, src }: ManageConsentProps) {
  const state = useConsentState();
  const language = pageLanguage(host);
  const texts = MANAGE_TEXTS[language];
  const names = CATEGORY_NAMES[language];
  // A text the page printed (slot "text") is shown as it is, and nothing is fetched: it is in the first paint.
  const printedText = host.querySelector(':scope > [slot="text"]') !== null;
  const { fragment, failed } = useServerText(host, printedText ? undefined : src);
  // The record's lines keep their place while recording is on, so nothing moves when they fill.
  const recording = getConsentSettings().record_consent;
  const recordTime = useConsentRecordTime(host, state.consentId);
  const textBox = useRef<HTMLDivElement>(null);
  // The sanitized nodes go in as they are (no HTML string in between); React renders the box empty
  // and never touches its children.
  useLayoutEffect(() => {
    if (fragment && textBox.current) textBox.current.replaceChildren(fragment);
  }, [fragment]);
  useScriptsRan(host);
  const returned = useReloadReturn(host);
  const toggle = (category: ChoosableCategory, on: boolean) => {
    // The page reloads on this change: the switch is remembered, to get focus back after it.
    if (!on && withdrawalReloads(category)) writeStored('sessionStorage', RELOAD_RETURN_KEY, category);
    saveChoices({ ...choicesFrom(state), [category]: on });
  };

  return (
    <section className="manage" part="container" aria-labelledby="manage-title">
      <h2 id="manage-title" part="heading">
        {texts.heading}
      </h2>
      {printedText && <slot name="text" />}
      {fragment !== undefined && <div ref={textBox} className="server-text" part="text" />}
      {failed && (
        <p className="load-failed" part="text">
          {texts.loadFailed}
        </p>
      )}
      <ul className="switches" part="switches">
        <li>
          <label className="switch">
            <input type="checkbox" role="switch" checked disabled aria-describedby="status-functional" />
            <span className="name">{names.functional}</span>
          </label>
          <span className="status" id="status-functional">
            {texts.alwaysActive}
          </span>
        </li>
        {CHOOSABLE_CATEGORIES.map((category) => {
          const on = state.categories[category];
          const reloads = on && withdrawalReloads(category);
          return (
            <li key={category}>
              <label className="switch">
                <input
                  type="checkbox"
                  role="switch"
                  name={category}
                  checked={on}
                  aria-describedby={
                    returned === category ? `status-${category} saved-${category}` : `status-${category}`
                  }
                  onChange={(event) => toggle(category, event.currentTarget.checked)}
                />
                <span className="name">{names[category]}</span>
              </label>
              <span className={`status ${on ? 'accepted' : 'denied'}`} id={`status-${category}`} part="status">
                {reloads ? texts.reloadsWhenOff : on ? texts.accepted : texts.denied}
              </span>
              {returned === category && (
                <span className="saved" id={`saved-${category}`} role="status" part="saved">
                  {texts.savedAfterReload}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {recording && (
        <div className="record" part="record">
          <div className="record-lines">
            {state.consentId !== undefined && (
              <dl>
                <div>
                  <dt>{texts.consentId}</dt>
                  <dd>
                    <code>{state.consentId}</code>
                  </dd>
                </div>
                {recordTime && (
                  <div>
                    <dt>{texts.recordedOn}</dt>
                    <dd>
                      <time dateTime={recordTime.toISOString()}>{formatRecordTime(recordTime, language)}</time>
                    </dd>
                  </div>
                )}
              </dl>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

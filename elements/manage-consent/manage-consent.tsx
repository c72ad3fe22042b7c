import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CATEGORY_NAMES, CHOOSABLE_CATEGORIES, choicesFrom, getConsentSettings, saveChoices, type ChoosableCategory } from '../../consent-bus/index.ts';
import { randomToken } from '../../consent-bus/service.ts';
import type { HostProps } from '../kit/define.ts';
import { pageLanguage } from '../kit/environment.ts';
import { sanitizeServerHtml } from '../kit/sanitize.ts';
import { warnerFor } from '../kit/warn.ts';
import { useConsentState } from '../kit/use-consent.ts';
import { MANAGE_TEXTS, manageConsentText, manageConsentUrl } from './rules.ts';

export interface ManageConsentProps extends HostProps {
  src?: string;
}

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
        const text = manageConsentText(await response.text());
        if (text === undefined) throw new Error('the answer is not an HTML string');
        const fragment = await sanitizeServerHtml(text);
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

export function ManageConsent({ host, src }: ManageConsentProps) {
  const state = useConsentState();
  const language = pageLanguage(host);
  const texts = MANAGE_TEXTS[language];
  const names = CATEGORY_NAMES[language];
  const { fragment, failed } = useServerText(host, src);
  const textBox = useRef<HTMLDivElement>(null);
  // The sanitized nodes go in as they are (no HTML string in between); React renders the box empty
  // and never touches its children.
  useLayoutEffect(() => {
    if (fragment && textBox.current) textBox.current.replaceChildren(fragment);
  }, [fragment]);
  const toggle = (category: ChoosableCategory, on: boolean) => saveChoices({ ...choicesFrom(state), [category]: on });

  return (
    <section className="manage" part="container" aria-labelledby="manage-title">
      <h2 id="manage-title" part="heading">
        {texts.heading}
      </h2>
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
          return (
            <li key={category}>
              <label className="switch">
                <input
                  type="checkbox"
                  role="switch"
                  name={category}
                  checked={on}
                  aria-describedby={`status-${category}`}
                  onChange={(event) => toggle(category, event.currentTarget.checked)}
                />
                <span className="name">{names[category]}</span>
              </label>
              <span className={`status ${on ? 'accepted' : 'denied'}`} id={`status-${category}`} part="status">
                {on ? texts.accepted : texts.denied}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getConsentSettings, saveChoices } from '../../consent-bus/index.ts';
import { randomToken } from '../../consent-bus/service.ts';
import type { HostProps } from '../kit/define.ts';
import { pageLanguage } from '../kit/environment.ts';
import { sanitizeServerHtml } from '../kit/sanitize.ts';
import { useConsentState } from '../kit/use-consent.ts';
import { MANAGE_TEXTS, MANAGED_CATEGORIES, manageConsentText, manageConsentUrl, type ManagedCategory } from './rules.ts';

export interface ManageConsentProps extends HostProps {
  src?: string;
}

type ServerText = { fragment: DocumentFragment | undefined; failed: boolean };

/** The explanation text from the server, through the kit's one sanitizer profile, as a fragment. */
function useServerText(src: string | undefined): ServerText {
  const [result, setResult] = useState<ServerText>({ fragment: undefined, failed: false });
  useEffect(() => {
    const url = manageConsentUrl(src, getConsentSettings().url, randomToken());
    if (src !== undefined && !url) console.warn(`<ws-manage-consent> attribute "src" is not an http(s) or relative URL: ${JSON.stringify(src)}`);
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
        console.warn(`<ws-manage-consent> could not load ${url}: ${(error as Error).message}; showing the switches alone`);
        setResult({ fragment: undefined, failed: true });
      });
    return () => abort.abort();
  }, [src]);
  return result;
}

export function ManageConsent({ host, src }: ManageConsentProps) {
  const state = useConsentState();
  const texts = MANAGE_TEXTS[pageLanguage(host)];
  const { fragment, failed } = useServerText(src);
  const textBox = useRef<HTMLDivElement>(null);
  // The sanitized nodes go in as they are (no HTML string in between); React renders the box empty
  // and never touches its children.
  useLayoutEffect(() => {
    if (fragment && textBox.current) textBox.current.replaceChildren(fragment);
  }, [fragment]);
  const toggle = (category: ManagedCategory, on: boolean) => {
    const choices = Object.fromEntries(MANAGED_CATEGORIES.map((name) => [name, state.categories[name]]));
    saveChoices({ ...choices, [category]: on });
  };

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
            <span className="name">{texts.functional}</span>
          </label>
          <span className="status" id="status-functional">
            {texts.alwaysActive}
          </span>
        </li>
        {MANAGED_CATEGORIES.map((category) => {
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
                <span className="name">{texts.categories[category]}</span>
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

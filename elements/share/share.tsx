import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import type { ElementProps } from '../kit/define.ts';
import { pageLanguage } from '../../platform/environment.ts';
import { emit } from '../../platform/events.ts';
import { warnerFor } from '../../platform/warn.ts';
import {
  networkLabels,
  opensNewWindow,
  readNetworks,
  shareData,
  shareLinks,
  shareTexts,
  webShareData,
  type ShareNetwork,
  type SharePage,
} from './rules.ts';
import type { shareAttributes } from './schema.ts';

export type ShareProps = ElementProps<typeof shareAttributes>;

/** The data attributes the element reads beside its schema; a change renders again. */
const DATA_ATTRIBUTES = ['data-title', 'data-description', 'data-link', 'data-image'];

/** What the page says about itself: its address, title, description meta, canonical link and og:image. */
export function readSharePage(document: Document): SharePage {
  return {
    url: document.location?.href ?? document.URL,
    title: document.title,
    description: document.querySelector('meta[name="description" i]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel~="canonical" i]')?.getAttribute('href'),
    image: document.querySelector('meta[property="og:image" i]')?.getAttribute('content'),
  };
}

/** The browser's Web Share API, where it has one (phones; not desktop Chromium on Linux). */
function systemShare(): Navigator['share'] | undefined {
  return typeof navigator.share === 'function' ? navigator.share.bind(navigator) : undefined;
}

/** Re-renders when one of the host's data-* attributes changes. */
function useDataAttributes(host: HTMLElement): void {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((version) => version + 1));
    observer.observe(host, { attributes: true, attributeFilter: DATA_ATTRIBUTES });
    return () => observer.disconnect();
  }, [host]);
}

export function Share({ networks: written, host }: ShareProps) {
  useDataAttributes(host);
  const warn = warnerFor(host);
  const language = pageLanguage(host);
  const texts = shareTexts(language);
  const data = shareData(
    {
      title: host.dataset.title,
      description: host.dataset.description,
      link: host.dataset.link,
      image: host.dataset.image,
    },
    readSharePage(host.ownerDocument),
    warn,
  );
  const links = shareLinks(readNetworks(written, warn), data);
  const forSheet = webShareData(data);
  const share = systemShare();

  const onLinkClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      const network = event.currentTarget.dataset.network as ShareNetwork;
      emit(host, 'ws-share', { network });
    },
    [host],
  );

  const onSystemShare = useCallback(() => {
    if (!share || !forSheet) return;
    emit(host, 'ws-share', { network: 'system' });
    share(forSheet).catch((error: unknown) => {
      // The visitor closed the sheet: nothing went wrong.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      warn(
        `the system share sheet failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
      );
    });
  }, [host, share, forSheet, warn]);

  return (
    <>
      {share && forSheet ? (
        <button type="button" className="system" part="system-button" onClick={onSystemShare}>
          {texts.systemShare}
        </button>
      ) : (
        <span className="label" part="label">
          {texts.systemShare}
        </span>
      )}
      <ul className="list" part="list" aria-label={texts.box}>
        {links.map(({ network, href }) => {
          const { name, label } = networkLabels(network, language);
          return (
            <li key={network}>
              <a
                className="link"
                part="link"
                href={href}
                target={opensNewWindow(network) ? '_blank' : undefined}
                rel="noopener noreferrer"
                aria-label={name}
                aria-describedby={opensNewWindow(network) ? 'hint' : undefined}
                data-network={network}
                onClick={onLinkClick}
              >
                {label}
              </a>
            </li>
          );
        })}
      </ul>
      <span id="hint" hidden>
        {texts.newWindow}
      </span>
    </>
  );
}

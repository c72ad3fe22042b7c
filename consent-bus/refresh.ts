// What the blocker does with a <meta http-equiv="refresh"> in marked content (docs/REFERENCE.md "Consent markup").
import { MAX_WAIT_MS } from '../platform/values.ts';

/**
 * Cancels the navigation a marked `<meta http-equiv="refresh">` (or one inside marked content, the
 * blocker took it out) scheduled when it was inserted: removing the element alone does not. The
 * Navigation API's navigate event is cancelled for the refresh's own destination, not initiated by
 * the visitor, until the refresh's delay has passed (docs/REFERENCE.md "Consent markup").
 */
export function cancelRefresh(content: string, doc: Document): void {
  const [, delay = '0', target = ''] = /^\s*(\d{0,9})[^;,]*[;,]?\s*(?:url\s*=\s*)?['"]?([^'"]*)/i.exec(content) ?? [];
  let destination: string;
  try {
    destination = new URL(target.trim() || doc.URL, doc.baseURI).href;
  } catch {
    destination = doc.URL;
  }
  console.warn(
    `ws consent: marked content held a <meta http-equiv="refresh"> to ${destination}; it was removed and ` +
      'its navigation cancelled',
  );
  const navigation = (doc.defaultView as (Window & { navigation?: EventTarget }) | null)?.navigation;
  if (!navigation) return;
  const cancel = (event: Event) => {
    const navigate = event as Event & { destination: { url: string }; userInitiated: boolean };
    if (!navigate.userInitiated && navigate.destination.url === destination) navigate.preventDefault();
  };
  navigation.addEventListener('navigate', cancel);
  setTimeout(
    () => navigation.removeEventListener('navigate', cancel),
    Math.min(Number(delay) * 1000, MAX_WAIT_MS) + 2000,
  );
}

// YouTube and Vimeo links, pure (no DOM): which video a link names, by checked parts only. The
// lightbox plays such links and <ws-video-background> plays such a `src`: one rule for both.
import { safeUrl } from './urls.ts';

export type VideoService = 'youtube' | 'vimeo';

/** YouTube and Vimeo set cookies and track: their players load only with this category accepted. */
export const EMBED_CONSENT_CATEGORY = 'marketing';

// YouTube video ids are exactly 11 characters of the URL-safe base64 alphabet.
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
// Vimeo ids are decimal numbers; 12 digits is far beyond today's ids and keeps huge strings out.
const VIMEO_ID = /^[1-9][0-9]{0,11}$/;
const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com'];
const YOUTUBE_SHORT_HOST = 'youtu.be';
const YOUTUBE_NOCOOKIE_HOSTS = ['youtube-nocookie.com', 'www.youtube-nocookie.com'];
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com'];
const VIMEO_PLAYER_HOST = 'player.vimeo.com';

/** Resolves relative links when the caller gives no page URL: such a link can never be YouTube or Vimeo. */
const NO_PAGE_BASE = 'https://relative.invalid/';

/** A YouTube or Vimeo video as the lightbox plays it: only validated parts, never the author's URL. */
export interface VideoReference {
  service: VideoService;
  id: string;
  /** Whole seconds to start at, when the link gave a valid time above 0. */
  startSeconds?: number;
}

/** The link resolved against the page, when `safeUrl` (the kit's one URL check) lets it through. */
export function checkedUrl(href: unknown, base: string): URL | undefined {
  const checked = safeUrl(href);
  if (checked === undefined) return undefined;
  // As the browser resolves the href against the page; a broken base must not sink absolute links.
  for (const resolve of [() => new URL(checked, base), () => new URL(checked)]) {
    try {
      return resolve();
    } catch {
      // relative, or the base is broken: try the next way
    }
  }
  return undefined;
}

/** The longest start time taken from a link (12 hours, YouTube's longest upload): more is a typo or an attack. */
export const MAX_START_SECONDS = 12 * 60 * 60;

/**
 * A start time as YouTube (`t=90`, `t=90s`, `t=1m30s`, `t=1h2m3s`, `start=90`) and Vimeo (`#t=1m30s`)
 * write it, in whole seconds; undefined for anything else, for 0 and beyond MAX_START_SECONDS.
 */
export function startSeconds(raw: string | null | undefined): number | undefined {
  if (typeof raw !== 'string') return undefined;
  const parts = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,5})s?)?$/.exec(raw);
  if (!parts) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0'] = parts;
  // "1h30" (seconds without "s" after hours or minutes) is not a form either service writes.
  if ((parts[1] !== undefined || parts[2] !== undefined) && parts[3] !== undefined && !raw.endsWith('s'))
    return undefined;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 && total <= MAX_START_SECONDS ? total : undefined;
}

const withStart = (reference: VideoReference, start: number | undefined): VideoReference =>
  start === undefined ? reference : { ...reference, startSeconds: start };

/**
 * The YouTube or Vimeo video a link shows, or undefined. Recognised: youtube.com/watch?v=ID,
 * youtube.com/embed/ID, youtube.com/shorts/ID (also www. and m.), youtu.be/ID,
 * youtube-nocookie.com/embed/ID, vimeo.com/ID and player.vimeo.com/video/ID. Hosts are compared
 * exactly (no "youtube.com.example"), links with a port or credentials are not videos.
 */
export function videoReference(href: unknown, base: string = NO_PAGE_BASE): VideoReference | undefined {
  const url = checkedUrl(href, base);
  if (!url || url.port !== '' || url.username !== '' || url.password !== '') return undefined;
  // The DNS root's dot (`www.youtube.com.`) names the same host.
  const host = url.hostname.replace(/\.$/, '');
  const path = url.pathname;
  if (YOUTUBE_HOSTS.includes(host) || host === YOUTUBE_SHORT_HOST || YOUTUBE_NOCOOKIE_HOSTS.includes(host)) {
    let id: string | null | undefined;
    if (host === YOUTUBE_SHORT_HOST) id = /^\/([^/]+)$/.exec(path)?.[1];
    else if (YOUTUBE_NOCOOKIE_HOSTS.includes(host)) id = /^\/embed\/([^/]+)$/.exec(path)?.[1];
    else if (path === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:embed|shorts)\/([^/]+)$/.exec(path)?.[1];
    if (!id || !YOUTUBE_ID.test(id)) return undefined;
    return withStart(
      { service: 'youtube', id },
      startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start')),
    );
  }
  if (VIMEO_HOSTS.includes(host) || host === VIMEO_PLAYER_HOST) {
    const id = (host === VIMEO_PLAYER_HOST ? /^\/video\/([^/]+)$/ : /^\/([^/]+)$/).exec(path)?.[1];
    if (!id || !VIMEO_ID.test(id)) return undefined;
    return withStart({ service: 'vimeo', id }, startSeconds(/^#t=(.*)$/.exec(url.hash)?.[1]));
  }
  return undefined;
}

/**
 * Every domain YouTube and Vimeo serve from (players, pictures, files, APIs), with their subdomains,
 * and Vimeo's file host on Akamai: nothing of theirs may load before consent, whatever the link.
 */
const SERVICE_DOMAINS = [
  'youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'ytimg.com',
  'googlevideo.com',
  'youtube.googleapis.com',
  'vimeo.com',
  'vimeocdn.com',
  'vod-progressive.akamaized.net',
];

/**
 * True for a URL on any YouTube or Vimeo domain or subdomain (`music.youtube.com`, `i.ytimg.com`,
 * `www.youtube.com.` with the DNS root's dot): a link there that is no recognised video is refused,
 * never played as a file, since the request alone would reach the service before consent.
 */
export function onVideoServiceHost(url: URL): boolean {
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  return SERVICE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

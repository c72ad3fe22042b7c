// The rules of <ws-share>, pure (no DOM, no React): the nine networks and their share URLs, which
// networks an author chose, what is shared (title, description, link, image) and the texts.
// docs/RULES.md#sharing names the networks; the product gives no
// URL templates, so each template is the network's current documented share URL.
import type { Language } from '../../platform/environment.ts';
import { withoutBidiControls } from '../../platform/text.ts';
import { safeUrl } from '../../platform/urls.ts';
import type { Warn } from '../../platform/values.ts';

/** The networks in the product's order (docs/RULES.md#sharing), which is also the default order. */
export const SHARE_NETWORK_NAMES = [
  'facebook',
  'twitter',
  'reddit',
  'linkedin',
  'whatsapp',
  'tumblr',
  'pinterest',
  'vk',
  'mail',
] as const;
export type ShareNetwork = (typeof SHARE_NETWORK_NAMES)[number];

/** No `networks` attribute (or an empty one): all nine, in that order. */
export const DEFAULT_SHARE_NETWORKS: readonly ShareNetwork[] = SHARE_NETWORK_NAMES;

/** Other names authors write for a network: Twitter is X now, and "email" is the long form of mail. */
const NETWORK_ALIASES: ReadonlyMap<string, ShareNetwork> = new Map([
  ['x', 'twitter'],
  ['email', 'mail'],
  ['e-mail', 'mail'],
]);

export interface ShareNetworkEntry {
  /**
   * The share URL with placeholders {URL}, {TITLE}, {DESCRIPTION}, {IMAGE}, each filled with the
   * encodeURIComponent form of its value (and ! ' ( ) * encoded too). A query parameter left empty is dropped.
   */
  template: string;
  /** The link's accessible name; it contains the visible label (WCAG 2.5.3, label in name). */
  name: Record<Language, string>;
  /** The visible short label: the network's own name. */
  label: Record<Language, string>;
}

export const SHARE_NETWORKS: Readonly<Record<ShareNetwork, ShareNetworkEntry>> = Object.freeze({
  facebook: {
    template: 'https://www.facebook.com/sharer/sharer.php?u={URL}',
    name: { de: 'Auf Facebook teilen', en: 'Share on Facebook' },
    label: { de: 'Facebook', en: 'Facebook' },
  },
  twitter: {
    // x.com/intent/post is the current web intent; twitter.com/intent/tweet only redirects there.
    template: 'https://x.com/intent/post?url={URL}&text={TITLE}',
    name: { de: 'Auf X teilen', en: 'Share on X' },
    label: { de: 'X', en: 'X' },
  },
  reddit: {
    template: 'https://www.reddit.com/submit?url={URL}&title={TITLE}',
    name: { de: 'Auf Reddit teilen', en: 'Share on Reddit' },
    label: { de: 'Reddit', en: 'Reddit' },
  },
  linkedin: {
    // share-offsite takes only the URL; LinkedIn reads title and image from the page's own meta tags.
    template: 'https://www.linkedin.com/sharing/share-offsite/?url={URL}',
    name: { de: 'Auf LinkedIn teilen', en: 'Share on LinkedIn' },
    label: { de: 'LinkedIn', en: 'LinkedIn' },
  },
  whatsapp: {
    // One text field: the title, a space, the link (the space disappears with an empty title).
    template: 'https://api.whatsapp.com/send?text={TITLE}%20{URL}',
    name: { de: 'Per WhatsApp teilen', en: 'Share via WhatsApp' },
    label: { de: 'WhatsApp', en: 'WhatsApp' },
  },
  tumblr: {
    // Tumblr's documented share tool parameters: canonicalUrl, title and caption (the description).
    template: 'https://www.tumblr.com/widgets/share/tool?canonicalUrl={URL}&title={TITLE}&caption={DESCRIPTION}',
    name: { de: 'Auf Tumblr teilen', en: 'Share on Tumblr' },
    label: { de: 'Tumblr', en: 'Tumblr' },
  },
  pinterest: {
    // www. directly: pinterest.com answers with a redirect to it. Without an image Pinterest offers
    // the page's images, so an absent image drops `media`.
    template: 'https://www.pinterest.com/pin/create/button/?url={URL}&media={IMAGE}&description={TITLE}',
    name: { de: 'Auf Pinterest teilen', en: 'Share on Pinterest' },
    label: { de: 'Pinterest', en: 'Pinterest' },
  },
  vk: {
    template: 'https://vk.com/share.php?url={URL}&title={TITLE}',
    name: { de: 'Auf VK teilen', en: 'Share on VK' },
    label: { de: 'VK', en: 'VK' },
  },
  mail: {
    // RFC 6068: spaces in a mailto query are %20 (encodeURIComponent), never "+".
    template: 'mailto:?subject={TITLE}&body={URL}',
    name: { de: 'Per E-Mail teilen', en: 'Share by email' },
    label: { de: 'E-Mail', en: 'Email' },
  },
} satisfies Record<ShareNetwork, ShareNetworkEntry>);

/** The network a name stands for (any case, aliases included), or undefined. Never an object lookup, so "__proto__" is
 * just unknown. */
export function networkNamed(name: string): ShareNetwork | undefined {
  const spelled = name.trim().toLowerCase();
  if ((SHARE_NETWORK_NAMES as readonly string[]).includes(spelled)) return spelled as ShareNetwork;
  return NETWORK_ALIASES.get(spelled);
}

/** How much of an unknown name a warning quotes: a pasted essay is not echoed into the console. */
const MAX_QUOTED_NAME_LENGTH = 40;

/**
 * The networks of the `networks` attribute in the author's order: names separated by commas or
 * whitespace (the kit's `list` type gives an array split at commas; either form is read), any case,
 * each network once. Unknown names warn once each and are skipped. Absent or empty means all nine;
 * so does a list with no known name at all (a typo should not leave the page without a share box).
 * `attribute` is the name the warnings give (the lightbox's `social` takes the same list).
 */
export function readNetworks(
  attributeValue: string | readonly string[] | null | undefined,
  warn: Warn,
  attribute = 'networks',
): ShareNetwork[] {
  const written = typeof attributeValue === 'string' ? [attributeValue] : (attributeValue ?? []);
  const names = written.flatMap((item) => String(item).split(/[\s,]+/u)).filter((name) => name !== '');
  if (names.length === 0) return [...DEFAULT_SHARE_NETWORKS];
  const chosen: ShareNetwork[] = [];
  const reported = new Set<string>();
  for (const name of names) {
    const network = networkNamed(name);
    if (network !== undefined) {
      if (!chosen.includes(network)) chosen.push(network);
      continue;
    }
    const key = name.toLowerCase();
    if (reported.has(key)) continue;
    reported.add(key);
    const quoted = name.length > MAX_QUOTED_NAME_LENGTH ? `${name.slice(0, MAX_QUOTED_NAME_LENGTH)}…` : name;
    warn(
      `attribute "${attribute}" names the unknown network ${JSON.stringify(quoted)}; known are ` +
        `${SHARE_NETWORK_NAMES.join(', ')}`,
    );
  }
  if (chosen.length > 0) return chosen;
  warn(`attribute "${attribute}" names no known network; showing all of them`);
  return [...DEFAULT_SHARE_NETWORKS];
}

/**
 * Title cap, in characters: an X post holds 280, and the title goes there with the link (counted as
 * 23) and a space, so 200 leaves room; it is also more than any network shows in its preview.
 */
export const MAX_SHARE_TITLE_LENGTH = 200;
/** Description cap, in characters: og:description and Pinterest previews show about 300 at most. */
export const MAX_SHARE_DESCRIPTION_LENGTH = 300;
/**
 * A longer link or image URL is refused, never cut (a cut URL points elsewhere): 2048 characters is
 * what every network's share endpoint and every browser's address bar take reliably.
 */
export const MAX_SHARED_URL_LENGTH = 2048;
/** What a cut text ends with. */
const ELLIPSIS = '…';

// C0 and C1 controls become spaces (so "a\nb" stays two words); bidirectional embeddings, overrides
// and isolates go (they would turn a shared title around); a lone surrogate becomes U+FFFD, since
// encodeURIComponent throws on one.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/gu;
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Plain share text: controls removed, whitespace (Unicode too) collapsed to single spaces, trimmed,
 * and cut to `maxLength` code points (a surrogate pair is never split) with an ellipsis. Empty when
 * nothing is left. Text stays text: it is only ever encoded into a URL or rendered by React.
 */
export function shareText(value: unknown, maxLength: number): string {
  if (typeof value !== 'string') return '';
  const text = withoutBidiControls(value.replace(LONE_SURROGATES, '\ufffd').replace(CONTROL_CHARACTERS, ' '))
    .replace(/\s+/gu, ' ')
    .trim();
  // maxLength * 2 code units hold more than maxLength code points whenever the text is longer, so
  // a megabyte title is not split into an array whole.
  const characters = Array.from(text.slice(0, maxLength * 2 + 2));
  if (characters.length <= maxLength) return text;
  return `${characters
    .slice(0, maxLength - ELLIPSIS.length)
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}

/**
 * The absolute http(s) URL that `value` names, resolved against `pageUrl`; undefined when the kit's
 * one URL check (`safeUrl`: http, https or relative) refuses it, when it cannot be resolved (relative
 * without a page), or when it is longer than MAX_SHARED_URL_LENGTH.
 */
export function absoluteShareUrl(value: unknown, pageUrl?: string): string | undefined {
  const checked = safeUrl(value);
  if (checked === undefined) return undefined;
  try {
    const resolved = new URL(checked, pageUrl);
    if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return undefined;
    return resolved.href.length > MAX_SHARED_URL_LENGTH ? undefined : resolved.href;
  } catch {
    return undefined;
  }
}

/** What one share link carries. `url` is required; the rest may be absent. */
export interface ShareContent {
  url: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  image?: string | undefined;
}

/**
 * encodeURIComponent, plus the five characters it leaves as they are (! ' ( ) *, reserved in RFC
 * 3986): a quote in a share link could end an attribute the demo server writes in single quotes.
 */
export function encodeShareValue(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const PLACEHOLDER = /\{(URL|TITLE|DESCRIPTION|IMAGE)\}/g;
type Placeholder = 'URL' | 'TITLE' | 'DESCRIPTION' | 'IMAGE';
/** Encoded spaces at a value's edges, left when one of two placeholders in it was empty. */
const ENCODED_SPACES_AT_EDGES = /^(?:%20)+|(?:%20)+$/g;

/**
 * The template with each placeholder replaced by its encoded value (encodeShareValue); a query parameter that comes out
 * empty is dropped. Only the parts after "=" are filled, so no value can add a parameter or change
 * the address: the encoding leaves no "&", "=", "#" or "?" as it is.
 */
export function fillTemplate(template: string, values: Readonly<Record<Placeholder, string>>): string {
  const queryStart = template.indexOf('?');
  if (queryStart === -1) return template;
  const parameters = template
    .slice(queryStart + 1)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      if (equals === -1) return parameter;
      const filled = parameter
        .slice(equals + 1)
        .replace(PLACEHOLDER, (_match, name: Placeholder) => encodeShareValue(values[name]))
        .replace(ENCODED_SPACES_AT_EDGES, '');
      return filled === '' ? '' : `${parameter.slice(0, equals)}=${filled}`;
    })
    .filter((parameter) => parameter !== '');
  return `${template.slice(0, queryStart)}?${parameters.join('&')}`;
}

/**
 * The share link of one network, or undefined when it cannot be built safely: an unknown network, a
 * shared `url` that is not absolute http(s) after resolving against `pageUrl` (javascript:, data:,
 * too long …), or, for a network whose template carries the image, an image given but refused.
 * Titles and descriptions are cleaned (shareText) and only ever encoded.
 */
export function shareUrl(network: string, content: ShareContent, pageUrl?: string): string | undefined {
  // Exact names only: the element passes what readNetworks gave; "__proto__" or "Facebook" is no network here.
  if (!(SHARE_NETWORK_NAMES as readonly string[]).includes(network)) return undefined;
  const { template } = SHARE_NETWORKS[network as ShareNetwork];
  const url = absoluteShareUrl(content.url, pageUrl);
  if (url === undefined) return undefined;
  const imageGiven = typeof content.image === 'string' && content.image.trim() !== '';
  const image = imageGiven ? absoluteShareUrl(content.image, pageUrl) : undefined;
  if (imageGiven && image === undefined && template.includes('{IMAGE}')) return undefined;
  return fillTemplate(template, {
    URL: url,
    TITLE: shareText(content.title, MAX_SHARE_TITLE_LENGTH),
    DESCRIPTION: shareText(content.description, MAX_SHARE_DESCRIPTION_LENGTH),
    IMAGE: image ?? '',
  });
}

/** The element's data attributes, as read (null when absent). */
export interface ShareAttributes {
  title?: string | null | undefined;
  description?: string | null | undefined;
  link?: string | null | undefined;
  image?: string | null | undefined;
}

/** What the page says about itself, read by the element (rules.ts reads no DOM). */
export interface SharePage {
  /** The page's address (location.href): the base for relative URLs and the last fallback link. */
  url: string;
  /** document.title */
  title?: string | null | undefined;
  /** <meta name="description" content> */
  description?: string | null | undefined;
  /** <link rel="canonical" href> as written */
  canonical?: string | null | undefined;
  /** <meta property="og:image" content> */
  image?: string | null | undefined;
}

/** What a share box shares: cleaned texts (maybe empty) and checked absolute URLs (maybe absent). */
export interface ShareData {
  title: string;
  description: string;
  link: string | undefined;
  image: string | undefined;
}

const isGiven = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The page's own address without its fragment: a hash opens panels or viewers, not for others. */
function pageAddress(pageUrl: string): string | undefined {
  const address = absoluteShareUrl(pageUrl);
  if (address === undefined) return undefined;
  const url = new URL(address);
  url.hash = '';
  return url.href;
}

/**
 * Title, description, link and image of a share box: each data attribute when given (and, for
 * URLs, safe), else the page's own title, description meta, canonical URL (else its address without
 * the hash) and og:image. Texts are cleaned and capped (MAX_SHARE_TITLE_LENGTH 200,
 * MAX_SHARE_DESCRIPTION_LENGTH 300); URLs are resolved against the page and must be http(s) and at
 * most MAX_SHARED_URL_LENGTH long. A refused data-link or data-image warns and falls back.
 */
export function shareData(attributes: ShareAttributes, page: SharePage, warn: Warn = () => {}): ShareData {
  const title = shareText(attributes.title, MAX_SHARE_TITLE_LENGTH) || shareText(page.title, MAX_SHARE_TITLE_LENGTH);
  const description =
    shareText(attributes.description, MAX_SHARE_DESCRIPTION_LENGTH) ||
    shareText(page.description, MAX_SHARE_DESCRIPTION_LENGTH);
  const checkedAttribute = (label: string, value: string | null | undefined): string | undefined => {
    if (!isGiven(value)) return undefined;
    const checked = absoluteShareUrl(value, page.url);
    if (checked === undefined) {
      const quoted = value.length > MAX_QUOTED_NAME_LENGTH ? `${value.slice(0, MAX_QUOTED_NAME_LENGTH)}…` : value;
      warn(
        `attribute "${label}" is not an http(s) URL of at most ${MAX_SHARED_URL_LENGTH} characters: ` +
          `${JSON.stringify(quoted)}; using the page's own`,
      );
    }
    return checked;
  };
  const link =
    checkedAttribute('data-link', attributes.link) ??
    (isGiven(page.canonical) ? absoluteShareUrl(page.canonical, page.url) : undefined) ??
    pageAddress(page.url);
  const image =
    checkedAttribute('data-image', attributes.image) ??
    (isGiven(page.image) ? absoluteShareUrl(page.image, page.url) : undefined);
  return { title, description, link, image };
}

/** The share link of every chosen network that can be built, in the author's order. */
export function shareLinks(
  networks: readonly ShareNetwork[],
  data: ShareData,
): Array<{ network: ShareNetwork; href: string }> {
  return networks.flatMap((network) => {
    const href = shareUrl(network, {
      url: data.link,
      title: data.title,
      description: data.description,
      image: data.image,
    });
    return href === undefined ? [] : [{ network, href }];
  });
}

/** What `navigator.share()` takes. */
export interface WebShareData {
  title?: string;
  text?: string;
  url: string;
}

/**
 * The Web Share API's data (the system sheet behind the "Teilen" button): the link, the title and
 * the description as text, empty fields left out. Undefined without a safe link: nothing to share.
 */
export function webShareData(data: ShareData): WebShareData | undefined {
  const url = absoluteShareUrl(data.link);
  if (url === undefined) return undefined;
  const title = shareText(data.title, MAX_SHARE_TITLE_LENGTH);
  const text = shareText(data.description, MAX_SHARE_DESCRIPTION_LENGTH);
  return { ...(title ? { title } : {}), ...(text ? { text } : {}), url };
}

export interface ShareTexts {
  /** The button that opens the system's share sheet (Web Share API). */
  systemShare: string;
  /** The accessible name of the box (a list of links). The product gives it no heading. */
  box: string;
  /** Said after each link's name (aria-describedby): the link opens a new window. */
  newWindow: string;
}

export const SHARE_TEXTS: Readonly<Record<Language, ShareTexts>> = Object.freeze({
  de: { systemShare: 'Teilen', box: 'Inhalt teilen', newWindow: 'öffnet in einem neuen Fenster' },
  en: { systemShare: 'Share', box: 'Share this content', newWindow: 'opens in a new window' },
});

/** The texts of a page's language (platform/environment.ts `pageLanguage` decides, German by default). */
export function shareTexts(language: Language): ShareTexts {
  return language === 'en' ? SHARE_TEXTS.en : SHARE_TEXTS.de;
}

/**
 * Whether a network's link opens a new window: mail does not (mailto hands the message to the
 * visitor's mail program, and a new window would stay blank).
 */
export function opensNewWindow(network: ShareNetwork): boolean {
  return network !== 'mail';
}

/** The accessible name and visible label of one network's link in a language. */
export function networkLabels(network: ShareNetwork, language: Language): { name: string; label: string } {
  const entry = SHARE_NETWORKS[network];
  const lang = language === 'en' ? 'en' : 'de';
  return { name: entry.name[lang], label: entry.label[lang] };
}

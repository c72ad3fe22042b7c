// The consent banner printed into every demo page (docs/ARCHITECTURE.md#the-printed-banner): the
// build's templates (dist/printed-banner.json) filled with the page's settings, as the WordPress
// plugin fills them. Read per page, so a rebuild shows at once; before a build, pages carry the bare
// tag and the shell paints the banner as it always could.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATEGORY_NAMES, CHOOSABLE_CATEGORIES } from '../consent-bus/categories.ts';
import { DEFAULT_SETTINGS, normalizeSettings, type ConsentSettings } from '../consent-bus/settings.ts';
import {
  consentAnswered,
  printedBanner,
  printedHead,
  type PrintedBannerFile,
} from '../elements/consent-banner/printed-frame.ts';
import { consentSettings } from './consent-settings.ts';
import type { PageRequest } from './pages/layout.ts';

/** A server does not know the browser's privacy signal or whether it keeps cookies: only the cookies count. */
const PRIVACY_SIGNAL_UNKNOWN = { cookieEnabled: true };

const FILE = fileURLToPath(new URL('../dist/printed-banner.json', import.meta.url));

function readFile(): PrintedBannerFile | undefined {
  try {
    return JSON.parse(readFileSync(FILE, 'utf8')) as PrintedBannerFile;
  } catch {
    return undefined;
  }
}

/** The demo's settings as the bus reads them. */
export function demoSettings(): ConsentSettings {
  return normalizeSettings(consentSettings, (field, problem) => console.error(`demo: setting ${field} ${problem}`));
}

/** The demo's banner, printed for the page at `returnTo` (with the switches open for the answer to "Einstellungen"). */
function demoBanner(file: PrintedBannerFile, returnTo: string, nonce: string, switchesOpen = false): string {
  const settings = demoSettings();
  const choosable = CHOOSABLE_CATEGORIES;
  return printedBanner(file, {
    settings,
    language: 'de',
    categoryNames: CATEGORY_NAMES,
    choosable,
    returnTo,
    nonce,
    switchesOpen,
  });
}

/** The answer to "Einstellungen" without script: a page with the banner's switches open (docs/REFERENCE.md#endpoints). */
export function choicesPage(returnTo: string, nonce: string): string | undefined {
  const file = readFile();
  if (!file) return undefined;
  const banner = demoBanner(file, returnTo, nonce, true);
  const title = CHOICES_PAGE_TITLE;
  return (
    `<!doctype html><html lang="de"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
    `<body><main><h1>${title}</h1></main>${banner}</body></html>`
  );
}

const CHOICES_PAGE_TITLE = 'Cookie-Einstellungen';

/** The head's check and rule, and the banner tag with its printed frame, for the page at `returnTo`. */
export function bannerParts(request: PageRequest, nonce: string): { head: string; banner: string } {
  const file = readFile();
  const bare = '<ws-consent-banner></ws-consent-banner>';
  if (!file) return { head: '', banner: bare };
  // A request whose cookies hold the answer needs no question (a cache that serves one page to all relies on the head).
  const answered = consentAnswered(request.cookies, JSON.stringify(consentSettings), PRIVACY_SIGNAL_UNKNOWN, {
    prefix: DEFAULT_SETTINGS.prefix,
    policy: DEFAULT_SETTINGS.current_policy_id,
  });
  if (answered) return { head: printedHead(file, nonce), banner: bare };
  const banner = demoBanner(file, request.returnTo, nonce);
  return { head: printedHead(file, nonce), banner: banner || bare };
}

// The demo site's request handler: pages, static files and the WordPress-compatible endpoints.
// The same code serves `npm start` and the end-to-end tests.
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { galleryPictureSvg } from './content/gallery.ts';
import { illustrationSvg, logoSvg } from './content/images.ts';
import type { Motif } from './content/posts.ts';
import { products, services } from './content/site.ts';
import { archivePage, findPost, postsNewestFirst } from './blog.ts';
import { archivePageFrame, categoryPageFrame, postPageFrame } from './pages/blog.ts';
import { findCategory, postsIn } from './content/categories.ts';
import { contactPage } from './pages/contact.ts';
import { forumPage } from './pages/forum.ts';
import { galleryPage } from './pages/gallery.ts';
import { homePage } from './pages/home.ts';
import { imprintPage } from './pages/imprint.ts';
import { renderPage, type PageFrame } from './pages/layout.ts';
import { choicesPage, demoSettings } from './printed-banner.ts';
import { siteCategories } from '../consent-bus/categories.ts';
import { parseCookieHeader, readStoredConsent } from '../consent-bus/cookies.ts';
import {
  MAX_FORM_ANSWER_CHARS,
  formAnswerCookies,
  formChoice,
  readFormAnswer,
  sameSitePath,
} from '../elements/consent-banner/form-answer.ts';
import { notFoundPage } from './pages/not-found.ts';
import { privacyPage } from './pages/privacy.ts';
import {
  NEWSLETTER_THANKS_PATH,
  newsletterAddressProblem,
  newsletterPage,
  newsletterThanksPage,
} from './pages/newsletter.ts';
import { servicesPage } from './pages/services.ts';
import { processPage } from './pages/process.ts';
import { cartFromForm, shopPage } from './pages/shop.ts';
import {
  bannerAnswer,
  CONSENT_API_BASE,
  consentRecord,
  manageConsentHtml,
  recordTrack,
  TRACK_BODY_LIMIT,
  trackLog,
  validConsentId,
  validToken,
} from './consent-service.ts';
import { postCard } from './pages/parts.ts';
import {
  cacheControlFor,
  chooseEncoding,
  compress,
  imageCacheControl,
  isCompressible,
  representation,
  RepresentationCache,
  sendRepresentation,
  VERSION_PARAM,
  versionImageUrls,
  versionOf,
  type Representation,
} from './static.ts';
import { adminAjax, demoDocuments, siteSearch } from './search.ts';
import { searchedText, searchResultsPage } from './pages/search-results.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const STATIC_ROOTS: Record<string, string> = {
  '/dist/': join(ROOT, 'dist'),
  '/assets/': join(ROOT, 'demo', 'public'),
};
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  // The gallery's time-lapse (demo/public/video/); served with byte ranges (static.ts), as <video> asks.
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};
/** The origin request paths are resolved against: only the path and query of a request are used. */
const LOCAL_ORIGIN = 'http://localhost';
/** Form bodies larger than this are refused: the demo's forms are small. */
const MAX_BODY_BYTES = 64 * 1024;
/** Static files and generated images, each read, tagged and compressed once (static.ts). */
const STATIC_CACHE = new RepresentationCache();
/** Dynamic bodies smaller than this go out plain: compressing them saves less than it costs. */
const MIN_COMPRESS_BYTES = 512;
/** What the live search searches: built once, the content does not change while the server runs. */
const SEARCH_DOCUMENTS = demoDocuments();

/**
 * The strict policy of every page: scripts only with this response's nonce (and what they load),
 * no inline styles, no plugins, no <base>. Embeds that wait for consent come from these hosts.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "object-src 'none'",
    "base-uri 'none'",
    // Third parties appear only after consent: Google Fonts (preferences), Google Analytics
    // (statistics), YouTube, Vimeo (the lightbox's players) and Google Maps (marketing). The nonce admits the page's own <style>
    // with what the first paint needs (layout.ts); style attributes stay forbidden.
    `style-src 'self' 'nonce-${nonce}' https://fonts.googleapis.com`,
    "img-src 'self' data: https://www.google-analytics.com https://www.googletagmanager.com",
    "font-src 'self' https://fonts.gstatic.com",
    "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com https://www.googletagmanager.com",
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.google.com',
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Headers every answer carries. */
const SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };

function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  type: string,
  headers: Record<string, string> = {},
): void {
  const plain = typeof body === 'string' ? Buffer.from(body) : body;
  // Pages and JSON are made per request: compressed per request too, with a fast brotli level.
  const compressible = isCompressible(type) && plain.length >= MIN_COMPRESS_BYTES;
  const encoding = compressible ? chooseEncoding(res.req.headers['accept-encoding']) : undefined;
  const sent = encoding ? compress(plain, encoding) : plain;
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': sent.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...SECURITY_HEADERS,
    'Cache-Control': 'no-cache',
    ...headers,
  });
  res.end(sent);
}

function sendPage(res: ServerResponse, frame: PageFrame, status = 200): void {
  // A fresh nonce per response: a nonce an attacker could predict would open the policy again.
  const nonce = randomBytes(16).toString('base64');
  send(
    res,
    status,
    // Each picture by its version: kept a year by the browser (static.ts, imageCacheControl).
    versionImageUrls(
      renderPage(frame, nonce, { returnTo: sameSitePath(res.req.url), cookies: res.req.headers.cookie ?? '' }),
      imageVersion,
    ),
    'text/html; charset=utf-8',
    {
      'Content-Security-Policy': contentSecurityPolicy(nonce),
    },
  );
}

function sendJson(res: ServerResponse, status: number, data: unknown): void {
  send(res, status, JSON.stringify(data), 'application/json; charset=utf-8');
}

function redirect(res: ServerResponse, location: string, status = 301): void {
  res.writeHead(status, { Location: location, 'Content-Length': 0 });
  res.end();
}

async function readBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new Error(`request body larger than ${maxBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The request's URL, or undefined when it cannot be parsed ("//[" or "http://["). A path is read
 * as a path on this server, so "//host/x" stays a path and never names another host.
 */
export function requestUrl(target: string): URL | undefined {
  try {
    return new URL(target.startsWith('/') ? `${LOCAL_ORIGIN}${target}` : target, LOCAL_ORIGIN);
  } catch {
    return undefined;
  }
}

/** A path with its percent-escapes decoded, or undefined when one is malformed ("%E0%A4%A"). */
export function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** A request the server cannot read: 400 and one log line (a stack trace per request floods the log). */
function badRequest(req: IncomingMessage, res: ServerResponse, reason: string): void {
  // The target is quoted as JSON, so whatever it holds stays on one line.
  console.warn(`demo server: 400 for ${req.method ?? 'GET'} ${JSON.stringify(req.url ?? '')}: ${reason}`);
  send(res, 400, 'Ungültige Anfrage', 'text/plain; charset=utf-8');
}

/** `relativePath` is already decoded (see decodedPath). */
async function sendStatic(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  relativePath: string,
  path: string,
): Promise<boolean> {
  const file = resolve(root, `.${sep}${relativePath}`);
  // Never serve outside the folder, whatever the path says (../, encoded or not).
  if (!file.startsWith(root + sep)) return false;
  let item;
  try {
    // A rebuild while the server runs changes size or mtime: the kept copy is then read again.
    const info = await stat(file);
    if (!info.isFile()) return false;
    const version = `${info.size}:${info.mtimeMs}`;
    item =
      STATIC_CACHE.get(file, version) ??
      STATIC_CACHE.set(
        file,
        version,
        representation(await readFile(file), CONTENT_TYPES[extname(file)] ?? 'application/octet-stream'),
      );
  } catch {
    return false;
  }
  await sendRepresentation(req, res, item, { ...SECURITY_HEADERS, 'Cache-Control': cacheControlFor(path) });
  return true;
}

interface Illustration {
  motif: Motif;
  hue: number;
  label: string;
}

/** The picture behind /images/{posts,services,products}/KEY.svg, if KEY exists. */
function illustrationFor(kind: string, key: string): Illustration | undefined {
  if (kind === 'posts') {
    const post = findPost(key);
    return post && { motif: post.motif, hue: post.hue, label: post.imageAlt };
  }
  if (kind === 'services') {
    const service = services.find((s) => s.slug === key);
    return service && { motif: service.motif, hue: service.hue, label: service.title };
  }
  const product = products.find((p) => p.sku === key);
  return product && { motif: product.motif, hue: product.hue, label: product.name };
}

/** The generated picture at `path`, made once: the pictures come from the content, which does not change while the
 * server runs. */
function imageItem(path: string): Representation | undefined {
  const kept = STATIC_CACHE.get(path, 'generated');
  if (kept) return kept;
  let svg: string | undefined;
  if (path === '/images/logo.svg') svg = logoSvg();
  const match = /^\/images\/(posts|services|products)\/([\w-]+)\.svg$/.exec(path);
  const illustration = match && illustrationFor(match[1]!, match[2]!);
  if (illustration) svg = illustrationSvg(illustration.motif, illustration.hue, illustration.label);
  const galleryMatch = /^\/images\/galerie\/([\w-]+)\.svg$/.exec(path);
  if (galleryMatch) svg = galleryPictureSvg(galleryMatch[1]!);
  if (svg === undefined) return undefined;
  return STATIC_CACHE.set(path, 'generated', representation(Buffer.from(svg), CONTENT_TYPES['.svg']!));
}

const imageVersion = (path: string) => {
  const item = imageItem(path);
  return item && versionOf(item.etag);
};

async function sendImage(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const item = imageItem(url.pathname);
  if (!item) return false;
  const cacheControl = imageCacheControl(url.searchParams.get(VERSION_PARAM), versionOf(item.etag));
  await sendRepresentation(req, res, item, { ...SECURITY_HEADERS, 'Cache-Control': cacheControl });
  return true;
}

function wantsJson(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('application/json');
}

function blogArchive(req: IncomingMessage, res: ServerResponse, page: number, url: URL): void {
  const search = url.searchParams.get('s')?.trim();
  const list = search
    ? postsNewestFirst.filter((post) => `${post.title} ${post.excerpt}`.toLowerCase().includes(search.toLowerCase()))
    : postsNewestFirst;
  const archive =
    archivePage(page, list) ??
    (list.length === 0 && page === 1 ? { items: [], page: 1, pages: 1, nextUrl: null, previousUrl: null } : undefined);
  if (!archive) {
    if (wantsJson(req)) sendJson(res, 404, { code: 'not_found', message: 'Seite nicht gefunden' });
    else sendPage(res, notFoundPage(url.pathname), 404);
    return;
  }
  if (wantsJson(req)) {
    sendJson(res, 200, {
      items: archive.items.map((post) => ({ html: postCard(post).value })),
      next: archive.nextUrl,
      page: archive.page,
      pages: archive.pages,
    });
    return;
  }
  sendPage(res, archivePageFrame(archive, url.pathname, search));
}

/** {url}/v1/banner, /v1/track, /v1/consent_record and /v1/manage_consent_html, as the WordPress plugin answers them. */
async function consentEndpoint(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const route = `${req.method} ${url.pathname.slice(`${CONSENT_API_BASE}/v1/`.length)}`;
  // A form without script carries no token (docs/REFERENCE.md#endpoints).
  if (route === 'POST answer') return answerWithoutScript(req, res);
  const token = url.searchParams.get('token');
  if (!validToken(token))
    return sendJson(res, 400, { code: 'rest_invalid_param', message: 'Ungültiger Parameter: token' });
  if (route === 'GET banner') return sendJson(res, 200, bannerAnswer());
  if (route === 'GET manage_consent_html') return sendJson(res, 200, manageConsentHtml());
  if (route === 'POST track') {
    let body: string;
    try {
      body = await readBody(req, TRACK_BODY_LIMIT);
    } catch (error) {
      return sendJson(res, 413, { code: 'too_large', message: (error as Error).message });
    }
    const problem = recordTrack(token!, body);
    return problem
      ? sendJson(res, 400, { code: 'rest_invalid_json', message: `Ungültige Daten: ${problem}` })
      : sendJson(res, 200, { success: true });
  }
  if (route === 'GET consent_record') {
    const consentId = url.searchParams.get('consent_id');
    if (!validConsentId(consentId))
      return sendJson(res, 400, { code: 'rest_invalid_param', message: 'Ungültiger Parameter: consent_id' });
    const record = consentRecord(consentId);
    return record
      ? sendJson(res, 200, record)
      : sendJson(res, 404, { code: 'not_found', message: 'Zu dieser Einwilligungs-ID gibt es keinen Nachweis' });
  }
  return sendJson(res, 404, { code: 'rest_no_route', message: 'Keine Route gefunden' });
}

/**
 * An answer from the printed banner's form, made without script: the bus's own cookies, then back to
 * the page (303, so a reload does not post again); "Einstellungen" answers with the switches open.
 */
async function answerWithoutScript(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const plain = 'text/plain; charset=utf-8';
  let body: string;
  try {
    body = await readBody(req, MAX_FORM_ANSWER_CHARS);
  } catch (error) {
    return send(res, 413, `Die Antwort ist zu groß: ${(error as Error).message}`, plain);
  }
  const answer = readFormAnswer(body);
  if ('error' in answer) return send(res, 400, `Die Antwort konnte nicht gelesen werden: ${answer.error}`, plain);
  const settings = demoSettings();
  if (answer.answer === 'preferences') {
    const nonce = randomBytes(16).toString('base64');
    const page = choicesPage(answer.returnTo, nonce);
    if (!page) return redirect(res, answer.returnTo, 303);
    return send(res, 200, page, 'text/html; charset=utf-8', {
      'Content-Security-Policy': contentSecurityPolicy(nonce),
    });
  }
  const categories = siteCategories(settings);
  const cookies = parseCookieHeader(req.headers.cookie ?? '');
  const previous = readStoredConsent(cookies, settings.prefix, categories, settings.current_policy_id);
  const next = formChoice(answer, settings, previous)!;
  const secure = 'encrypted' in req.socket && req.socket.encrypted === true;
  res.writeHead(303, {
    Location: answer.returnTo,
    'Set-Cookie': formAnswerCookies(settings, next, secure),
    'Cache-Control': 'no-store',
    'Content-Length': 0,
    ...SECURITY_HEADERS,
  });
  res.end();
}

const PAGES: Record<string, () => PageFrame> = {
  '/': homePage,
  '/leistungen/': servicesPage,
  '/galerie/': galleryPage,
  '/ablauf/': processPage,
  '/kontakt/': () => contactPage(),
  '/datenschutz/': privacyPage,
  '/shop/': () => shopPage(),
  '/forum/': () => forumPage(),
  '/impressum/': imprintPage,
  '/newsletter/': () => newsletterPage(),
  [NEWSLETTER_THANKS_PATH]: newsletterThanksPage,
};

export async function handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = requestUrl(req.url ?? '/');
  if (!url) return badRequest(req, res, 'the request target is not a URL');
  const path = url.pathname;
  // Checked once here: every route below may rely on a path whose escapes decode.
  const decoded = decodedPath(path);
  if (decoded === undefined) return badRequest(req, res, 'the path has a malformed percent-escape');
  const method = req.method ?? 'GET';

  if (path.startsWith(`${CONSENT_API_BASE}/v1/`)) return consentEndpoint(req, res, url);

  if (method === 'GET' || method === 'HEAD') {
    if (path === '/__demo__/track-log') return sendJson(res, 200, trackLog);
    for (const [prefix, root] of Object.entries(STATIC_ROOTS)) {
      if (path.startsWith(prefix) && (await sendStatic(req, res, root, decoded.slice(prefix.length), path))) return;
    }
    if (path.startsWith('/images/') && (await sendImage(req, res, url))) return;
    // WordPress's search page: the header's search form without script, Enter in the live search.
    if (path === '/' && url.searchParams.has('s')) {
      const text = searchedText(url.searchParams.get('s'));
      return sendPage(res, searchResultsPage(text, text ? siteSearch(SEARCH_DOCUMENTS, text) : []));
    }
    const page = PAGES[path];
    if (page) return sendPage(res, page());
    if (path === '/blog/') return blogArchive(req, res, 1, url);
    if (path === '/blog/page/1/') return redirect(res, '/blog/');
    const archiveMatch = /^\/blog\/page\/(\d+)\/$/.exec(path);
    if (archiveMatch) return blogArchive(req, res, Number(archiveMatch[1]), url);
    const categoryMatch = /^\/blog\/kategorie\/([\w-]+)\/$/.exec(path);
    const category = categoryMatch && findCategory(categoryMatch[1]!);
    if (category) return sendPage(res, categoryPageFrame(category, postsIn(category, postsNewestFirst)));
    const postMatch = /^\/blog\/([\w-]+)\/$/.exec(path);
    const post = postMatch && findPost(postMatch[1]!);
    if (post) {
      const index = postsNewestFirst.indexOf(post);
      return sendPage(res, postPageFrame(post, postsNewestFirst[index - 1], postsNewestFirst[index + 1]));
    }
    // WordPress adds the trailing slash to page, post and archive addresses.
    const knownWithSlash = PAGES[`${path}/`] || /^\/blog\/(?:kategorie\/|page\/)?[\w-]+$/.test(path);
    if (!path.endsWith('/') && !extname(path) && knownWithSlash) return redirect(res, `${path}/${url.search}`);
    return sendPage(res, notFoundPage(path), 404);
  }

  if (method === 'POST') {
    let form: URLSearchParams;
    try {
      form = new URLSearchParams(await readBody(req));
    } catch (error) {
      return send(res, 413, (error as Error).message, 'text/plain; charset=utf-8');
    }
    if (path === '/wp-admin/admin-ajax.php') {
      // Live search; any other action gets WordPress's "0" with status 400.
      const answer = adminAjax(form, SEARCH_DOCUMENTS);
      return send(res, answer.status, answer.body, answer.type);
    }
    if (path === '/shop/') return sendPage(res, shopPage(cartFromForm(form), true));
    if (path === '/forum/') return sendPage(res, forumPage(true));
    if (path === '/newsletter/') {
      const typed = form.get('email') ?? '';
      const problem = newsletterAddressProblem(typed);
      // 303: the browser follows with a GET, so the address stays in this body and nowhere else.
      return problem
        ? sendPage(res, newsletterPage({ typed, problem }), 422)
        : redirect(res, NEWSLETTER_THANKS_PATH, 303);
    }
    if (path === '/kontakt/') {
      const missing = [
        ['name', 'Name'],
        ['email', 'E-Mail'],
        ['message', 'Ihre Nachricht'],
      ]
        .filter(([field]) => !form.get(field!)?.trim())
        .map(([, label]) => label!);
      return sendPage(res, contactPage(missing.length ? { missing } : { sent: true }), missing.length ? 422 : 200);
    }
  }
  send(res, 405, 'Method Not Allowed', 'text/plain; charset=utf-8', { Allow: 'GET, HEAD, POST' });
}

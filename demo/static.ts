// How the demo server delivers bytes, as a WordPress host behind a CDN would: brotli or gzip by
// Accept-Encoding for text, a strong ETag with 304 answers, and a cache lifetime by kind of file
// (content-hashed chunks and versioned pictures for a year, contract names revalidated).
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Files whose name changes with their content (rollup's `[name].[hash:8].js`, see rollup.config.mjs). */
const CONTENT_HASHED = /^\/dist\/chunks\/[\w.-]+\.[\w-]{8}\.js(\.map)?$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A generated picture asked for without its version: a week, then revalidated by ETag. */
export const IMAGE_LIFETIME = 'public, max-age=604800';
/** Everything else (pages, dist/shell.js, dist/elements/*, dist/ws.css): asked again each time, answered 304 when unchanged. */
export const REVALIDATE = 'no-cache';
/** Below this, compression saves less than the headers cost. */
const MIN_COMPRESS_BYTES = 512;

/** The query parameter that names a picture's version in the pages' markup (`/images/logo.svg?v=…`). */
export const VERSION_PARAM = 'v';
/** Enough of the ETag to tell two versions of a picture apart. */
const VERSION_CHARS = 10;

/** A picture's version, from its ETag: it changes with its bytes. */
export function versionOf(etag: string): string {
  return etag.replace(/"/g, '').slice(0, VERSION_CHARS);
}

/**
 * A picture asked for by its current version is kept a year: a new picture gets a new address, as a
 * content-hashed chunk does. Asked for without it (an old page, a feed's JSON), or for an older one,
 * it keeps the week.
 */
export function imageCacheControl(askedVersion: string | null, currentVersion: string): string {
  return askedVersion === currentVersion ? IMMUTABLE : IMAGE_LIFETIME;
}

/**
 * A generated picture's address as the value, or one of the listed values, of an attribute that
 * names a file: never text, a form field's value or a search echoed into a link.
 */
const IMAGE_URL =
  /(?<=\s(?:src|href|srcset|imagesrcset|poster|image|data-src|data-srcset|data-bg)="(?:[^"]*[\s,])?)\/images\/[\w/-]+\.svg(?=["\s,])/g;

/** The page's markup with each known picture's address carrying its version (unknown ones are left as they are). */
export function versionImageUrls(html: string, versionOfImage: (path: string) => string | undefined): string {
  return html.replace(IMAGE_URL, (path: string) => {
    const version = versionOfImage(path);
    return version ? `${path}?${VERSION_PARAM}=${version}` : path;
  });
}

/** The Cache-Control of a static file or generated image, by its request path. */
export function cacheControlFor(path: string): string {
  if (CONTENT_HASHED.test(path)) return IMMUTABLE;
  if (path.startsWith('/images/')) return IMAGE_LIFETIME;
  return REVALIDATE;
}

/** Whether a Content-Type is text worth compressing (images other than SVG are compressed already). */
export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|javascript)|image\/svg\+xml)/.test(type);
}

/**
 * The encoding to answer with: brotli when the client takes it, else gzip, else none. q=0 refuses
 * a coding; `*` stands for any coding not named.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/** A strong validator from the bytes: the same content always gets the same tag. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Each encoding is a representation of its own, so it gets a tag of its own ("x" -> "x-br"). */
export function encodedEtag(etag: string, encoding: Encoding | undefined): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** True when the client's If-None-Match names this file's ETag in any encoding (or `*`): a 304 then. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const current = new Set([etag, encodedEtag(etag, 'br'), encodedEtag(etag, 'gzip')]);
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    // Weak comparison, as RFC 9110 asks for If-None-Match: W/"x" matches "x".
    return trimmed === '*' || current.has(trimmed.replace(/^W\//, ''));
  });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliParams = (body: Buffer, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/** For a body made per request (a page, JSON): a fast level, at once. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'gzip' ? gzipSync(body, { level: 6 }) : brotliCompressSync(body, brotliParams(body, 5));
}

/**
 * For a file compressed once and kept: the best level, off the main thread (quality 11 takes
 * tens of milliseconds for the React chunk; other requests are answered meanwhile).
 */
export function compressBest(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'gzip' ? gzipAsync(body, { level: 9 }) : brotliAsync(body, brotliParams(body, 11));
}

/** A representation kept in memory: the plain bytes, their ETag, and each encoding made once. */
export interface Representation {
  body: Buffer;
  type: string;
  etag: string;
  /** Each encoding made once; the promise is kept, so requests that come meanwhile wait for the same work. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export function representation(body: Buffer, type: string): Representation {
  return { body, type, etag: etagOf(body), encoded: {} };
}

/** Static files and images by path, kept while their file's version (size and mtime) stays the same. */
export class RepresentationCache {
  readonly #entries = new Map<string, { version: string; value: Representation }>();

  get(key: string, version: string): Representation | undefined {
    const entry = this.#entries.get(key);
    return entry?.version === version ? entry.value : undefined;
  }

  set(key: string, version: string, value: Representation): Representation {
    this.#entries.set(key, { version, value });
    return value;
  }
}

export interface ByteRange {
  start: number;
  /** The last byte, inclusive (as Content-Range writes it). */
  end: number;
}

/**
 * The one byte range a Range header asks for (`bytes=0-`, `bytes=100-199`, `bytes=-500`), clamped
 * to the file; 'unsatisfiable' when it starts at or past the end (416); undefined when there is no
 * usable single range: no header, another unit, several ranges or nonsense, and then the whole file
 * goes out, as RFC 9110 allows. Chromium asks a <video> file for `bytes=0-` and seeks with ranges.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * Answers a kept representation: 304 when the client has it, the body compressed once and kept
 * when the client takes an encoding, no body for HEAD. Files that are never compressed (video,
 * pictures other than SVG, fonts) also answer a single byte range with 206, as media players ask.
 */
export async function sendRepresentation(
  req: IncomingMessage,
  res: ServerResponse,
  item: Representation,
  headers: Record<string, string>,
): Promise<void> {
  const compressible = isCompressible(item.type) && item.body.length >= MIN_COMPRESS_BYTES;
  const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : undefined;
  const common: Record<string, string> = { ETag: encodedEtag(item.etag, encoding), ...headers };
  if (compressible) common.Vary = 'Accept-Encoding';
  if (notModified(req.headers['if-none-match'], item.etag)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  if (!isCompressible(item.type)) {
    common['Accept-Ranges'] = 'bytes';
    // If-Range: a range of the version the client has, else the whole (new) file.
    const ifRange = req.headers['if-range'];
    const range =
      ifRange === undefined || ifRange === item.etag ? byteRange(req.headers.range, item.body.length) : undefined;
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...common, 'Content-Range': `bytes */${item.body.length}`, 'Content-Length': '0' });
      res.end();
      return;
    }
    if (range) {
      const part = item.body.subarray(range.start, range.end + 1);
      res.writeHead(206, {
        'Content-Type': item.type,
        'Content-Length': String(part.length),
        'Content-Range': `bytes ${range.start}-${range.end}/${item.body.length}`,
        ...common,
      });
      res.end(req.method === 'HEAD' ? undefined : part);
      return;
    }
  }
  const body = encoding ? await (item.encoded[encoding] ??= compressBest(item.body, encoding)) : item.body;
  res.writeHead(200, {
    'Content-Type': item.type,
    'Content-Length': String(body.length),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...common,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

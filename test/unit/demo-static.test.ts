import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { contentSecurityPolicy } from '../../demo/app.ts';
import { timeLapseVideo } from '../../demo/content/gallery.ts';
import { startDemoServer } from '../../demo/listen.ts';
import { imageLoading } from '../../demo/pages/parts.ts';
import { firstPaintCss } from '../../demo/preload.ts';
import {
  byteRange,
  cacheControlFor,
  chooseEncoding,
  compress,
  compressBest,
  encodedEtag,
  etagOf,
  IMAGE_LIFETIME,
  imageCacheControl,
  IMMUTABLE,
  isCompressible,
  notModified,
  REVALIDATE,
  versionImageUrls,
  versionOf,
} from '../../demo/static.ts';

describe('demo server: encoding by Accept-Encoding', () => {
  it('prefers brotli, falls back to gzip, and sends plain bytes to a client that takes neither', () => {
    assert.equal(chooseEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(chooseEncoding('gzip, deflate'), 'gzip');
    assert.equal(chooseEncoding('identity'), undefined);
    assert.equal(chooseEncoding(undefined), undefined);
    assert.equal(chooseEncoding(''), undefined);
  });

  it('honours q-values: q=0 refuses a coding, a higher q wins, * covers the codings not named', () => {
    assert.equal(chooseEncoding('br;q=0, gzip'), 'gzip');
    assert.equal(chooseEncoding('br;q=0.5, gzip;q=0.8'), 'gzip');
    assert.equal(chooseEncoding('*'), 'br');
    assert.equal(chooseEncoding('*;q=0'), undefined);
    assert.equal(chooseEncoding('BR'), 'br');
  });

  it('compresses text types only', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/css; charset=utf-8',
      'text/javascript; charset=utf-8',
      'application/json; charset=utf-8',
      'image/svg+xml',
    ])
      assert.equal(isCompressible(type), true, type);
    for (const type of ['image/png', 'font/woff2', 'application/octet-stream'])
      assert.equal(isCompressible(type), false, type);
  });

  it('compressed bytes decompress to the original', async () => {
    const body = Buffer.from('body { color: red; }\n'.repeat(200));
    assert.deepEqual(brotliDecompressSync(await compressBest(body, 'br')), body);
    assert.deepEqual(gunzipSync(await compressBest(body, 'gzip')), body);
    assert.deepEqual(brotliDecompressSync(compress(body, 'br')), body);
    assert.deepEqual(gunzipSync(compress(body, 'gzip')), body);
  });
});

describe('demo server: caching rules', () => {
  it('a year and immutable for content-hashed chunks and their maps only', () => {
    assert.equal(cacheControlFor('/dist/chunks/react.DVVFICkW.js'), IMMUTABLE);
    assert.equal(cacheControlFor('/dist/chunks/purify.es.D0CHeHeE.js'), IMMUTABLE);
    assert.equal(cacheControlFor('/dist/chunks/kit-base.yZ_2hFn_.js.map'), IMMUTABLE);
    // Contract names keep their name across releases: always revalidated.
    assert.equal(cacheControlFor('/dist/shell.js'), REVALIDATE);
    assert.equal(cacheControlFor('/dist/elements/ws-alert.js'), REVALIDATE);
    assert.equal(cacheControlFor('/dist/elements/ws-consent-banner.first-frame.js'), REVALIDATE);
    assert.equal(cacheControlFor('/dist/ws.css'), REVALIDATE);
    assert.equal(cacheControlFor('/dist/chunks/react.js'), REVALIDATE);
    assert.equal(cacheControlFor('/assets/site.css'), REVALIDATE);
  });

  it('a week for the generated images', () => {
    assert.equal(cacheControlFor('/images/posts/lack.svg'), IMAGE_LIFETIME);
    assert.match(IMAGE_LIFETIME, /max-age=604800/);
  });

  it('a year for a picture asked for by its current version, the week for any other', () => {
    const version = versionOf(etagOf(Buffer.from('<svg/>')));
    assert.match(version, /^[\w-]{10}$/);
    assert.notEqual(version, versionOf(etagOf(Buffer.from('<svg />'))));
    assert.equal(imageCacheControl(version, version), IMMUTABLE);
    assert.equal(imageCacheControl(null, version), IMAGE_LIFETIME);
    assert.equal(imageCacheControl('0000000000', version), IMAGE_LIFETIME);
  });

  it('versions the pictures a page names in file attributes, never text, field values or unknown pictures', () => {
    const known = (path: string) => (path === '/images/a.svg' ? 'A1' : path === '/images/b/c.svg' ? 'C2' : undefined);
    assert.equal(
      versionImageUrls(
        '<img src="/images/a.svg" srcset="/images/a.svg 1x, /images/b/c.svg 2x"><a href="/images/b/c.svg">',
        known,
      ),
      '<img src="/images/a.svg?v=A1" srcset="/images/a.svg?v=A1 1x, /images/b/c.svg?v=C2 2x"><a href="/images/b/c.svg?v=C2">',
    );
    const untouched = [
      '<p>/images/a.svg is our logo, /images/a.svg</p>',
      '<input value="/images/a.svg">',
      '<a href="/?s=/images/a.svg">',
      '<img src="/images/unknown.svg">',
      '<img src="https://example.org/images/a.svg">',
    ];
    for (const html of untouched) assert.equal(versionImageUrls(html, known), html);
  });

  it('a strong ETag from the bytes, one per encoding, and If-None-Match matches any of them', () => {
    const etag = etagOf(Buffer.from('a'));
    assert.equal(etag, etagOf(Buffer.from('a')));
    assert.notEqual(etag, etagOf(Buffer.from('b')));
    assert.match(etag, /^"[\w-]+"$/);
    assert.equal(encodedEtag(etag, 'br'), `${etag.slice(0, -1)}-br"`);
    assert.equal(encodedEtag(etag, undefined), etag);
    assert.equal(notModified(etag, etag), true);
    assert.equal(notModified(encodedEtag(etag, 'gzip'), etag), true);
    assert.equal(notModified(`"other", W/${encodedEtag(etag, 'br')}`, etag), true);
    assert.equal(notModified('*', etag), true);
    assert.equal(notModified('"other"', etag), false);
    assert.equal(notModified(undefined, etag), false);
  });
});

describe('demo pages: the first paint', () => {
  it('the CSP admits the page’s own <style> by nonce and never inline styles at large', () => {
    const policy = contentSecurityPolicy('abc123');
    assert.match(policy, /style-src 'self' 'nonce-abc123'/);
    assert.doesNotMatch(policy, /unsafe-inline/);
  });

  it('the inlined CSS carries the site’s styles and cannot end its <style> early', () => {
    const css = firstPaintCss();
    assert.match(css, /\.site-header/);
    assert.doesNotMatch(css, /<\/style/i);
    // Minified: no comments, no indentation (Lighthouse counts unminified inline CSS against the page).
    assert.doesNotMatch(css, /\/\*|\n {2}/);
  });

  it('the first screen’s pictures load at once, the first with high priority; later ones lazily', () => {
    assert.equal(imageLoading(0).value, 'fetchpriority="high"');
    assert.doesNotMatch(imageLoading(1).value, /lazy/);
    assert.doesNotMatch(imageLoading(2).value, /lazy/);
    // Two rows of two beside the blog's sidebar on a wide screen.
    assert.doesNotMatch(imageLoading(3).value, /lazy/);
    assert.match(imageLoading(4).value, /loading="lazy"/);
    assert.match(imageLoading(Number.POSITIVE_INFINITY).value, /loading="lazy"/);
    // A one-column list (the services) has one picture on the first screen.
    assert.match(imageLoading(1, 1).value, /loading="lazy"/);
  });
});

describe('demo server: byte ranges for video', () => {
  it('reads one range of bytes, clamped to the file; several ranges or nonsense mean the whole file', () => {
    assert.deepEqual(byteRange('bytes=0-', 1000), { start: 0, end: 999 });
    assert.deepEqual(byteRange('bytes=0-99', 1000), { start: 0, end: 99 });
    assert.deepEqual(byteRange('bytes=900-5000', 1000), { start: 900, end: 999 });
    assert.deepEqual(byteRange('bytes=-100', 1000), { start: 900, end: 999 });
    assert.deepEqual(byteRange('bytes=-5000', 1000), { start: 0, end: 999 });
    assert.equal(byteRange('bytes=1000-', 1000), 'unsatisfiable');
    assert.equal(byteRange('bytes=-0', 1000), 'unsatisfiable');
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=5-2',
      'bytes=0-1,5-9',
      'items=0-1',
      'bytes=a-b',
      'bytes = 0-1',
    ])
      assert.equal(byteRange(header, 1000), undefined, String(header));
  });

  describe('served', () => {
    let server: Awaited<ReturnType<typeof startDemoServer>>;
    before(async () => {
      server = await startDemoServer(0, '127.0.0.1');
    });
    after(() => new Promise<void>((resolve) => server.server.close(() => resolve())));

    function ask(
      method: string,
      path: string,
      headers: Record<string, string> = {},
    ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
      const { hostname, port } = new URL(server.url);
      return new Promise((resolve, reject) => {
        const sent = request({ hostname, port, path, method, headers }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
          );
        });
        sent.on('error', reject);
        sent.end();
      });
    }

    it('the gallery video goes out as video/webm, whole or in the range asked for', async () => {
      const whole = await ask('GET', timeLapseVideo.src);
      assert.equal(whole.status, 200);
      assert.equal(whole.headers['content-type'], 'video/webm');
      assert.equal(whole.headers['accept-ranges'], 'bytes');
      assert.equal(whole.headers['content-encoding'], undefined);
      // A WebM file starts with the EBML magic number.
      assert.equal(whole.body.subarray(0, 4).toString('hex'), '1a45dfa3');
      const size = whole.body.length;

      const part = await ask('GET', timeLapseVideo.src, { Range: 'bytes=100-199' });
      assert.equal(part.status, 206);
      assert.equal(part.headers['content-range'], `bytes 100-199/${size}`);
      assert.equal(part.headers['content-length'], '100');
      assert.deepEqual(part.body, whole.body.subarray(100, 200));

      const rest = await ask('GET', timeLapseVideo.src, { Range: 'bytes=0-' });
      assert.equal(rest.status, 206);
      assert.equal(rest.body.length, size);

      const past = await ask('GET', timeLapseVideo.src, { Range: `bytes=${size}-` });
      assert.equal(past.status, 416);
      assert.equal(past.headers['content-range'], `bytes */${size}`);

      // If-Range names another version: the whole (current) file, not a piece of it.
      const changed = await ask('GET', timeLapseVideo.src, { Range: 'bytes=0-9', 'If-Range': '"an-old-version"' });
      assert.equal(changed.status, 200);
      assert.equal(changed.body.length, size);
      const same = await ask('GET', timeLapseVideo.src, { Range: 'bytes=0-9', 'If-Range': String(whole.headers.etag) });
      assert.equal(same.status, 206);

      const head = await ask('HEAD', timeLapseVideo.src, { Range: 'bytes=0-9' });
      assert.equal(head.status, 206);
      assert.equal(head.body.length, 0);
    });

    it('compressed text is never cut into ranges', async () => {
      const answer = await ask('GET', '/assets/site.css', { Range: 'bytes=0-9', 'Accept-Encoding': 'br' });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['accept-ranges'], undefined);
    });
  });
});

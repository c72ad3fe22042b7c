// What a CDN in front of the WordPress host would do, done by the demo server (demo/static.ts):
// brotli or gzip by Accept-Encoding, Cache-Control by kind of file, ETag with 304; and the first
// paint needing no stylesheet request and no lazy picture on the first screen.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';

const graph = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../dist/chunk-graph.json', import.meta.url)), 'utf8'),
) as {
  files: Record<string, unknown>;
};
const reactChunk = Object.keys(graph.files).find((file) => /^chunks\/react\.[\w-]{8}\.js$/.test(file));

test.describe('demo server: compression and caching', () => {
  test('text is sent as brotli or gzip by Accept-Encoding, with Vary', async ({ request }) => {
    for (const path of ['/', '/dist/shell.js', '/dist/ws.css', '/images/logo.svg']) {
      const br = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(br.headers()['content-encoding'], path).toBe('br');
      expect(br.headers()['vary'], path).toContain('Accept-Encoding');
      const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding'], path).toBe('gzip');
      const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers()['content-encoding'], path).toBeUndefined();
      // Every encoding decodes to the same text (a page's nonce is new in each answer).
      const text = async (response: typeof br) => (await response.text()).replace(/nonce="[^"]*"/g, 'nonce');
      expect(await text(br), path).toBe(await text(plain));
      expect(await text(gzip), path).toBe(await text(plain));
    }
  });

  test('content-hashed chunks are cached for a year; contract names and pages are revalidated', async ({ request }) => {
    expect(reactChunk, 'the build names shared chunks by content').toBeDefined();
    const chunk = await request.get(`/dist/${reactChunk}`);
    expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of [
      '/dist/shell.js',
      '/dist/elements/ws-consent-banner.js',
      '/dist/ws.css',
      '/assets/site.css',
      '/',
    ]) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
    }
    const image = await request.get('/images/logo.svg');
    expect(image.headers()['cache-control']).toBe('public, max-age=604800');
    expect(image.headers()['etag']).toMatch(/^"[\w-]+"$/);
  });

  test('a page names each picture by its version, which is kept a year; another version keeps the week', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const pictures = [...html.matchAll(/(?:src|href)="(\/images\/[^"]+)"/g)].map((match) => match[1]!);
    expect(pictures.length).toBeGreaterThan(3);
    for (const picture of pictures) {
      expect(picture).toMatch(/\?v=[\w-]{10}$/);
      expect((await request.get(picture)).headers()['cache-control'], picture).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    const older = pictures[0]!.replace(/\?v=.*$/, '?v=0000000000');
    expect((await request.get(older)).headers()['cache-control']).toBe('public, max-age=604800');
  });

  test('an unchanged file answers 304 to its ETag, in any encoding; HEAD sends the headers only', async ({
    request,
  }) => {
    for (const path of ['/dist/shell.js', `/dist/${reactChunk}`, '/images/logo.svg']) {
      const first = await request.get(path, { headers: { 'Accept-Encoding': 'br' } });
      const etag = first.headers()['etag']!;
      expect(etag, path).toMatch(/^"[\w-]+-br"$/);
      const again = await request.get(path, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
      expect(again.status(), path).toBe(304);
      expect((await again.body()).length, path).toBe(0);
      // A cached plain copy is still current for a client that now takes gzip.
      const plainEtag = (await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })).headers()['etag']!;
      expect(
        (await request.get(path, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': plainEtag } })).status(),
        path,
      ).toBe(304);
      expect((await request.get(path, { headers: { 'If-None-Match': '"anderes"' } })).status(), path).toBe(200);
      const head = await request.head(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(head.status(), path).toBe(200);
      expect(head.headers()['etag'], path).toBe(plainEtag);
      expect(Number(head.headers()['content-length']), path).toBeGreaterThan(0);
      expect((await head.body()).length, path).toBe(0);
    }
  });
});

test.describe('first paint', () => {
  test('the page’s CSS comes inline under the CSP nonce: no stylesheet request, no inline styles allowed', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const response = await page.goto('/kontakt/');
    const csp = response!.headers()['content-security-policy']!;
    const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(/style-src [^;]*/.exec(csp)![0]).not.toContain('unsafe-inline');
    // The page's CSS, and the printed banner's rule (docs/ARCHITECTURE.md#the-printed-banner).
    const nonces = await page
      .locator('head style')
      .evaluateAll((styles) => styles.map((style) => (style as HTMLStyleElement).nonce));
    expect(nonces).toEqual([nonce, nonce]);
    expect(stylesheets).toEqual([]);
    // The site's styles apply (the header's bottom line comes from site.css).
    expect(await page.locator('.site-header').evaluate((header) => getComputedStyle(header).borderBottomStyle)).toBe(
      'solid',
    );
  });

  test('the blog’s first cards load their pictures at once, later ones lazily', async ({ page }) => {
    await page.goto('/blog/');
    const loading = await page
      .locator('ws-blog-feed .post-card__image')
      .evaluateAll((images) =>
        images.map((image) =>
          `${image.getAttribute('loading') ?? 'eager'} ${image.getAttribute('fetchpriority') ?? ''}`.trim(),
        ),
      );
    // Two rows of two beside the categories on a wide screen.
    expect(loading.slice(0, 4)).toEqual(['eager high', 'eager', 'eager', 'eager']);
    expect(loading.slice(4).every((value) => value === 'lazy')).toBe(true);
    expect(loading.length).toBeGreaterThan(4);
  });

  test('the services page loads its first picture at once, the others lazily', async ({ page }) => {
    await page.goto('/leistungen/');
    const loading = await page
      .locator('.service img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('loading') ?? 'eager'));
    expect(loading[0]).toBe('eager');
    expect(loading.slice(1).every((value) => value === 'lazy')).toBe(true);
  });
});

import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it, mock } from 'node:test';
import { archivePage, archivePageUrl, POSTS_PER_PAGE, postsNewestFirst } from '../../demo/blog.ts';
import { posts } from '../../demo/content/posts.ts';
import { products } from '../../demo/content/site.ts';
import { contentSecurityPolicy, decodedPath, requestUrl } from '../../demo/app.ts';
import { escapeHtml, html, jsonForScript } from '../../demo/html.ts';
import { startDemoServer } from '../../demo/listen.ts';
import { cartFromForm, cartTotals, FREE_SHIPPING_FROM_CENTS, SHIPPING_CENTS } from '../../demo/pages/shop.ts';

describe('demo: templates escape server strings', () => {
  it('escapes interpolated text, keeps nested templates', () => {
    const title = '<img src=x onerror=alert(1)> & "quotes"';
    assert.equal(
      html`<h1 title="${title}">${title}</h1>`.value,
      `<h1 title="${escapeHtml(title)}">${escapeHtml(title)}</h1>`,
    );
    assert.equal(html`<ul>${['a', 'b'].map((x) => html`<li>${x}</li>`)}</ul>`.value, '<ul><li>a</li><li>b</li></ul>');
    assert.equal(html`${null}${undefined}${false}${0}`.value, '0');
  });
  it('JSON in a script element cannot close the element', () => {
    assert.ok(!jsonForScript({ text: '</script><script>alert(1)</script>' }).value.includes('</script'));
  });
});

describe('demo: content', () => {
  it('has at least 24 posts with unique slugs and ISO dates', () => {
    assert.ok(posts.length >= 24);
    assert.equal(new Set(posts.map((p) => p.slug)).size, posts.length);
    for (const post of posts) {
      assert.match(post.slug, /^[a-z0-9]+(-[a-z0-9]+)*$/);
      assert.match(post.date, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(post.body.length >= 3, post.slug);
    }
  });
});

describe('demo: blog archive pages', () => {
  it('splits the posts newest first into pages with next links', () => {
    const first = archivePage(1)!;
    assert.equal(first.items.length, POSTS_PER_PAGE);
    assert.equal(first.nextUrl, '/blog/page/2/');
    assert.equal(first.previousUrl, null);
    assert.ok(first.items[0]!.date >= first.items[1]!.date);
    const last = archivePage(first.pages)!;
    assert.equal(last.nextUrl, null);
    assert.equal(postsNewestFirst.length, (first.pages - 1) * POSTS_PER_PAGE + last.items.length);
  });
  it('has no page 0, past the last, or a fraction', () => {
    const pages = archivePage(1)!.pages;
    for (const page of [0, -1, pages + 1, 1.5, Number.NaN]) assert.equal(archivePage(page), undefined, String(page));
  });
  it('page 1 lives at /blog/', () => {
    assert.equal(archivePageUrl(1), '/blog/');
    assert.equal(archivePageUrl(3), '/blog/page/3/');
  });
});

describe('demo: cart', () => {
  const [first, second] = products;
  it('reads quantities by SKU, clamps them, ignores garbage', () => {
    const form = new URLSearchParams({
      [`qty[${first!.sku}]`]: '2',
      [`qty[${second!.sku}]`]: 'viele',
      'qty[unbekannt]': '5',
    });
    assert.deepEqual(cartFromForm(form), { [first!.sku]: 2 });
    const tooMany = new URLSearchParams({ [`qty[${first!.sku}]`]: '9999' });
    assert.equal(cartFromForm(tooMany)[first!.sku], first!.maxQuantity);
    assert.deepEqual(cartFromForm(new URLSearchParams({ [`qty[${first!.sku}]`]: '-3' })), {});
  });
  it('charges shipping below the free-shipping value only', () => {
    const cheap = products.find((p) => p.priceCents < FREE_SHIPPING_FROM_CENTS)!;
    const small = cartTotals({ [cheap.sku]: 1 });
    assert.equal(small.shippingCents, SHIPPING_CENTS);
    assert.equal(small.totalCents, cheap.priceCents + SHIPPING_CENTS);
    const quantity = Math.ceil(FREE_SHIPPING_FROM_CENTS / cheap.priceCents);
    assert.equal(cartTotals({ [cheap.sku]: quantity }).shippingCents, 0);
    assert.deepEqual(cartTotals({}), { itemsCents: 0, shippingCents: 0, totalCents: 0, count: 0 });
  });
});

describe('demo: content security policy', () => {
  it('allows scripts only by nonce, no inline styles, no plugins, no base', () => {
    const policy = contentSecurityPolicy('abc123');
    assert.match(policy, /script-src 'nonce-abc123' 'strict-dynamic'/);
    assert.match(policy, /object-src 'none'/);
    assert.match(policy, /base-uri 'none'/);
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
  });
});

/** A raw GET with the path exactly as given (fetch would normalise it first). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const ask = request({ hostname, port, path, method: 'GET' }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    ask.on('error', reject);
    ask.end();
  });
}

describe('demo server: a request it cannot read', () => {
  let server: Awaited<ReturnType<typeof startDemoServer>>;
  before(async () => {
    server = await startDemoServer(0, '127.0.0.1');
  });
  after(() => new Promise<void>((resolve) => server.server.close(() => resolve())));

  for (const path of [
    '/dist/%E0%A4%A',
    '/assets/%',
    '/dist/%C0%AF',
    '/blog/%ZZ/',
    'http://[/',
    'http://localhost:99999/',
  ]) {
    it(`answers ${path} with 400 and logs one line, no stack trace`, async () => {
      const logged: string[] = [];
      const record = (...args: unknown[]) =>
        void logged.push(
          args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '),
        );
      const methods = (['log', 'info', 'warn', 'error'] as const).map((name) => mock.method(console, name, record));
      let answer: { status: number; body: string };
      try {
        answer = await rawGet(server.url, path);
      } finally {
        for (const method of methods) method.mock.restore();
      }
      assert.equal(answer.status, 400);
      assert.equal(logged.length, 1, logged.join('\n---\n'));
      assert.doesNotMatch(logged[0]!, /\n/);
      assert.match(logged[0]!, /400/);
    });
  }

  it('reads a request target as a path on this server; malformed ones are undefined', () => {
    assert.equal(requestUrl('//elsewhere.example/kontakt/?a=1')?.host, 'localhost');
    assert.equal(requestUrl('//elsewhere.example/kontakt/?a=1')?.pathname, '//elsewhere.example/kontakt/');
    assert.equal(requestUrl('//[')?.pathname, '//[');
    assert.equal(requestUrl('http://[/'), undefined);
    assert.equal(decodedPath('/dist/%E0%A4%A'), undefined);
    assert.equal(decodedPath('/dist/sch%C3%B6n.js'), '/dist/schön.js');
  });

  it('still serves what it can read', async () => {
    assert.equal((await rawGet(server.url, '/kontakt/')).status, 200);
    assert.equal((await rawGet(server.url, '/assets/%6E%69%63%68%74-da.css')).status, 404);
    assert.equal((await rawGet(server.url, '/dist/%2e%2e/package.json')).status, 404);
  });
});

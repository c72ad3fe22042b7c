import { expect, test } from './fixtures.ts';

test.describe('demo server endpoints', () => {
  test('the blog archive answers JSON when asked', async ({ request }) => {
    const response = await request.get('/blog/page/2/', { headers: { Accept: 'application/json' } });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.page).toBe(2);
    expect(body.pages).toBeGreaterThanOrEqual(4);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items[0].html).toContain('<article class="post-card">');
    expect(body.next).toBe('/blog/page/3/');
  });

  test('the last archive page has no next link, the page after it is a 404', async ({ request }) => {
    const first = await (await request.get('/blog/', { headers: { Accept: 'application/json' } })).json();
    const last = await request.get(`/blog/page/${first.pages}/`);
    expect(last.status()).toBe(200);
    expect(await last.text()).not.toContain('rel="next"');
    expect((await request.get(`/blog/page/${first.pages + 1}/`)).status()).toBe(404);
  });

  test('admin-ajax answers an unknown action like WordPress', async ({ request }) => {
    const response = await request.post('/wp-admin/admin-ajax.php', { form: { action: 'nope' } });
    expect(response.status()).toBe(400);
    expect(await response.text()).toBe('0');
  });

  test('static files never leave their folder', async ({ request }) => {
    expect((await request.get('/dist/%2e%2e/package.json')).status()).toBe(404);
    expect((await request.get('/assets/..%2F..%2Fpackage.json')).status()).toBe(404);
  });

  test('a malformed percent-escape is a bad request, and the server goes on serving', async ({ request }) => {
    for (const path of ['/dist/%E0%A4%A', '/assets/%', '/blog/%ZZ/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.text()).toBe('Ungültige Anfrage');
    }
    expect((await request.get('/kontakt/')).status()).toBe(200);
  });

  test('pages, posts and archives without the trailing slash redirect to it', async ({ request }) => {
    for (const path of ['/kontakt', '/blog/kategorie/reparatur', '/blog/page/2', '/blog/hagelschaden-ohne-lackieren']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe(`${path}/`);
    }
    expect((await request.get('/blog/kategorie/gibt-es-nicht', { maxRedirects: 0 })).headers().location).toBe(
      '/blog/kategorie/gibt-es-nicht/',
    );
    expect((await request.get('/nirgends', { maxRedirects: 0 })).status()).toBe(404);
  });
});

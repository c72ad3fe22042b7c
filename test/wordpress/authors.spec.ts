// Authors use the tags on real WordPress: a post saved by an Author (no unfiltered_html) through
// WordPress's REST API keeps its ws-* tags and consent-marked embeds, and loses what could run code.
import type {} from '../../shell/index.ts';
import { elementsSettled, expect, test } from '../e2e/fixtures.ts';
import { logIn } from './site.ts';

const AUTHOR_CONTENT = `
<!-- wp:html -->
<ws-alert type="warning" dismissible>Am Freitag ist die Werkstatt geschlossen.</ws-alert>
<form><label for="menge">Menge</label> <ws-quantity id="menge-box"><input type="number" id="menge" name="menge" value="2" min="1" max="10"></ws-quantity></form>
<ws-tabs><h3 slot="tab">Lack</h3><div><p>Lackierung in der Kabine.</p></div><h3 slot="tab">Blech</h3><div><p>Ausbeulen ohne Lack.</p></div></ws-tabs>
<iframe data-category="marketing" data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video: Rundgang" width="560" height="315"></iframe>
<img data-category="marketing" data-src="https://maps.googleapis.com/maps/api/staticmap?center=Stuttgart" alt="Karte der Umgebung" width="400" height="300">
<script>window.__authorScriptRan = true;</script>
<p><a href="/kontakt/" onclick="window.__authorClickRan = true">Kontakt</a></p>
<iframe srcdoc="<script>parent.__srcdocRan = true</script>" data-category="marketing" title="srcdoc"></iframe>
<iframe src="https://tracker.example/frame" title="Ungekennzeichnet"></iframe>
<iframe data-src="https://tracker.example/lazy" title="Ohne Kategorie"></iframe>
<iframe data-category="functional" data-src="https://tracker.example/functional" title="Funktional"></iframe>
<!-- /wp:html -->`;

test('a post saved by an Author keeps its ws-* tags and marked embeds, and loses script, onclick, srcdoc and unmarked frames', async ({
  page,
  outside,
}) => {
  await logIn(page, 'author');
  const nonce = await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
  const response = await page.request.post('/wp-json/wp/v2/posts', {
    headers: { 'X-WP-Nonce': nonce },
    data: { title: 'Beitrag der Autorin', content: AUTHOR_CONTENT, status: 'publish' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const post = (await response.json()) as { id: number; link: string };

  // What WordPress stored, as the editor will show it again.
  const edited = await page.request.get(`/wp-json/wp/v2/posts/${post.id}?context=edit`, {
    headers: { 'X-WP-Nonce': nonce },
  });
  const stored = ((await edited.json()) as { content: { raw: string } }).content.raw;
  expect(stored).toContain('<ws-alert type="warning" dismissible>');
  expect(stored).toContain(
    '<ws-quantity id="menge-box"><input type="number" id="menge" name="menge" value="2" min="1" max="10"></ws-quantity>',
  );
  expect(stored).toContain('<h3 slot="tab">Lack</h3>');
  expect(stored).toContain('data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  expect(stored).toContain('data-src="https://maps.googleapis.com/maps/api/staticmap?center=Stuttgart"');
  // WordPress leaves the stripped tags' text behind, escaped: text, never markup.
  expect(stored).not.toMatch(/<script/i);
  expect(stored).not.toMatch(/<[^>]*\sonclick=/i);
  expect(stored).not.toMatch(/<iframe[^>]*srcdoc/i);
  expect(stored).not.toContain('tracker.example');

  // As a visitor sees it: the elements work, the embeds wait, nothing ran.
  await page.context().clearCookies();
  // From here on a visitor: the dashboard's own requests (the admin's avatar) are not the post's.
  outside.list.splice(0);
  await page.goto(new URL(post.link).pathname);
  await elementsSettled(page);
  await expect(page.locator('ws-alert').getByRole('button')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Menge' })).toHaveValue('2');
  await expect(page.getByRole('tab', { name: 'Lack' })).toHaveAttribute('aria-selected', 'true');
  expect(await page.locator('iframe[data-category="marketing"]').getAttribute('src')).toBeNull();
  expect(await page.locator('.entry-content script, [srcdoc], [onclick]').count()).toBe(0);
  expect(await page.evaluate(() => [window.__authorScriptRan, window.__authorClickRan, window.__srcdocRan])).toEqual([
    undefined,
    undefined,
    undefined,
  ]);
  expect(outside.list).toEqual([]);
});

declare global {
  interface Window {
    __authorScriptRan?: boolean;
    __authorClickRan?: boolean;
    __srcdocRan?: boolean;
  }
}

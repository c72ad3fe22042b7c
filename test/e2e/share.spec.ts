// The sharing box under every post (<ws-share>), on the built demo: without JavaScript
// its links are in the page with the right addresses; with JavaScript nothing is asked of any
// network, neither when the page loads nor when a link is clicked (the new window is closed before
// it loads anything, and no script, pixel or font of a network comes into the page).
import type { Page, Request } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { findPost } from '../../demo/blog.ts';
import { POST_SHARE_NETWORKS, postUrl } from '../../demo/pages/blog.ts';
import { SITE_URL } from '../../demo/content/site.ts';
import { postImageUrl } from '../../demo/pages/parts.ts';
import { elementsSettled, expect, test, visitorChose } from './fixtures.ts';

const SLUG = 'kunststoffreparatur-stossfaenger-statt-neuteil';
const POST = findPost(SLUG)!;
const PATH = `/blog/${SLUG}/`;
const enc = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const url = enc(postUrl(POST));
const title = enc(POST.title);

/** Every network's link: its accessible name and its address, as the networks document them. */
const EXPECTED: Array<{ network: string; name: string; href: string }> = [
  { network: 'facebook', name: 'Auf Facebook teilen', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
  { network: 'twitter', name: 'Auf X teilen', href: `https://x.com/intent/post?url=${url}&text=${title}` },
  { network: 'reddit', name: 'Auf Reddit teilen', href: `https://www.reddit.com/submit?url=${url}&title=${title}` },
  {
    network: 'linkedin',
    name: 'Auf LinkedIn teilen',
    href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
  },
  { network: 'whatsapp', name: 'Per WhatsApp teilen', href: `https://api.whatsapp.com/send?text=${title}%20${url}` },
  {
    network: 'tumblr',
    name: 'Auf Tumblr teilen',
    href: `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${url}&title=${title}&caption=${enc(POST.excerpt)}`,
  },
  {
    network: 'pinterest',
    name: 'Auf Pinterest teilen',
    href: `https://www.pinterest.com/pin/create/button/?url=${url}&media=${enc(`${SITE_URL}${postImageUrl(POST)}`)}&description=${title}`,
  },
  { network: 'vk', name: 'Auf VK teilen', href: `https://vk.com/share.php?url=${url}&title=${title}` },
  { network: 'mail', name: 'Per E-Mail teilen', href: `mailto:?subject=${title}&body=${url}` },
];

const shareBox = (page: Page) => page.locator('article.post ws-share');
/** Whether the request comes from this page; a new window's first navigation has no frame yet, so it is not. */
function requestOfPage(request: Request, page: Page): boolean {
  try {
    return request.frame().page() === page;
  } catch {
    return false;
  }
}
const isOutside = (address: URL) => !['127.0.0.1', 'localhost'].includes(address.hostname);

test('the box shares all nine networks, in the order of docs/RULES.md#sharing', () => {
  expect(POST_SHARE_NETWORKS.split(',')).toEqual(EXPECTED.map((entry) => entry.network));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the links are in the page with the networks’ share addresses, each opening a new window', async ({ page }) => {
    await page.goto(PATH);
    const box = shareBox(page);
    await expect(box).toBeVisible();
    await expect(box.getByRole('list', { name: 'Inhalt teilen' })).toBeVisible();
    await expect(box.getByRole('link')).toHaveCount(EXPECTED.length);
    for (const { name, href } of EXPECTED) {
      const link = box.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      // Mail goes to the visitor's mail program: no blank window.
      if (name === 'Per E-Mail teilen') await expect(link).not.toHaveAttribute('target', /.*/);
      else await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const size = (await link.boundingBox())!;
      expect(Math.min(size.width, size.height), `${name}: a target of at least 24 × 24 px`).toBeGreaterThanOrEqual(24);
    }
  });
});

test.describe('with JavaScript', () => {
  test('nothing is asked of any network on load or on click; each click opens one window, closed unloaded', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitorChose(context, baseURL!);
    const fromPage: string[] = [];
    const fromWindows: Array<{ url: string; type: string }> = [];
    // Over the fixture's stand-ins: every outside request is recorded and refused.
    await context.route(
      (address) => isOutside(address),
      (route) => {
        const request: Request = route.request();
        if (requestOfPage(request, page)) fromPage.push(request.url());
        else fromWindows.push({ url: request.url(), type: request.resourceType() });
        return route.abort();
      },
    );
    const windows: string[] = [];
    page.on('popup', (popup) => {
      windows.push(popup.url());
      void popup.close();
    });
    await page.goto(PATH);
    await elementsSettled(page);
    const box = shareBox(page);
    await box.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __shared: string[] }).__shared = seen;
      document.addEventListener('ws-share', (event) =>
        seen.push((event as CustomEvent<{ network: string }>).detail.network),
      );
    });
    expect(fromPage).toEqual([]);

    for (const { network, name, href } of EXPECTED) {
      const link = box.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      if (network === 'mail') {
        // mailto: goes to the mail program, not to a window of the browser: only the event is checked.
        await link.evaluate((element) =>
          element.addEventListener('click', (event) => event.preventDefault(), { once: true }),
        );
        await link.click();
        continue;
      }
      const opened = page.waitForEvent('popup');
      await link.click();
      await opened;
    }
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: string[] }).__shared))
      .toEqual(EXPECTED.map((entry) => entry.network));
    // The page itself asked no network for anything; the windows asked only for the share address itself, refused.
    expect(fromPage).toEqual([]);
    for (const request of fromWindows) {
      expect(request.type, request.url).toBe('document');
      expect(
        EXPECTED.map((entry) => entry.href),
        request.url,
      ).toContain(request.url);
    }
    expect(windows.length).toBe(EXPECTED.length - 1);
  });
});

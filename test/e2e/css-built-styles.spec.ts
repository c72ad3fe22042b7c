// The build minifies the CSS of every styles.ts (scripts/rollup-compact-css.mjs), and element tests
// only ever run the source: so here the built dist/ is read back through Chromium's CSSOM, rule for
// rule, against the source CSS text parsed by the same CSSOM. A declaration the build made invalid
// (the browser drops it) or changed shows up as a differing rule. Values with var() stay unparsed
// token lists in the CSSOM, so every rule's text is then normalised by esbuild's CSS minifier too.
import { transform } from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { placeholderStyles } from '../../consent-bus/placeholder-styles.ts';
import { stickyStyles } from '../../elements/sticky/styles.ts';
import { tabsStyles } from '../../elements/tabs/styles.ts';
import { tooltipStyles } from '../../elements/tooltip/styles.ts';
import { toTopStyles } from '../../elements/to-top/styles.ts';
import { verticalMenuPageStyles, verticalMenuStyles } from '../../elements/vertical-menu/styles.ts';
import { alertStyles } from '../../elements/alert/styles.ts';
import { blogFeedPageStyles } from '../../elements/blog-feed/page-styles.ts';
import { blogFeedStyles } from '../../elements/blog-feed/styles.ts';
import { bannerStyles } from '../../elements/consent-banner/styles.ts';
import { tokenStyles } from '../../platform/tokens.ts';
import { lightboxStyles } from '../../elements/lightbox/styles.ts';
import { viewerStyles } from '../../elements/lightbox/viewer-styles.ts';
import { liveSearchStyles } from '../../elements/live-search/styles.ts';
import { manageConsentStyles } from '../../elements/manage-consent/styles.ts';
import { offcanvasStyles } from '../../elements/offcanvas/styles.ts';
import { quantityStyles } from '../../elements/quantity/styles.ts';
import { shareStyles } from '../../elements/share/styles.ts';
import { rotationStyles } from '../../elements/slider/styles.ts';
import { animateStyles } from '../../elements/animate/styles.ts';
import { scrollSectionsPageStyles, scrollSectionsStyles } from '../../elements/scroll-sections/styles.ts';
import { parallaxStyles } from '../../elements/parallax/styles.ts';
import { titlePageStyles, titleStyles } from '../../elements/title/styles.ts';
import { videoBackgroundPageStyles, videoBackgroundStyles } from '../../elements/video-background/styles.ts';
import { elementsSettled, expect, pointedAt, test } from './fixtures.ts';

/** The source CSS of each element's shadow root (define.ts passes it to defineElement). */
const shadowStylesOf: Record<string, string> = {
  'ws-alert': alertStyles,
  'ws-blog-feed': blogFeedStyles,
  'ws-consent-banner': bannerStyles,
  'ws-lightbox': lightboxStyles,
  'ws-live-search': liveSearchStyles,
  'ws-manage-consent': manageConsentStyles,
  'ws-offcanvas': offcanvasStyles,
  'ws-quantity': quantityStyles,
  'ws-share': shareStyles,
  'ws-slider': rotationStyles,
  'ws-testimonials': rotationStyles,
  'ws-animate': animateStyles,
  'ws-parallax': parallaxStyles,
  'ws-scroll-sections': scrollSectionsStyles,
  'ws-title': titleStyles,
  'ws-video-background': videoBackgroundStyles,
  'ws-to-top': toTopStyles,
  'ws-sticky': stickyStyles,
  'ws-tabs': tabsStyles,
  'ws-tooltip': tooltipStyles,
  'ws-vertical-menu': verticalMenuStyles,
};

/** Demo pages that together hold every element, each with the tags and document-level sheets it must show. */
const pages: Array<{ path: string; tags: string[]; documentSheets: string[] }> = [
  {
    path: '/',
    tags: [
      'ws-blog-feed',
      'ws-consent-banner',
      'ws-live-search',
      'ws-offcanvas',
      'ws-slider',
      'ws-testimonials',
      'ws-title',
      'ws-video-background',
    ],
    documentSheets: [blogFeedPageStyles, titlePageStyles, videoBackgroundPageStyles],
  },
  {
    path: '/ablauf/',
    tags: ['ws-consent-banner', 'ws-live-search', 'ws-scroll-sections'],
    documentSheets: [scrollSectionsPageStyles],
  },
  {
    path: '/leistungen/',
    tags: ['ws-animate', 'ws-consent-banner', 'ws-live-search', 'ws-parallax', 'ws-slider', 'ws-tabs', 'ws-tooltip'],
    documentSheets: [],
  },
  { path: '/datenschutz/', tags: ['ws-consent-banner', 'ws-live-search', 'ws-manage-consent'], documentSheets: [] },
  { path: '/shop/', tags: ['ws-consent-banner', 'ws-live-search', 'ws-quantity'], documentSheets: [] },
  // The to-top link is on every page (the footer); checked here.
  { path: '/forum/', tags: ['ws-alert', 'ws-consent-banner', 'ws-live-search', 'ws-to-top'], documentSheets: [] },
  // A first visit: the map is blocked, so the consent placeholder's sheet is adopted.
  { path: '/kontakt/', tags: ['ws-consent-banner', 'ws-live-search'], documentSheets: [placeholderStyles] },
  { path: '/galerie/', tags: ['ws-consent-banner', 'ws-lightbox', 'ws-live-search'], documentSheets: [] },
  // The sharing box under every post; the sidebar's category menu (its arrows styled by a page sheet).
  {
    path: '/blog/hagelschaden-ohne-lackieren/',
    tags: ['ws-consent-banner', 'ws-live-search', 'ws-share', 'ws-sticky', 'ws-vertical-menu'],
    documentSheets: [verticalMenuPageStyles],
  },
];

/** Every element folder: one with a define.ts (kit is shared code; a folder with only its rules so far is no element yet). */
const elementsFolder = fileURLToPath(new URL('../../elements', import.meta.url));
const elementTags = readdirSync(elementsFolder, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && entry.name !== 'kit' && existsSync(join(elementsFolder, entry.name, 'define.ts')),
  )
  .map((entry) => `ws-${entry.name}`)
  .sort();

/** Each sheet's rules, each rule's text minified by esbuild (whitespace and units inside unparsed var() values). */
function normalised(sheets: string[][]): Promise<string[][]> {
  return Promise.all(
    sheets.map((rules) =>
      Promise.all(rules.map(async (rule) => (await transform(rule, { loader: 'css', minify: true })).code.trim())),
    ),
  );
}

/** Every rule of each CSS text, as Chromium parses it, then normalised (the same for both sides). */
async function parsedRules(page: Page, cssTexts: string[]): Promise<string[][]> {
  const rules = await page.evaluate(
    (texts) =>
      texts.map((text) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        return [...sheet.cssRules].map((rule) => rule.cssText);
      }),
    cssTexts,
  );
  return normalised(rules);
}

/** Every rule of the sheets adopted by each ws-* element's shadow root, and by the document, normalised. */
async function builtRules(page: Page): Promise<{ shadow: Record<string, string[][]>; document: string[][] }> {
  const built = await page.evaluate(() => {
    const rulesOf = (sheets: readonly CSSStyleSheet[]) =>
      sheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    const shadow: Record<string, string[][]> = {};
    for (const element of document.querySelectorAll('*')) {
      if (element.localName.startsWith('ws-') && element.shadowRoot && !shadow[element.localName])
        shadow[element.localName] = rulesOf(element.shadowRoot.adoptedStyleSheets);
    }
    return { shadow, document: rulesOf(document.adoptedStyleSheets) };
  });
  const shadow = Object.fromEntries(
    await Promise.all(
      Object.entries(built.shadow).map(async ([tag, sheets]) => [tag, await normalised(sheets)] as const),
    ),
  );
  return { shadow, document: await normalised(built.document) };
}

test.describe('the built styles equal the source styles', () => {
  test('the pages below hold every element, and every element has its source styles here', () => {
    expect([...new Set(pages.flatMap((entry) => entry.tags))].sort()).toEqual(elementTags);
    expect(Object.keys(shadowStylesOf).sort()).toEqual(elementTags);
  });

  for (const { path, tags, documentSheets } of pages) {
    test(`${path}: every element's shadow sheets and the page's adopted sheets, rule for rule`, async ({ page }) => {
      // A first visit (no consent cookie): the banner is open and blocked embeds show placeholders.
      await page.goto(path);
      let status = await elementsSettled(page);
      // On a first visit the off-canvas code waits for the banner's answer (a followed hash link
      // brings it), the to-top link's code waits for the page to be scrolled past 200 px, and the
      // banner's code waits for the answer ("Ablehnen" keeps the placeholders this test checks), the
      // search's for the pointer over its toggle, the alerts' for a script that changes one (toggled twice: as it was),
      // the lightbox's and the quantity boxes' for the pointer over one, the animations' for a scroll.
      if (Object.values(status).includes('waiting')) {
        await page.evaluate(() => {
          location.hash = '#awb-close-oc';
          window.scrollTo({ top: 400, behavior: 'instant' });
          for (const waiting of document.querySelectorAll('ws-live-search, ws-lightbox, ws-quantity'))
            waiting.dispatchEvent(new PointerEvent('pointerover'));
          for (const alert of document.querySelectorAll('ws-alert'))
            for (let twice = 0; twice < 2; twice += 1) alert.toggleAttribute('dismissible');
        });
        await page.locator('ws-consent-banner').getByRole('button', { name: 'Ablehnen' }).dispatchEvent('click');
        await page.waitForFunction(() => !Object.values(window.wsShell!.status()).includes('waiting'));
        status = await elementsSettled(page);
      }
      for (const tag of tags) expect(status[tag], `${tag} on ${path}`).toBe('mounted');

      const built = await builtRules(page);
      for (const tag of tags) {
        // Every shadow root adopts the shared design tokens first, then the element's own sheet.
        // Soft: one failing element must not hide the next one's differences.
        expect
          .soft(built.shadow[tag], `${tag}: built shadow sheets vs. source`)
          .toEqual(await parsedRules(page, [tokenStyles, shadowStylesOf[tag]!]));
      }
      for (const sheet of await parsedRules(page, documentSheets)) {
        // Polled: the placeholder's sheet comes with its own small chunk, after the page has settled.
        await expect
          .poll(async () => (await builtRules(page)).document, `${path}: a document sheet vs. source`)
          .toContainEqual(sheet);
      }
    });
  }

  test("/galerie/: the open viewer's sheet comes with its code and joins the lightbox's own", async ({ page }) => {
    await page.goto('/galerie/');
    const lightbox = page.locator('ws-lightbox');
    // Its code comes with the pointer over the gallery (elements/lightbox/README.md, "Before the code").
    expect(await pointedAt(page, 'ws-lightbox')).toBe('mounted');
    expect((await builtRules(page)).shadow['ws-lightbox']).toEqual(
      await parsedRules(page, [tokenStyles, lightboxStyles]),
    );
    await lightbox.evaluate((element: HTMLElement & { open(index?: number): Promise<void> }) => element.open(0));
    expect((await builtRules(page)).shadow['ws-lightbox']).toEqual(
      await parsedRules(page, [tokenStyles, lightboxStyles, viewerStyles]),
    );
    // Painted as a viewer: the dialog covers the window.
    const box = await lightbox.locator('dialog.viewer').boundingBox();
    expect(box?.height).toBe(page.viewportSize()!.height);
    expect(box?.width).toBeGreaterThan(page.viewportSize()!.width - 20);
  });
});

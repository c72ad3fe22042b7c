// The frame every demo page shares: head, header with navigation and search, footer.
import { CATEGORY_TREE, categoryUrl } from '../content/categories.ts';
import { services, workshop } from '../content/site.ts';
import { consentSettings } from '../consent-settings.ts';
import { html, jsonForScript, SafeHtml } from '../html.ts';
import { firstFrameModulePaths, firstPaintCss } from '../preload.ts';
import { bannerParts } from '../printed-banner.ts';

/** Marked content every page carries: it loads only after consent (docs/REFERENCE.md#consent-markup). */
const ANALYTICS_ID = 'G-WEBER2026';
const WEB_FONT_CSS = 'https://fonts.googleapis.com/css2?family=Source+Sans+3:wght@400;600&display=swap';

export interface PageFrame {
  title: string;
  description: string;
  path: string;
  main: SafeHtml;
  /** What the visitor searched for (the search results page): it stays in the header's search field. */
  searchText?: string;
}

interface NavigationItem {
  href: string;
  label: string;
  /** A submenu: in the phone's menu only (the row from 1024 px has the top level). */
  children?: NavigationItem[];
}

const NAVIGATION: NavigationItem[] = [
  { href: '/', label: 'Start' },
  {
    href: '/leistungen/',
    label: 'Leistungen',
    children: services.map((service) => ({ href: `/leistungen/#${service.slug}`, label: service.title })),
  },
  { href: '/galerie/', label: 'Galerie' },
  {
    href: '/blog/',
    label: 'Ratgeber & Blog',
    children: CATEGORY_TREE.map((category) => ({ href: categoryUrl(category), label: category.name })),
  },
  { href: '/shop/', label: 'Shop' },
  { href: '/forum/', label: 'Forum' },
  { href: '/kontakt/', label: 'Kontakt' },
  // Anchor links with the scroll marker: the target page scrolls to them after load (shell/hash-links.ts).
  { href: '/leistungen/#_fragen', label: 'Häufige Fragen' },
  { href: '/kontakt/#_anfahrt', label: 'Anfahrt' },
];

// Below 1024 px the header's menu is a <details> disclosure: it needs no script (the page may run none
// of its own), the browser announces it as expanded or collapsed, and inside it <ws-vertical-menu>
// gives the submenus their arrow buttons (without script they all show). From 1024 px site.css shows
// the top level in the row instead, and the disclosure (with the element's code) is not used.
// The search is WordPress's own GET form (/?s=…) inside <ws-live-search>, which takes it over when it loads.

/** Three bars: the menu button's picture; its name is the text beside it. */
const MENU_ICON = html`<svg class="site-menu__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/></svg>`;

/**
 * How a navigation link relates to the page shown: `page` when it is that page, `true` when the page
 * lies in its section (a post under "Ratgeber & Blog"): one current page, never two.
 */
function currentMark(href: string, path: string): SafeHtml | '' {
  // An anchor into a page is not "the current page", even on that page.
  if (href.includes('#')) return '';
  if (href === path) return html`aria-current="page"`;
  return href !== '/' && path.startsWith(href) ? html`aria-current="true"` : '';
}

const navigationLink = (item: NavigationItem, path: string): SafeHtml =>
  html`<li><a href="${item.href}" ${currentMark(item.href, path)}>${item.label}</a></li>`;

/** An item of the phone's menu, with its submenu. */
function menuItem(item: NavigationItem, path: string): SafeHtml {
  const link = html`<a href="${item.href}" ${currentMark(item.href, path)}>${item.label}</a>`;
  return item.children
    ? html`<li>${link}<ul>${item.children.map((child) => menuItem(child, path))}</ul></li>`
    : html`<li>${link}</li>`;
}

/** What the page's banner depends on of the request: its path and query, and its cookies. */
export interface PageRequest {
  returnTo: string;
  cookies: string;
}

export function renderPage(
  frame: PageFrame,
  nonce: string,
  request: PageRequest = { returnTo: frame.path, cookies: '' },
): string {
  const { title, description, path, main } = frame;
  // Printed, so the consent question is in the first paint (docs/ARCHITECTURE.md#the-printed-banner).
  const banner = bannerParts(request, nonce);
  return `<!doctype html>${html`
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – ${workshop.name}</title>
<meta name="description" content="${description}">
<link rel="icon" href="/images/logo.svg" type="image/svg+xml">
<style nonce="${nonce}">${new SafeHtml(firstPaintCss())}</style>
<link rel="stylesheet" data-category="preferences" data-href="${WEB_FONT_CSS}">
<script type="application/json" id="ws-consent-settings">${jsonForScript(consentSettings)}</script>
${new SafeHtml(banner.head)}
<script type="module" async src="/dist/shell.js" nonce="${nonce}"></script>
${firstFrameModulePaths(['ws-consent-banner']).map((path) => html`<link rel="modulepreload" href="${path}" nonce="${nonce}">`)}
<script type="text/plain" data-category="statistics" data-src="https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}" async nonce="${nonce}"></script>
<script type="text/plain" data-category="statistics" nonce="${nonce}">
window.dataLayer = window.dataLayer || [];
function gtag() { dataLayer.push(arguments); }
gtag('js', new Date());
gtag('config', '${ANALYTICS_ID}', { anonymize_ip: true });
</script>
</head>
<body>
${new SafeHtml(banner.banner)}
<header class="site-header">
  <a class="skip-link" href="#inhalt">Zum Inhalt springen</a>
  <div class="site-header__inner">
    <a class="site-logo" href="/"><img src="/images/logo.svg" width="240" height="60" alt="${workshop.name} – zur Startseite"></a>
    <nav class="site-nav" aria-label="Hauptnavigation">
      <ul class="site-nav__row">
        ${NAVIGATION.map((item) => navigationLink(item, path))}
      </ul>
      <details class="site-menu">
        <summary class="site-menu__button">${MENU_ICON}<span>Menü</span></summary>
        <ws-vertical-menu class="site-menu__list"><ul>${NAVIGATION.map((item) => menuItem(item, path))}</ul></ws-vertical-menu>
      </details>
    </nav>
    <ws-live-search class="site-search" post-types="post,page">
      <form class="site-search__form" role="search" action="/" method="get">
        <label class="visually-hidden" for="site-search-field">Website durchsuchen</label>
        <input id="site-search-field" type="search" name="s" value="${frame.searchText ?? ''}" placeholder="Suchen …" autocomplete="off">
        <button type="submit">Suchen</button>
      </form>
    </ws-live-search>
  </div>
</header>
<main id="inhalt" class="site-main" tabindex="-1">
${main}
</main>
<footer class="site-footer" id="fusszeile">
  <div class="site-footer__inner">
    <section>
      <h2 id="footer-address">${workshop.name}</h2>
      <p>${workshop.street}<br>${workshop.city}</p>
      <p>Telefon: <a href="tel:${workshop.phone.replace(/\s+/g, '')}">${workshop.phone}</a><br>
      E-Mail: <a href="mailto:${workshop.email}">${workshop.email}</a></p>
    </section>
    <section>
      <h2 id="footer-hours">Öffnungszeiten</h2>
      <ul>${workshop.openingHours.map((line) => html`<li>${line}</li>`)}</ul>
    </section>
    <nav aria-label="Rechtliches">
      <h2>Rechtliches</h2>
      <ul>
        <li><a href="/impressum/">Impressum</a></li>
        <li><a href="/datenschutz/">Datenschutzerklärung</a></li>
      </ul>
    </nav>
  </div>
  <p class="site-footer__copy">© 2026 ${workshop.name} <ws-to-top><a href="#top">Nach oben</a></ws-to-top></p>
</footer>
</body>
</html>
`}`;
}

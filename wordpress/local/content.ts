// The workshop's German demo content for the local WordPress (scripts/wordpress-site.ts): the demo
// site's posts and categories, and pages whose content uses the ws-* tags as an author writes them.
import { CATEGORY_TREE, type Category } from '../../demo/content/categories.ts';
import { posts } from '../../demo/content/posts.ts';
import { workshop } from '../../demo/content/site.ts';
import { escapeHtml } from '../../demo/html.ts';

/** A throwaway site on localhost: well-known passwords are the point, never use them elsewhere. */
export const SITE_PASSWORDS = { admin: 'ws-admin-local', author: 'ws-autorin-local' };

export interface SeedCategory {
  slug: string;
  name: string;
  parent: string | null;
}

export interface SeedPost {
  slug: string;
  title: string;
  date: string;
  category: string;
  excerpt: string;
  content: string;
}

export interface SeedPage {
  slug: string;
  title: string;
  content: string;
  /** The front page, the posts page (archive), or an ordinary page. */
  role?: 'front' | 'posts';
}

export function categoryTree(): SeedCategory[] {
  const flat = (category: Category, parent: string | null): SeedCategory[] => [
    { slug: category.slug, name: category.name, parent },
    ...category.children.flatMap((child) => flat(child, category.slug)),
  ];
  return CATEGORY_TREE.flatMap((category) => flat(category, null));
}

/** Block markup as the editor saves it: WordPress keeps it as it is. */
const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${escapeHtml(text)}</p>\n<!-- /wp:paragraph -->`;
const rawHtml = (markup: string) => `<!-- wp:html -->\n${markup}\n<!-- /wp:html -->`;
const heading = (text: string) => `<!-- wp:heading -->\n<h2>${escapeHtml(text)}</h2>\n<!-- /wp:heading -->`;

export function demoPosts(): SeedPost[] {
  const slugOf = (name: string) => categoryTree().find((category) => category.name === name)?.slug ?? 'ratgeber';
  return posts.map((post) => ({
    slug: post.slug,
    title: post.title,
    date: post.date,
    category: slugOf(post.category),
    excerpt: post.excerpt,
    content: post.body.map(paragraph).join('\n\n'),
  }));
}

/** A consent-marked embed with the author's placeholder text beside it, as on the demo's contact page. */
const heldEmbed = (service: string, src: string, title: string, height: number) =>
  rawHtml(
    `<div class="ws-consent-placeholder"><p>${escapeHtml(service)} wird erst geladen, wenn Sie der ` +
      `Kategorie „Marketing“ zustimmen.</p></div>\n` +
      `<iframe data-category="marketing" data-src="${escapeHtml(src)}" title="${escapeHtml(title)}" ` +
      `width="1200" height="${height}" loading="lazy"></iframe>`,
  );

export function demoPages(): SeedPage[] {
  return [
    {
      slug: 'start',
      title: 'Willkommen',
      role: 'front',
      content: [
        rawHtml(
          '<ws-alert type="info" dismissible>Unsere Werkstatt ist zwischen den Jahren vom 27. bis 30. ' +
            'Dezember geschlossen.</ws-alert>',
        ),
        paragraph(
          `${workshop.name}: Unfallinstandsetzung, Lackierung, Smart Repair und Hagelschäden in Stuttgart-Vaihingen.`,
        ),
        heading('Fragen Sie uns'),
        rawHtml(
          '<ws-live-search post-types="post,page"><form role="search" action="/" method="get"><label ' +
            'for="start-search">Website durchsuchen</label> <input id="start-search" type="search" name="s" ' +
            'autocomplete="off"> <button type="submit">Suchen</button></form></ws-live-search>',
        ),
      ].join('\n\n'),
    },
    { slug: 'blog', title: 'Ratgeber & Blog', role: 'posts', content: '' },
    {
      slug: 'ratgeber-uebersicht',
      title: 'Ratgeber im Überblick',
      content: [
        paragraph('Alle Beiträge unseres Ratgebers, neueste zuerst.'),
        '<!-- wp:shortcode -->\n[ws_blog_feed per_page="6" pagination="load-more"]\n<!-- /wp:shortcode -->',
      ].join('\n\n'),
    },
    {
      slug: 'kontakt',
      title: 'Kontakt & Anfahrt',
      content: [
        paragraph(`${workshop.street}, ${workshop.city}. Telefon ${workshop.phone}.`),
        heading('Anfahrt'),
        heldEmbed(
          'Die Karte von Google Maps',
          'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2632.5!2d9.17!3d48.72',
          `Karte: Anfahrt zu ${workshop.name}`,
          450,
        ),
        heading('Rundgang'),
        heldEmbed(
          'Das YouTube-Video',
          'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
          'Video: Rundgang durch die Werkstatt',
          675,
        ),
      ].join('\n\n'),
    },
    {
      slug: 'datenschutz',
      title: 'Datenschutzerklärung',
      content: [
        paragraph('Hier sehen und ändern Sie, welchen Cookie-Kategorien Sie zugestimmt haben.'),
        rawHtml(
          '<ws-manage-consent src><p>Ihre Einstellungen ändern Sie mit JavaScript über die Schalter an ' +
            'dieser Stelle.</p></ws-manage-consent>',
        ),
      ].join('\n\n'),
    },
    {
      slug: 'medien',
      title: 'Videos und Anfahrt',
      content: [
        paragraph('So sieht es bei uns aus: ein Rundgang, eine Lackierung im Zeitraffer und der Weg zu uns.'),
        // Addresses pasted on their own, as authors do: WordPress turns them into players (oEmbed).
        '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ","type":"video",' +
          '"providerNameSlug":"youtube","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} ' +
          '-->\n<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube ' +
          'wp-embed-aspect-16-9 wp-has-aspect-ratio"><div ' +
          'class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n</div></figure>\n<!-- ' +
          '/wp:embed -->',
        paragraph('Die Lackierung im Zeitraffer:'),
        '<!-- wp:embed {"url":"https://vimeo.com/76979871","type":"video","providerNameSlug":"vimeo",' +
          '"responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->\n<figure ' +
          'class="wp-block-embed is-type-video is-provider-vimeo wp-block-embed-vimeo wp-embed-aspect-16-9 ' +
          'wp-has-aspect-ratio"><div ' +
          'class="wp-block-embed__wrapper">\nhttps://vimeo.com/76979871\n</div></figure>\n<!-- /wp:embed -->',
        // A map pasted by the site owner into a Custom HTML block, unmarked.
        rawHtml(
          '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2632.5!2d9.17!3d48.72" ' +
            'width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" ' +
            'referrerpolicy="no-referrer-when-downgrade" title="Karte: Anfahrt"></iframe>',
        ),
      ].join('\n\n'),
    },
    {
      slug: 'uebernommen',
      title: 'Aus dem alten Banner',
      content: [
        paragraph(
          'Inhalte, die noch das alte Cookie-Banner (Complianz) markiert hat, und solche, die die Autorin ' +
            'selbst markiert hat.',
        ),
        // Complianz 7's markup, as cached pages and old content carry it.
        rawHtml(
          '<script type="text/plain" data-category="statistics" data-service="matomo" ' +
            'data-cmplz-src="https://weber.matomo.cloud/matomo.js"></script>',
        ),
        rawHtml(
          '<iframe data-src-cmplz="https://player.vimeo.com/video/76979871?dnt=1" ' +
            'data-category="marketing" data-service="vimeo" src="about:blank" class="cmplz-iframe" ' +
            'title="Lackierung im Zeitraffer" width="500" height="281"></iframe>',
        ),
        // Marked by hand the way docs/REFERENCE.md shows it.
        rawHtml(
          '<script type="text/plain" data-category="statistics" ' +
            'data-src="https://www.clarity.ms/tag/weber2026"></script>',
        ),
        rawHtml(
          '<iframe data-category="marketing" data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" ' +
            'title="Video: Rundgang durch die Werkstatt" width="500" height="281"></iframe>',
        ),
      ].join('\n\n'),
    },
    {
      slug: 'shop',
      title: 'Pflegeprodukte',
      content: rawHtml(
        '<form method="post"><p><label for="qty-politur">Politur (250 ml)</label> <ws-quantity><input ' +
          'type="number" id="qty-politur" name="qty[politur]" value="1" min="0" ' +
          'max="10"></ws-quantity></p></form>',
      ),
    },
  ];
}

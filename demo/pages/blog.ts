import { shareElementHtml } from '../../elements/share/fallback.ts';
import { CATEGORY_TREE, categoryOf, categoryUrl, type Category } from '../content/categories.ts';
import type { BlogPost } from '../content/posts.ts';
import { SITE_URL } from '../content/site.ts';
import type { ArchivePage } from '../blog.ts';
import { germanDate, html, SafeHtml } from '../html.ts';
import type { PageFrame } from './layout.ts';
import { pager, postCard, postImageUrl } from './parts.ts';

/** The networks of the sharing box under every post: all nine, in the order of docs/RULES.md#sharing. */
export const POST_SHARE_NETWORKS = 'facebook,twitter,reddit,linkedin,whatsapp,tumblr,pinterest,vk,mail';

/** The post's public address, which its sharing box shares. */
export function postUrl(post: BlogPost): string {
  return `${SITE_URL}/blog/${post.slug}/`;
}

/**
 * The sharing box under a post: <ws-share> with the post's title, excerpt, address and picture, and
 * inside it the links as plain markup (elements/share/fallback.ts), so it works without script.
 */
export function postShareBox(post: BlogPost): SafeHtml {
  const box = {
    networks: POST_SHARE_NETWORKS,
    title: post.title,
    description: post.excerpt,
    link: postUrl(post),
    image: `${SITE_URL}${postImageUrl(post)}`,
  };
  const page = { url: postUrl(post), title: post.title, description: post.excerpt };
  return new SafeHtml(shareElementHtml(box, page, 'de', { id: `share-${post.slug}` }));
}

/** The closing paragraph that links into the gallery, when the post has one. */
function galleryReference(post: BlogPost): SafeHtml | '' {
  const reference = post.galleryReference;
  return reference
    ? html`<p>${reference.before}<a href="${reference.href}">${reference.linkText}</a>${reference.after}</p>`
    : '';
}

/** The categories as a vertical menu; the one shown (or the post's) is marked, so its branch starts open. */
function categoryMenu(marked: Category | undefined, isPage: boolean): SafeHtml {
  const item = (category: Category): SafeHtml =>
    html`<li><a href="${categoryUrl(category)}" ${category === marked ? html`aria-current="${isPage ? 'page' : 'true'}"` : ''}>${category.name}</a>${
      category.children.length > 0 ? html`<ul>${category.children.map(item)}</ul>` : ''
    }</li>`;
  return html`<nav class="category-menu" aria-labelledby="category-menu-title">
    <h2 id="category-menu-title">Kategorien</h2>
    <ws-vertical-menu><ul>${CATEGORY_TREE.map(item)}</ul></ws-vertical-menu>
  </nav>`;
}

/** The blog's sidebar: the categories, and the appointment box that sticks while the column scrolls past. */
function blogSidebar(marked: Category | undefined, isCategoryPage: boolean): SafeHtml {
  return html`<aside class="post-sidebar" aria-label="Kategorien und Termin">
  ${categoryMenu(marked, isCategoryPage)}
  <ws-sticky offset="16">
    <section class="appointment" aria-labelledby="appointment-title">
      <h2 id="appointment-title">Termin vereinbaren</h2>
      <p>Schaden am Fahrzeug? Wir sehen ihn uns an und sagen Ihnen, was die Reparatur kostet.</p>
      <p><a class="button" href="/kontakt/">Termin anfragen</a></p>
    </section>
  </ws-sticky>
</aside>`;
}

/** A category's archive: its posts and those of the categories under it, newest first. */
export function categoryPageFrame(category: Category, posts: readonly BlogPost[]): PageFrame {
  return {
    title: `Kategorie: ${category.name}`,
    description: `Beiträge zu ${category.name} aus unserem Ratgeber.`,
    path: categoryUrl(category),
    main: html`
<div class="post-layout">
<div>
<h1>Kategorie: ${category.name}</h1>
<div class="post-list">${posts.map((post, index) => postCard(post, 2, index))}</div>
<p><a href="/blog/">Alle Beiträge</a></p>
</div>
${blogSidebar(category, true)}
</div>`,
  };
}

export function archivePageFrame(archive: ArchivePage, path: string, search?: string): PageFrame {
  const heading = search ? `Suchergebnisse für „${search}“` : 'Ratgeber & Blog';
  // The categories come before the feed in the page (and so first on a phone): after an endless
  // feed they could never be reached. From 1024 px they stand beside it (site.css).
  return {
    title: archive.page > 1 ? `${heading} – Seite ${archive.page}` : heading,
    description: 'Tipps und Neuigkeiten rund um Karosserie, Lack und Fahrzeugpflege.',
    path,
    main: html`
<h1>${heading}</h1>
${archive.page > 1 ? html`<p class="archive-page">Seite ${archive.page} von ${archive.pages}</p>` : ''}
<div class="post-layout post-layout--archive">
${blogSidebar(undefined, false)}
<div class="post-layout__main">
${archive.items.length === 0 ? html`<p>Keine Suchergebnisse stimmen mit Ihrer Anfrage überein. Bitte versuchen Sie es noch einmal.</p>` : ''}
${
  search
    ? html`<div class="post-list">${archive.items.map((post, index) => postCard(post, 2, index))}</div>`
    : html`<ws-blog-feed layout="masonry" pagination="infinite" finished-text="Das waren alle Beiträge." data-pages="${String(archive.pages)}">
  ${archive.items.map((post, index) => postCard(post, 2, index))}
  ${pager(archive)}
</ws-blog-feed>`
}
</div>
</div>`,
  };
}

export function postPageFrame(post: BlogPost, newer: BlogPost | undefined, older: BlogPost | undefined): PageFrame {
  return {
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}/`,
    // The post, then the way to the next one, then the sidebar: the order a keyboard follows too.
    main: html`
<div class="post-layout post-layout--post">
<article class="post">
  <header class="post__header">
    <p class="post-card__meta"><time datetime="${post.date}">${germanDate(post.date)}</time> · ${post.category}</p>
    <h1>${post.title}</h1>
    <p class="lead">${post.excerpt}</p>
  </header>
  <ws-lightbox class="post__body" gallery="post-${post.slug}">
    <a class="post__image-link" href="${postImageUrl(post)}" data-title="${post.title}"><img class="post__image" src="${postImageUrl(post)}" width="1200" height="675" alt="${post.imageAlt}" fetchpriority="high"></a>
    ${post.body.map((paragraph) => html`<p>${paragraph}</p>`)}
    ${galleryReference(post)}
  </ws-lightbox>
  ${postShareBox(post)}
</article>
<nav class="post-nav" aria-label="Weitere Beiträge">
  <ul>
    ${newer ? html`<li><a rel="prev" href="/blog/${newer.slug}/">Neuerer Beitrag: ${newer.title}</a></li>` : ''}
    ${older ? html`<li><a rel="next" href="/blog/${older.slug}/">Älterer Beitrag: ${older.title}</a></li>` : ''}
    <li><a href="/blog/">Alle Beiträge</a></li>
  </ul>
</nav>
${blogSidebar(categoryOf(post), false)}
</div>`,
  };
}

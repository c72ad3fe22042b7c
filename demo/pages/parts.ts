// Pieces several pages share: post cards, the archive pager.
import type { BlogPost } from '../content/posts.ts';
import { archivePageUrl, type ArchivePage } from '../blog.ts';
import { germanDate, html, type SafeHtml } from '../html.ts';

export function postImageUrl(post: BlogPost): string {
  return `/images/posts/${post.slug}.svg`;
}

/** One post in a list: the server-rendered item a blog feed enhances. */
export function postCard(post: BlogPost, headingLevel: 2 | 3 = 2): SafeHtml {
  const heading =
    headingLevel === 2
      ? html`<h2 class="post-card__title"><a href="/blog/${post.slug}/">${post.title}</a></h2>`
      : html`<h3 class="post-card__title"><a href="/blog/${post.slug}/">${post.title}</a></h3>`;
  return html`<article class="post-card">
  <img class="post-card__image" src="${postImageUrl(post)}" width="1200" height="675" alt="${post.imageAlt}" loading="lazy" decoding="async">
  <div class="post-card__body">
    <p class="post-card__meta"><time datetime="${post.date}">${germanDate(post.date)}</time> · <span>${post.category}</span></p>
    ${heading}
    <p>${post.excerpt}</p>
  </div>
</article>`;
}

/** Numbered pages plus previous/next links; rel=next is what the feed follows. */
export function pager(archive: ArchivePage, urlFor: (page: number) => string = archivePageUrl): SafeHtml {
  const numbers = Array.from({ length: archive.pages }, (_, index) => index + 1);
  return html`<nav class="pager" aria-label="Seitennavigation">
  <ul>
    ${archive.previousUrl ? html`<li><a rel="prev" href="${urlFor(archive.page - 1)}">Neuere Beiträge</a></li>` : ''}
    ${numbers.map((page) =>
      page === archive.page
        ? html`<li><span aria-current="page">${page}</span></li>`
        : html`<li><a href="${urlFor(page)}" aria-label="Seite ${page}">${page}</a></li>`,
    )}
    ${archive.nextUrl ? html`<li><a rel="next" href="${urlFor(archive.page + 1)}">Ältere Beiträge</a></li>` : ''}
  </ul>
</nav>`;
}

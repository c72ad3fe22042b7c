// Pieces several pages share: post cards, the archive pager.
import type { BlogPost } from '../content/posts.ts';
import { archivePageUrl, type ArchivePage } from '../blog.ts';
import { germanDate, html, type SafeHtml } from '../html.ts';

export function postImageUrl(post: BlogPost): string {
  return `/images/posts/${post.slug}.svg`;
}

/** How many cards a list starts with on the first screen (two rows of two beside the blog's sidebar). */
export const FIRST_SCREEN_CARDS = 4;

/**
 * One post in a list: the server-rendered item a blog feed enhances. A card on the first screen
 * loads its picture at once (a lazy one would wait for layout and delay the largest paint); the
 * very first one, the phone's largest picture, with high priority.
 */
export function postCard(post: BlogPost, headingLevel: 2 | 3 = 2, position = Number.POSITIVE_INFINITY): SafeHtml {
  const heading =
    headingLevel === 2
      ? html`<h2 class="post-card__title"><a href="/blog/${post.slug}/">${post.title}</a></h2>`
      : html`<h3 class="post-card__title"><a href="/blog/${post.slug}/">${post.title}</a></h3>`;
  return html`<article class="post-card">
  <img class="post-card__image" src="${postImageUrl(post)}" width="1200" height="675" alt="${post.imageAlt}" ${imageLoading(position)}>
  <div class="post-card__body">
    <p class="post-card__meta"><time datetime="${post.date}">${germanDate(post.date)}</time> · <span>${post.category}</span></p>
    ${heading}
    <p>${post.excerpt}</p>
  </div>
</article>`;
}

/** The loading attributes of a list's picture by its place (0 = first) and how many the first screen shows. */
export function imageLoading(position: number, onFirstScreen = FIRST_SCREEN_CARDS): SafeHtml {
  if (position === 0) return html`fetchpriority="high"`;
  return position < onFirstScreen ? html`decoding="async"` : html`loading="lazy" decoding="async"`;
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

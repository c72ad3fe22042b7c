// The blog archive: posts newest first, split into pages, optionally filtered by a search text.
import { posts, type BlogPost } from './content/posts.ts';

/** Posts per archive page, as a WordPress blog would show them. */
export const POSTS_PER_PAGE = 6;

export const postsNewestFirst: BlogPost[] = [...posts].sort((a, b) => b.date.localeCompare(a.date));

export function findPost(slug: string): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}

export interface ArchivePage {
  items: BlogPost[];
  page: number;
  pages: number;
  nextUrl: string | null;
  previousUrl: string | null;
}

export function archivePageUrl(page: number): string {
  return page <= 1 ? '/blog/' : `/blog/page/${page}/`;
}

/** Page `page` (1-based) of the archive, or undefined past the last page. */
export function archivePage(page: number, list: BlogPost[] = postsNewestFirst): ArchivePage | undefined {
  const pages = Math.max(1, Math.ceil(list.length / POSTS_PER_PAGE));
  if (!Number.isInteger(page) || page < 1 || page > pages) return undefined;
  return {
    items: list.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE),
    page,
    pages,
    nextUrl: page < pages ? archivePageUrl(page + 1) : null,
    previousUrl: page > 1 ? archivePageUrl(page - 1) : null,
  };
}

// The workshop's blog posts (German). The archive sorts them newest first.
import { postsPartOne } from './posts-1.ts';
import { postsPartTwo } from './posts-2.ts';

export type Motif = 'car' | 'door' | 'spray' | 'hail' | 'polish' | 'dent' | 'bumper' | 'wheel' | 'glass' | 'workshop';

export interface BlogPost {
  /** lowercase ascii, words joined by '-', unique */
  slug: string;
  title: string;
  /** ISO 'YYYY-MM-DD' */
  date: string;
  category: string;
  excerpt: string;
  /** paragraphs of plain text */
  body: string[];
  motif: Motif;
  hue: number;
  imageAlt: string;
  /** A closing paragraph with a link into the gallery, e.g. to one picture: `/galerie/#galerie/3`. */
  galleryReference?: { before: string; linkText: string; href: string; after: string };
}

export const posts: BlogPost[] = [...postsPartOne, ...postsPartTwo];

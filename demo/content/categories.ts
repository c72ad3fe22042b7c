// The blog's categories as WordPress nests them: a parent's archive lists its children's posts too.
// Each post names its category by `name` (demo/content/posts-*.ts).
import type { BlogPost } from './posts.ts';

export interface Category {
  /** lowercase ascii, words joined by '-', unique */
  slug: string;
  name: string;
  children: Category[];
}

export const CATEGORY_TREE: Category[] = [
  {
    slug: 'reparatur',
    name: 'Reparatur',
    children: [
      { slug: 'unfallinstandsetzung', name: 'Unfallinstandsetzung', children: [] },
      { slug: 'smart-repair', name: 'Smart Repair', children: [] },
      { slug: 'dellen-hagel', name: 'Dellen & Hagel', children: [] },
    ],
  },
  {
    slug: 'lack-pflege',
    name: 'Lack & Pflege',
    children: [
      { slug: 'lackierung', name: 'Lackierung', children: [] },
      { slug: 'fahrzeugpflege', name: 'Fahrzeugpflege', children: [] },
    ],
  },
  { slug: 'ratgeber', name: 'Ratgeber', children: [] },
  { slug: 'werkstatt', name: 'Werkstatt', children: [] },
];

export const categoryUrl = (category: Category): string => `/blog/kategorie/${category.slug}/`;

const everyCategory = (list: Category[]): Category[] =>
  list.flatMap((category) => [category, ...everyCategory(category.children)]);

export function findCategory(slug: string): Category | undefined {
  return everyCategory(CATEGORY_TREE).find((category) => category.slug === slug);
}

/** The category a post names, when the tree has it. */
export function categoryOf(post: BlogPost): Category | undefined {
  return everyCategory(CATEGORY_TREE).find((category) => category.name === post.category);
}

/** The posts of a category and of the categories under it, in the order given. */
export function postsIn(category: Category, posts: readonly BlogPost[]): BlogPost[] {
  const names = new Set(everyCategory([category]).map((each) => each.name));
  return posts.filter((post) => names.has(post.category));
}

// The demo's live search (WordPress's `live_search_retrieve_posts` action): real matching over the
// posts and pages, German spellings folded, title matches first. Pure (no Node APIs), so the element
// tests run the very same code in the browser behind a stand-in fetch.
import { posts } from './content/posts.ts';
import { contactIntro, faq, homeIntro, privacyPolicy, products, services, workshop } from './content/site.ts';

export interface SearchDocument {
  id: number;
  type: 'post' | 'page';
  title: string;
  /** Plain text of the body. */
  text: string;
  url: string;
  image: string;
  /** ISO date; newer posts first among equal matches. */
  date: string;
}

/** One result as the endpoint answers (docs/REFERENCE.md#endpoints). */
export interface LiveSearchResult {
  post_url: string;
  title: string;
  image_url: string;
  id: number;
  type: string;
}

export interface SearchQuery {
  search: string;
  postTypes: string[];
  perPage: number;
  titlesOnly: boolean;
  showImage: boolean;
}

/** WordPress's default and the live search's per_page (docs/RULES.md#live-search). */
export const MAX_PER_PAGE = 100;

/** Lower case, umlauts and ß as their plain spellings, other accents dropped: "Schäden" -> "schaden". */
export function foldGerman(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The pages and posts of the demo site, as the search sees them. */
export function demoDocuments(): SearchDocument[] {
  const pages: Array<Omit<SearchDocument, 'id' | 'type' | 'date'>> = [
    {
      title: 'Startseite',
      url: '/',
      image: '/images/logo.svg',
      text: [
        homeIntro.heading,
        ...homeIntro.rotatingWords,
        homeIntro.lead,
        ...homeIntro.highlights.flatMap((item) => [item.title, item.text]),
      ].join(' '),
    },
    {
      title: 'Leistungen',
      url: '/leistungen/',
      image: `/images/services/${services[0]!.slug}.svg`,
      text: [
        ...services.flatMap((service) => [service.title, service.summary, ...service.details]),
        ...faq.flatMap((entry) => [entry.question, entry.answer]),
      ].join(' '),
    },
    {
      title: 'Kontakt',
      url: '/kontakt/',
      image: '/images/logo.svg',
      text: [contactIntro, workshop.street, workshop.city, ...workshop.openingHours].join(' '),
    },
    {
      title: 'Datenschutzerklärung',
      url: '/datenschutz/',
      image: '/images/logo.svg',
      text: privacyPolicy.flatMap((section) => [section.heading, ...section.paragraphs]).join(' '),
    },
    {
      title: 'Shop',
      url: '/shop/',
      image: '/images/logo.svg',
      text: products.map((product) => `${product.name} ${product.description}`).join(' '),
    },
  ];
  return [
    ...pages.map((page, index) => ({ ...page, id: 10 + index, type: 'page' as const, date: '2026-01-01' })),
    ...posts.map((post, index) => ({
      id: 100 + index,
      type: 'post' as const,
      title: post.title,
      text: [post.excerpt, ...post.body].join(' '),
      url: `/blog/${post.slug}/`,
      image: `/images/posts/${post.slug}.svg`,
      date: post.date,
    })),
  ];
}

/** Every word of the query must occur (folded); a match in the title ranks before one in the text. */
export function liveSearch(documents: SearchDocument[], query: SearchQuery): LiveSearchResult[] {
  const words = foldGerman(query.search).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const types = query.postTypes.length ? new Set(query.postTypes) : undefined;
  const ranked: Array<{ document: SearchDocument; rank: number }> = [];
  for (const document of documents) {
    if (types && !types.has(document.type)) continue;
    const title = foldGerman(document.title);
    if (words.every((word) => title.includes(word))) {
      ranked.push({ document, rank: 0 });
      continue;
    }
    if (query.titlesOnly) continue;
    const all = `${title} ${foldGerman(document.text)}`;
    if (words.every((word) => all.includes(word))) ranked.push({ document, rank: 1 });
  }
  ranked.sort(
    (a, b) => a.rank - b.rank || b.document.date.localeCompare(a.document.date) || a.document.id - b.document.id,
  );
  return ranked.slice(0, query.perPage).map(({ document }) => ({
    post_url: document.url,
    title: document.title,
    image_url: query.showImage ? document.image : '',
    id: document.id,
    type: document.type,
  }));
}

/** The form fields of docs/REFERENCE.md#endpoints, read as WordPress would (missing = its defaults). */
export function searchQueryFromForm(form: URLSearchParams): SearchQuery {
  const perPage = Number(form.get('per_page'));
  const yes = (field: string) => ['1', 'true', 'yes'].includes((form.get(field) ?? '').toLowerCase());
  return {
    search: form.get('search') ?? '',
    postTypes: form
      .getAll('post_type[]')
      .map((type) => type.trim())
      .filter(Boolean),
    perPage: Number.isInteger(perPage) && perPage > 0 ? Math.min(perPage, MAX_PER_PAGE) : MAX_PER_PAGE,
    titlesOnly: yes('search_limit_to_post_titles'),
    showImage: form.has('show_feat_img') ? yes('show_feat_img') : true,
  };
}

/** The answer of admin-ajax.php for a form: status and JSON text (or WordPress's "0" for other actions). */
export function adminAjax(
  form: URLSearchParams,
  documents: SearchDocument[],
): { status: number; body: string; type: string } {
  if (form.get('action') !== 'live_search_retrieve_posts')
    return { status: 400, body: '0', type: 'text/html; charset=utf-8' };
  return {
    status: 200,
    body: JSON.stringify(liveSearch(documents, searchQueryFromForm(form))),
    type: 'application/json; charset=utf-8',
  };
}

/** A longer query is cut here: WordPress's search boxes are short, and the answer page stays small. */
export const MAX_QUERY_CHARS = 200;
/** The length of the text shown under each hit on the results page. */
const SNIPPET_CHARS = 180;

export interface SiteSearchHit {
  title: string;
  url: string;
  type: SearchDocument['type'];
  snippet: string;
}

/** The start of a text, cut at a word boundary when it is long. */
function snippetOf(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= SNIPPET_CHARS) return plain;
  const cut = plain.slice(0, SNIPPET_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : SNIPPET_CHARS)} …`;
}

/** What WordPress's search page (/?s=…) lists: the live search's matching over every page and post. */
export function siteSearch(documents: SearchDocument[], text: string): SiteSearchHit[] {
  const found = liveSearch(documents, {
    search: text.slice(0, MAX_QUERY_CHARS),
    postTypes: [],
    perPage: MAX_PER_PAGE,
    titlesOnly: false,
    showImage: false,
  });
  const byId = new Map(documents.map((document) => [document.id, document]));
  return found.map((result) => {
    const document = byId.get(result.id)!;
    return { title: document.title, url: document.url, type: document.type, snippet: snippetOf(document.text) };
  });
}

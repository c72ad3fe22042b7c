// WordPress's search page (/?s=…): what the header's search form shows without script, and where
// Enter in the live search leads. Every part of the query is text (the html template escapes it).
import { html } from '../html.ts';
import { MAX_QUERY_CHARS, type SiteSearchHit } from '../search.ts';
import type { PageFrame } from './layout.ts';

const TYPE_NAMES: Record<SiteSearchHit['type'], string> = { page: 'Seite', post: 'Beitrag' };

/** The query as the page repeats it: trimmed, whitespace folded, at most MAX_QUERY_CHARS long. */
export function searchedText(raw: string | null): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_CHARS);
}

export function searchResultsPage(text: string, hits: SiteSearchHit[]): PageFrame {
  const frame = { description: 'Suche auf der Website der Werkstatt.', path: '/?s=', searchText: text };
  if (!text) {
    return {
      ...frame,
      title: 'Suche',
      main: html`
<h1>Suche</h1>
<p>Bitte geben Sie einen Suchbegriff ein, zum Beispiel „Lack“ oder „Hagel“.</p>`,
    };
  }
  return {
    ...frame,
    title: `Suche nach „${text}“`,
    main: html`
<h1>Suchergebnisse für „${text}“</h1>
${
  hits.length
    ? html`<p>${hits.length === 1 ? '1 Ergebnis' : `${hits.length} Ergebnisse`} für „${text}“.</p>
<ul class="card-grid">
  ${hits.map(
    (hit) => html`<li class="card">
    <p class="post-card__meta">${TYPE_NAMES[hit.type]}</p>
    <h2 class="post-card__title"><a href="${hit.url}">${hit.title}</a></h2>
    <p>${hit.snippet}</p>
  </li>`,
  )}
</ul>`
    : html`<p>Keine Ergebnisse für „${text}“.</p>
<p>Versuchen Sie ein anderes Wort, oder sehen Sie sich unsere <a href="/leistungen/">Leistungen</a> und den <a href="/blog/">Ratgeber</a> an.</p>`
}`,
  };
}

// WordPress's search page of the demo (/?s=…): what it finds, and that the query stays text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_QUERY_CHARS, siteSearch, type SearchDocument } from '../../demo/search.ts';
import { renderPage } from '../../demo/pages/layout.ts';
import { searchedText, searchResultsPage } from '../../demo/pages/search-results.ts';

const doc = (id: number, title: string, text: string, type: 'post' | 'page' = 'post'): SearchDocument => ({
  id,
  type,
  title,
  text,
  url: `/x/${id}/`,
  image: '',
  date: '2026-01-01',
});

describe('the search results page', () => {
  it('finds pages and posts alike, title matches first, each with the start of its text', () => {
    const long = `Lack ${'wort '.repeat(60)}`;
    const hits = siteSearch([doc(1, 'Preise', 'Lack und Folie', 'page'), doc(2, 'Lackpflege', long)], 'lack');
    assert.deepEqual(
      hits.map((hit) => `${hit.type} ${hit.title} ${hit.url}`),
      ['post Lackpflege /x/2/', 'page Preise /x/1/'],
    );
    assert.equal(hits[1]!.snippet, 'Lack und Folie');
    assert.ok(hits[0]!.snippet.length <= 182 && hits[0]!.snippet.endsWith(' …'), hits[0]!.snippet);
  });

  it('reads the query trimmed, with whitespace folded, at most MAX_QUERY_CHARS long', () => {
    assert.equal(searchedText('  Lack \n  Kratzer '), 'Lack Kratzer');
    assert.equal(searchedText(null), '');
    assert.equal(searchedText('x'.repeat(5000)).length, MAX_QUERY_CHARS);
  });

  it('says how many it found, or that it found none, in a sentence', () => {
    const one = siteSearch([doc(1, 'Lackpflege', '')], 'lack');
    assert.match(searchResultsPage('Lack', one).main.value, /1 Ergebnis für „Lack“\./);
    assert.match(searchResultsPage('Raumschiff', []).main.value, /Keine Ergebnisse für „Raumschiff“\./);
    assert.equal(searchResultsPage('', []).title, 'Suche');
  });

  it("a hostile query is text everywhere: heading, sentence, title and the header's field", () => {
    const hostile = '"><img src=x onerror=alert(1)>';
    const page = renderPage(searchResultsPage(hostile, []), 'nonce');
    assert.ok(!page.includes('<img src=x'), 'no markup from the query');
    assert.ok(page.includes('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;'));
    assert.match(
      page,
      /<input id="site-search-field" type="search" name="s" value="&quot;&gt;&lt;img src=x onerror=alert\(1\)&gt;"/,
    );
  });
});

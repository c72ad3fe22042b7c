import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  adminAjax,
  demoDocuments,
  foldGerman,
  liveSearch,
  searchQueryFromForm,
  type SearchDocument,
  type SearchQuery,
} from '../../demo/search.ts';

const query = (search: string, extra: Partial<SearchQuery> = {}): SearchQuery => ({
  search,
  postTypes: [],
  perPage: 100,
  titlesOnly: false,
  showImage: true,
  ...extra,
});
const doc = (
  id: number,
  title: string,
  text: string,
  date = '2026-01-01',
  type: 'post' | 'page' = 'post',
): SearchDocument => ({ id, type, title, text, url: `/x/${id}/`, image: `/i/${id}.svg`, date });

describe('demo live search', () => {
  it('folds German spellings both ways', () => {
    assert.equal(foldGerman('Schäden an der Stoßstange'), 'schaden an der stossstange');
    assert.equal(foldGerman('ÖL'), 'ol');
  });

  it('finds "Lackierung" by "lackier", and "Schaden" by "schäden" and the other way round', () => {
    const docs = [doc(1, 'Lackierung nach Maß', ''), doc(2, 'Schaden melden', ''), doc(3, 'Hagelschäden', '')];
    assert.deepEqual(
      liveSearch(docs, query('lackier')).map((r) => r.id),
      [1],
    );
    assert.deepEqual(
      liveSearch(docs, query('SCHÄDEN'))
        .map((r) => r.id)
        .sort(),
      [2, 3],
    );
    assert.deepEqual(
      liveSearch(docs, query('hagelschaden')).map((r) => r.id),
      [3],
    );
    assert.deepEqual(liveSearch(docs, query('stoss')), []);
  });

  it('ranks title matches before text matches, newer first within each', () => {
    const docs = [
      doc(1, 'Rost', 'nichts', '2025-01-01'),
      doc(2, 'Anderes', 'mit Rost im Text', '2026-05-01'),
      doc(3, 'Rostschutz', 'x', '2026-02-01'),
    ];
    assert.deepEqual(
      liveSearch(docs, query('rost')).map((r) => r.id),
      [3, 1, 2],
    );
  });

  it('every word must match', () => {
    const docs = [doc(1, 'Delle in der Tür', 'Ausbeulen'), doc(2, 'Delle', 'Motorhaube')];
    assert.deepEqual(
      liveSearch(docs, query('delle tür')).map((r) => r.id),
      [1],
    );
  });

  it('honours post types, per_page, titles-only and the featured image flag', () => {
    const docs = [
      doc(1, 'Lack', '', '2026-01-01', 'page'),
      doc(2, 'Lackpflege', '', '2026-02-01'),
      doc(3, 'Pflege', 'Lack', '2026-03-01'),
    ];
    assert.deepEqual(
      liveSearch(docs, query('lack', { postTypes: ['post'] })).map((r) => r.id),
      [2, 3],
    );
    assert.deepEqual(
      liveSearch(docs, query('lack', { perPage: 1 })).map((r) => r.id),
      [2],
    );
    assert.deepEqual(
      liveSearch(docs, query('lack', { titlesOnly: true })).map((r) => r.id),
      [2, 1],
    );
    assert.equal(liveSearch(docs, query('lack', { showImage: false }))[0]!.image_url, '');
  });

  it('answers in the shape of docs/REFERENCE.md#endpoints', () => {
    const [first] = liveSearch(demoDocuments(), query('hagel'));
    assert.deepEqual(Object.keys(first!).sort(), ['id', 'image_url', 'post_url', 'title', 'type']);
    assert.match(first!.post_url, /^\/blog\/[\w-]+\/$/);
  });

  it('reads the form as WordPress would, and answers other actions with "0" and 400', () => {
    const form = new URLSearchParams(
      'action=live_search_retrieve_posts&search=Lackierung&per_page=5&show_feat_img=1&post_type%5B%5D=post&post_type%5B%5D=page&search_limit_to_post_titles=0',
    );
    assert.deepEqual(searchQueryFromForm(form), {
      search: 'Lackierung',
      postTypes: ['post', 'page'],
      perPage: 5,
      titlesOnly: false,
      showImage: true,
    });
    assert.equal(searchQueryFromForm(new URLSearchParams('per_page=-3')).perPage, 100);
    assert.equal(searchQueryFromForm(new URLSearchParams('per_page=5000')).perPage, 100);
    const answer = adminAjax(form, demoDocuments());
    assert.equal(answer.status, 200);
    assert.ok((JSON.parse(answer.body) as unknown[]).length > 0);
    assert.deepEqual(adminAjax(new URLSearchParams('action=heartbeat'), []), {
      status: 400,
      body: '0',
      type: 'text/html; charset=utf-8',
    });
  });

  it('the demo content: "lackier" finds the services page and the paint posts', () => {
    const results = liveSearch(demoDocuments(), query('lackier'));
    assert.ok(results.some((r) => r.post_url === '/leistungen/'));
    assert.ok(results.filter((r) => r.type === 'post').length >= 3);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resultsOf } from '../../elements/live-search/answer.ts';

const result = (index: number) => ({
  post_url: `/beitrag-${index}/`,
  title: `Lack ${index}`,
  image_url: '/bild.png',
  id: index,
  type: 'post',
});

describe('live search: an answer becomes at most per_page results', () => {
  it('keeps the first per_page results of a longer list', () => {
    const answer = Array.from({ length: 500 }, (_, index) => result(index));
    const results = resultsOf(answer, 10);
    assert.equal(results.length, 10);
    assert.deepEqual(
      results.map((found) => found.title),
      Array.from({ length: 10 }, (_, index) => `Lack ${index}`),
    );
  });
  it('counts only usable results: untitled entries do not take a place', () => {
    const answer = [{ title: '' }, null, result(1), { id: 7 }, result(2), result(3)];
    assert.deepEqual(
      resultsOf(answer, 2).map((found) => found.title),
      ['Lack 1', 'Lack 2'],
    );
  });
  it('caps an object of results the same way', () => {
    const answer = { results: Array.from({ length: 50 }, (_, index) => result(index)) };
    assert.equal(resultsOf(answer, 3).length, 3);
  });
  it('a shorter answer is kept whole', () => {
    assert.equal(resultsOf([result(1), result(2)], 100).length, 2);
  });
});

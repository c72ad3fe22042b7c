// The live search's session cache holds what a page script could have written: a planted entry is
// read back through the same checks as a fresh answer (elements/live-search/search-client.ts).
import { expect } from '@open-wc/testing';
import { PER_PAGE, cacheKey, type SearchOptions } from '../../elements/live-search/rules.ts';
import { cachedResults, forgetMemoryCache, search } from '../../elements/live-search/search-client.ts';

const OPTIONS: SearchOptions = {
  perPage: PER_PAGE,
  postTypes: ['post', 'page'],
  showImage: true,
  showType: true,
  titlesOnly: false,
};

describe('live search: the session cache', () => {
  beforeEach(() => {
    sessionStorage.clear();
    forgetMemoryCache();
  });

  it('a planted entry with script URLs and markup titles comes back checked: no javascript: link, titles as text', () => {
    const planted = [
      {
        id: 1,
        title: '<img src=x onerror=alert(1)>',
        post_url: 'javascript:alert(1)',
        image_url: 'javascript:alert(2)',
        type: 'post',
      },
      { id: 2, title: 'Lackierung', post_url: '//hostile.invalid/weg', image_url: '/bild.jpg', type: 'page' },
      { id: 3, title: '', post_url: '/leer/' },
      'kein Ergebnis',
    ];
    sessionStorage.setItem(`ws-live-search:${cacheKey('lack', OPTIONS)}`, JSON.stringify(planted));
    const results = cachedResults(cacheKey('lack', OPTIONS))!;
    expect(results.map((result) => [result.title, result.url, result.image])).to.deep.equal([
      ['<img src=x onerror=alert(1)>', undefined, undefined],
      ['Lackierung', undefined, '/bild.jpg'],
    ]);
  });

  it('garbage in the cache is a miss, and the endpoint is asked', async () => {
    for (const garbage of ['{', '{"a":1}', 'null', '"text"']) {
      forgetMemoryCache();
      sessionStorage.setItem(`ws-live-search:${cacheKey('lack', OPTIONS)}`, garbage);
      expect(cachedResults(cacheKey('lack', OPTIONS)), garbage).to.equal(undefined);
    }
    let asked = 0;
    const fetcher = (async () => {
      asked += 1;
      return new Response(JSON.stringify([{ id: 9, title: 'Frisch', post_url: '/frisch/' }]));
    }) as typeof fetch;
    const results = await search('/search', 'lack', OPTIONS, new AbortController().signal, fetcher);
    expect([asked, results[0]!.url]).to.deep.equal([1, '/frisch/']);
    // What the fresh answer stored reads back the same.
    forgetMemoryCache();
    expect(cachedResults(cacheKey('lack', OPTIONS))).to.deep.equal(results);
  });
});

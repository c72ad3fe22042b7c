import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as rules from '../../elements/lightbox/rules.ts';
import { swipeDirection } from '../../platform/gestures.ts';
import {
  ANIMATION_SPEEDS_MS,
  animationSpeedMs,
  DEEP_LINK_FIRST_NUMBER,
  DEFAULT_PATH,
  DEFAULT_SKIN,
  DEFAULT_VIDEO_HEIGHT_PX,
  DEFAULT_VIDEO_WIDTH_PX,
  deepLinkHash,
  embedUrl,
  IMAGE_EXTENSIONS,
  itemTexts,
  LIGHTBOX_TEXTS,
  lightboxItemKind,
  lightboxPath,
  lightboxSkin,
  lightboxTexts,
  MAX_START_SECONDS,
  nextIndex,
  thumbnailWindow,
  THUMBNAIL_WINDOW,
  OVERLAY_OPACITY,
  overlayOpacity,
  parseDeepLink,
  readLinkId,
  SLIDESHOW_AUTOPLAY_DEFAULT,
  SLIDESHOW_SPEED_MS,
  slideshowNext,
  slideshowSpeedMs,
  startSeconds,
  THUMBNAIL_MAX_HEIGHT_PX,
  THUMBNAIL_MAX_WIDTH_PX,
  THUMBNAILS_MIN_VIEWPORT_PX,
  VIDEO_EXTENSIONS,
  videoReference,
} from '../../elements/lightbox/rules.ts';

const PAGE = 'https://werkstatt.example/galerie/';
const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => warnings.push(message) };
};
const YT = 'dQw4w9WgXcQ';

describe('lightbox items: which links open in the viewer', () => {
  it('knows every file type of section 5', () => {
    assert.deepEqual([...IMAGE_EXTENSIONS].sort(), [
      'bmp',
      'gif',
      'jfif',
      'jpe',
      'jpeg',
      'jpg',
      'png',
      'svg',
      'tif',
      'tiff',
      'webp',
    ]);
    assert.deepEqual([...VIDEO_EXTENSIONS].sort(), ['mp4', 'ogg', 'webm']);
    for (const extension of IMAGE_EXTENSIONS) {
      assert.equal(lightboxItemKind(`/bilder/vorher.${extension}`, PAGE), 'image', extension);
      assert.equal(
        lightboxItemKind(`/bilder/vorher.${extension.toUpperCase()}`, PAGE),
        'image',
        extension.toUpperCase(),
      );
    }
    for (const extension of VIDEO_EXTENSIONS) {
      assert.equal(lightboxItemKind(`https://cdn.example/film.${extension}`, PAGE), 'video', extension);
      assert.equal(lightboxItemKind(`film.${extension.toUpperCase()}`, PAGE), 'video', extension.toUpperCase());
    }
  });

  // A name of 400,000 characters: the old backtracking pattern needed minutes, the one pass milliseconds.
  it('reads very long file names in one pass', { timeout: 10_000 }, () => {
    const long = 'a'.repeat(400_000);
    assert.equal(lightboxItemKind(`/${long}.jpg`, PAGE), 'image');
    assert.equal(lightboxItemKind(`/${long}`, PAGE), undefined);
    assert.equal(lightboxItemKind(`/${long}.jpg.${long}`, PAGE), undefined);
    assert.equal(lightboxItemKind(`/${'.'.repeat(400_000)}jpg`, PAGE), undefined);
  });

  const cases: Array<[string, string | undefined]> = [
    ['bild.jpg', 'image'],
    ['../bild.Jpg', 'image'],
    // Relative means this site: a protocol-relative URL names another host (platform/urls.ts).
    ['//cdn.example/bild.png', undefined],
    ['http://cdn.example/bild.webp', 'image'],
    ['/bild.jpg?w=800&h=600', 'image'],
    ['/bild.jpg#ausschnitt', 'image'],
    ['/bild.jpg?x=1#y', 'image'],
    ['  /bild.jpg\u00a0', 'image'],
    ['/a..jpg', 'image'],
    ['/wp-content/uploads/2024/05/tür-vorher.jpeg', 'image'],
    ['/film.mp4?t=10', 'video'],
    // Lookalikes stay ordinary links.
    ['/bild.jpg.html', undefined],
    ['/bild.jpg/', undefined],
    ['/bild.jpg/index.html', undefined],
    ['/bilder/jpg', undefined],
    ['/bildjpg', undefined],
    ['/.jpg', undefined],
    ['/bild.jpg;jsessionid=1', undefined],
    ['/bild%2Ejpg', undefined],
    ['/bild.jpgx', undefined],
    ['/bild.ogv', undefined],
    ['/bild.php?file=bild.jpg', undefined],
    ['/seite.html#bild.jpg', undefined],
    ['/seite?bild.jpg', undefined],
    ['/kontakt/', undefined],
    ['#bild.jpg', undefined],
    ['', undefined],
    ['   ', undefined],
    // Only http(s) and relative URLs (kit safeUrl).
    ['javascript:alert(1)//x.jpg', undefined],
    ['JaVaScRiPt:alert(1);bild.jpg', undefined],
    ['java\tscript:alert(1)//x.jpg', undefined],
    ['\u0000javascript:alert(1)//x.jpg', undefined],
    ['\ufeffjavascript:alert(1)//x.jpg', undefined],
    ['data:image/png;base64,iVBORw0KGgo=', undefined],
    ['data:text/html,x.jpg', undefined],
    ['vbscript:x.jpg', undefined],
    ['file:///etc/bild.jpg', undefined],
    ['ftp://host/bild.jpg', undefined],
    ['blob:https://werkstatt.example/bild.jpg', undefined],
    ['http://[bad/bild.jpg', undefined],
  ];
  for (const [href, kind] of cases) {
    it(`${JSON.stringify(href)} is ${kind ?? 'an ordinary link'}`, () =>
      assert.equal(lightboxItemKind(href, PAGE), kind));
  }

  it('takes no strings that are not strings, and long or odd names without trouble', () => {
    for (const value of [undefined, null, 42, {}, ['x.jpg'], { toString: () => 'x.jpg' }])
      assert.equal(lightboxItemKind(value, PAGE), undefined);
    assert.equal(lightboxItemKind(`/${'a'.repeat(100_000)}.jpg`, PAGE), 'image');
    assert.equal(lightboxItemKind(`/${'.'.repeat(100_000)}jpg`, PAGE), undefined);
    assert.equal(lightboxItemKind('/__proto__.jpg', PAGE), 'image');
    assert.equal(lightboxItemKind('/constructor', PAGE), undefined);
  });

  it('a broken page URL makes relative links ordinary, absolute ones still count', () => {
    assert.equal(lightboxItemKind('bild.jpg', 'not a url'), undefined);
    assert.equal(lightboxItemKind('https://cdn.example/bild.jpg', 'not a url'), 'image');
  });
});

describe('lightbox items: YouTube and Vimeo', () => {
  const cases: Array<[string, ReturnType<typeof videoReference>]> = [
    [`https://www.youtube.com/watch?v=${YT}`, { service: 'youtube', id: YT }],
    [`https://youtube.com/watch?v=${YT}&list=PL1&feature=share`, { service: 'youtube', id: YT }],
    [`http://m.youtube.com/watch?feature=x&v=${YT}`, { service: 'youtube', id: YT }],
    [`https://WWW.YouTube.COM/watch?v=${YT}`, { service: 'youtube', id: YT }],
    [`https://youtu.be/${YT}`, { service: 'youtube', id: YT }],
    [`https://youtu.be/${YT}?si=abc&t=42`, { service: 'youtube', id: YT, startSeconds: 42 }],
    [`https://www.youtube.com/watch?v=${YT}&t=1m30s`, { service: 'youtube', id: YT, startSeconds: 90 }],
    [`https://www.youtube.com/embed/${YT}?start=5`, { service: 'youtube', id: YT, startSeconds: 5 }],
    [`https://www.youtube.com/shorts/${YT}`, { service: 'youtube', id: YT }],
    [`https://www.youtube-nocookie.com/embed/${YT}`, { service: 'youtube', id: YT }],
    [`https://youtube-nocookie.com/embed/${YT}?autoplay=1&origin=https://evil.example`, { service: 'youtube', id: YT }],
    ['https://vimeo.com/76979871', { service: 'vimeo', id: '76979871' }],
    ['https://www.vimeo.com/76979871#t=1m2s', { service: 'vimeo', id: '76979871', startSeconds: 62 }],
    ['https://player.vimeo.com/video/76979871?h=abc&autoplay=0', { service: 'vimeo', id: '76979871' }],
    // Not videos: bad ids, lookalike hosts, other paths, ports, credentials, schemes.
    [`https://www.youtube.com/watch?v=${YT}x`, undefined],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc', undefined],
    ['https://www.youtube.com/watch?v=dQw4w9WgX%22', undefined],
    ['https://www.youtube.com/watch?v=dQw4w9WgX%3C', undefined],
    [`https://www.youtube.com/watch?v=${YT.slice(0, 10)}%00`, undefined],
    ['https://www.youtube.com/watch?v=', undefined],
    ['https://www.youtube.com/watch', undefined],
    [`https://www.youtube.com/watch/?v=${YT}`, undefined],
    [`https://www.youtube.com/embed/${YT}/../../evil`, undefined],
    [`https://www.youtube.com/embed/${YT}/x`, undefined],
    [`https://www.youtube.com/${YT}`, undefined],
    [`https://youtu.be/${YT}/`, undefined],
    [`https://youtu.be/watch?v=${YT}`, undefined],
    [`https://www.youtube-nocookie.com/watch?v=${YT}`, undefined],
    [`https://youtube.com.evil.example/watch?v=${YT}`, undefined],
    [`https://evil-youtube.com/watch?v=${YT}`, undefined],
    [`https://youtube.com@evil.example/watch?v=${YT}`, undefined],
    [`https://evil.example@youtube.com/watch?v=${YT}`, undefined],
    [`https://www.youtube.com:8443/watch?v=${YT}`, undefined],
    [`https://music.youtube.com/watch?v=${YT}`, undefined],
    [`https://evil.example/watch?v=${YT}&youtube.com`, undefined],
    [`javascript:alert(1)//youtube.com/watch?v=${YT}`, undefined],
    [`data:text/html,https://youtu.be/${YT}`, undefined],
    [`/watch?v=${YT}`, undefined],
    ['https://vimeo.com/0123', undefined],
    ['https://vimeo.com/1234567890123', undefined],
    ['https://vimeo.com/12abc', undefined],
    ['https://vimeo.com/channels/staffpicks', undefined],
    ['https://vimeo.com/76979871/', undefined],
    ['https://player.vimeo.com/76979871', undefined],
    ['https://vimeo.com.evil.example/76979871', undefined],
    ['https://player.vimeo.com/video/-1', undefined],
  ];
  for (const [href, reference] of cases) {
    it(`${href} → ${reference ? `${reference.service} ${reference.id}` : 'no video'}`, () => {
      assert.deepEqual(videoReference(href), reference);
      if (reference) assert.equal(lightboxItemKind(href, PAGE), reference.service);
    });
  }

  it('a video service link wins over an extension; a bad video page is not an image', () => {
    assert.equal(lightboxItemKind('https://vimeo.com/76979871', PAGE), 'vimeo');
    assert.equal(lightboxItemKind(`https://www.youtube.com/watch?v=${YT}&x=.jpg`, PAGE), 'youtube');
    assert.equal(lightboxItemKind('https://vimeo.com/film.mp4', PAGE), 'video');
    assert.equal(lightboxItemKind('https://www.youtube.com/watch?v=bad', PAGE), undefined);
  });

  it('reads start times as the services write them, within 12 hours', () => {
    const cases: Array<[string | null | undefined, number | undefined]> = [
      ['90', 90],
      ['90s', 90],
      ['1m', 60],
      ['1m30s', 90],
      ['1h', 3600],
      ['1h2m3s', 3723],
      ['2h0m0s', 7200],
      ['0', undefined],
      ['0s', undefined],
      ['', undefined],
      [null, undefined],
      [undefined, undefined],
      ['1m30', undefined],
      ['-5', undefined],
      ['5.5', undefined],
      [' 5', undefined],
      ['5 ', undefined],
      ['1e3', undefined],
      ['0x10', undefined],
      ['١٢', undefined],
      ['99999999999', undefined],
      [String(MAX_START_SECONDS), MAX_START_SECONDS],
      [String(MAX_START_SECONDS + 1), undefined],
      ['13h', undefined],
      ['s', undefined],
      ['h', undefined],
      ['__proto__', undefined],
      ['5s;alert(1)', undefined],
    ];
    for (const [raw, seconds] of cases) assert.equal(startSeconds(raw), seconds, JSON.stringify(raw));
  });
});

describe('lightbox player URLs', () => {
  it('YouTube plays through youtube-nocookie with fixed parameters and a validated start', () => {
    assert.equal(
      embedUrl('youtube', `https://www.youtube.com/watch?v=${YT}`),
      `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1&enablejsapi=1&rel=0&playsinline=1`,
    );
    assert.equal(
      embedUrl('youtube', `https://youtu.be/${YT}?t=1m30s`),
      `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1&enablejsapi=1&rel=0&playsinline=1&start=90`,
    );
    assert.equal(
      embedUrl('youtube', `https://youtu.be/${YT}`, { autoplay: false }),
      `https://www.youtube-nocookie.com/embed/${YT}?autoplay=0&enablejsapi=1&rel=0&playsinline=1`,
    );
  });

  it('Vimeo plays with dnt=1', () => {
    assert.equal(
      embedUrl('vimeo', 'https://vimeo.com/76979871'),
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    );
    assert.equal(
      embedUrl('vimeo', 'https://vimeo.com/76979871#t=62s'),
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1#t=62s',
    );
    assert.equal(
      embedUrl('vimeo', 'https://vimeo.com/76979871', { autoplay: false }),
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=0',
    );
  });

  it('takes nothing else from the author URL', () => {
    const hostile = `https://www.youtube.com/watch?v=${YT}&autoplay=0&origin=https://evil.example&list=x%22%3E%3Cscript%3E&t=10%22onload%3D`;
    const url = embedUrl('youtube', hostile)!;
    assert.equal(url, `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1&enablejsapi=1&rel=0&playsinline=1`);
    assert.equal(
      embedUrl('vimeo', 'https://player.vimeo.com/video/76979871?h=abc&dnt=0&autoplay=1#t=evil'),
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    );
  });

  it('is undefined for a kind that does not fit, files, relative and unsafe links', () => {
    assert.equal(embedUrl('vimeo', `https://youtu.be/${YT}`), undefined);
    assert.equal(embedUrl('youtube', 'https://vimeo.com/76979871'), undefined);
    assert.equal(embedUrl('image', 'https://cdn.example/bild.jpg'), undefined);
    assert.equal(embedUrl('video', 'https://cdn.example/film.mp4'), undefined);
    assert.equal(embedUrl('youtube', `/watch?v=${YT}`), undefined);
    assert.equal(embedUrl('youtube', `javascript:alert(1)//www.youtube.com/watch?v=${YT}`), undefined);
    assert.equal(embedUrl('youtube', 'https://www.youtube.com/watch?v=%3Cscript%3E'), undefined);
  });
});

describe('lightbox deep links', () => {
  const counts = new Map([
    ['galerie', 12],
    ['vorher-nachher', 3],
    ['türen', 2],
    ['a/b', 2],
  ]);

  it('writes #{linkId}/{number}, the number as the status shows it (first item 1)', () => {
    assert.equal(DEEP_LINK_FIRST_NUMBER, 1);
    assert.equal(deepLinkHash('galerie', 0), '#galerie/1');
    assert.equal(deepLinkHash('galerie', 2), '#galerie/3');
    assert.equal(deepLinkHash('türen', 1), '#t%C3%BCren/2');
    assert.equal(deepLinkHash('a/b', 0), '#a%2Fb/1');
    assert.equal(
      deepLinkHash('x"><img src=x onerror=alert(1)>', 0),
      '#x%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E/1',
    );
  });

  it('reads back every hash it writes', () => {
    for (const [linkId, count] of counts) {
      for (let index = 0; index < count; index += 1)
        assert.deepEqual(parseDeepLink(deepLinkHash(linkId, index), counts), { linkId, index });
    }
  });

  const cases: Array<[string, { linkId: string; index: number } | undefined]> = [
    ['#galerie/3', { linkId: 'galerie', index: 2 }],
    ['galerie/3', { linkId: 'galerie', index: 2 }],
    ['#galerie/12', { linkId: 'galerie', index: 11 }],
    ['#vorher-nachher/1', { linkId: 'vorher-nachher', index: 0 }],
    ['#a/b/2', { linkId: 'a/b', index: 1 }],
    ['#galerie/13', undefined],
    ['#galerie/0', undefined],
    ['#galerie/-1', undefined],
    ['#galerie/+1', undefined],
    ['#galerie/03', undefined],
    ['#galerie/3.0', undefined],
    ['#galerie/1e1', undefined],
    ['#galerie/0x3', undefined],
    ['#galerie/3 ', undefined],
    ['#galerie/ 3', undefined],
    [' #galerie/3', undefined],
    ['#galerie /3', undefined],
    ['#galerie/3\u00a0', undefined],
    ['#galerie/3\u200b', undefined],
    ['#galerie/３', undefined],
    ['#galerie/٣', undefined],
    ['#galerie/%33', undefined],
    ['#galerie%2F3', undefined],
    ['#galerie%2f3', undefined],
    ['#galerie/3%2F', undefined],
    ['#galerie/3/', undefined],
    ['#galerie/', undefined],
    ['#galerie', undefined],
    ['#/3', undefined],
    ['#/galerie/3', undefined],
    ['#!galerie/3', undefined],
    ['#_galerie/3', undefined],
    ['#Galerie/3', undefined],
    ['#unbekannt/1', undefined],
    ['#__proto__/1', undefined],
    ['#constructor/1', undefined],
    ['#toString/1', undefined],
    ['#hasOwnProperty/1', undefined],
    ['#awb-oc__galerie/1', undefined],
    ['#galerie/99999999999999999999', undefined],
    [`#galerie/${'9'.repeat(10_000)}`, undefined],
    ['#galerie/9007199254740993', undefined],
    ['#%E0%A4%A/1', undefined],
    ['#%/1', undefined],
    [`#${'a'.repeat(100_000)}/1`, undefined],
    ['#galerie/3#galerie/4', undefined],
    ['#x"><img src=x onerror=alert(1)>/1', undefined],
    ['#javascript:alert(1)/1', undefined],
    ['', undefined],
    ['#', undefined],
  ];
  for (const [hash, link] of cases) {
    it(`${JSON.stringify(hash.slice(0, 60))} → ${link ? `${link.linkId} item ${link.index}` : 'nothing'}`, () =>
      assert.deepEqual(parseDeepLink(hash, counts), link));
  }

  it('accepts a hash the browser percent-encoded, and never looks at the prototype', () => {
    assert.deepEqual(parseDeepLink('#t%C3%BCren/2', counts), { linkId: 'türen', index: 1 });
    assert.deepEqual(parseDeepLink('#a%2Fb/1', counts), { linkId: 'a/b', index: 0 });
    const withProto = new Map([['__proto__', 2]]);
    assert.deepEqual(parseDeepLink('#__proto__/2', withProto), { linkId: '__proto__', index: 1 });
    assert.equal(parseDeepLink('#galerie/1', new Map()), undefined);
  });

  it('ignores a gallery whose count is not a whole number', () => {
    const odd = new Map([
      ['leer', 0],
      ['halb', 2.5],
      ['nan', Number.NaN],
      ['unendlich', Infinity],
    ]);
    for (const linkId of odd.keys()) assert.equal(parseDeepLink(`#${linkId}/1`, odd), undefined, linkId);
  });

  it('reads a link id the address bar can carry, and warns about one it cannot', () => {
    const cases: Array<[string | null | undefined, string | undefined, number]> = [
      ['galerie', 'galerie', 0],
      ['vorher-nachher_2024', 'vorher-nachher_2024', 0],
      ['türen', 'türen', 0],
      [undefined, undefined, 0],
      [null, undefined, 0],
      ['', undefined, 0],
      [' galerie', undefined, 1],
      ['gale rie', undefined, 1],
      ['galerie\u00a0', undefined, 1],
      ['gal\u200berie', undefined, 1],
      ['gal\u0000erie', undefined, 1],
      ['gal\u2028erie', undefined, 1],
      ['_galerie', undefined, 1],
      ['!galerie', undefined, 1],
      ['/galerie', undefined, 1],
      ['a'.repeat(65), undefined, 1],
      ['a'.repeat(64), 'a'.repeat(64), 0],
    ];
    for (const [raw, linkId, warningCount] of cases) {
      const { warnings, warn } = collect();
      assert.equal(readLinkId(raw, warn), linkId, JSON.stringify(raw));
      assert.equal(warnings.length, warningCount, JSON.stringify(raw));
    }
    const { warnings, warn } = collect();
    readLinkId('x'.repeat(100_000), warn);
    assert.ok(warnings[0]!.length < 300, 'the warning does not repeat a huge value');
  });
});

describe('lightbox moving between items', () => {
  const cases: Array<[number, number, 'next' | 'previous', boolean, number | undefined]> = [
    [0, 12, 'next', false, 1],
    [10, 12, 'next', false, 11],
    [11, 12, 'next', false, undefined],
    [11, 12, 'next', true, 0],
    [1, 12, 'previous', false, 0],
    [0, 12, 'previous', false, undefined],
    [0, 12, 'previous', true, 11],
    [0, 1, 'next', true, undefined],
    [0, 1, 'previous', true, undefined],
    [0, 2, 'next', true, 1],
    [1, 2, 'next', true, 0],
    [0, 0, 'next', true, undefined],
    [-1, 12, 'next', true, undefined],
    [12, 12, 'previous', true, undefined],
    [1.5, 12, 'next', true, undefined],
    [Number.NaN, 12, 'next', true, undefined],
    [0, Number.NaN, 'next', true, undefined],
    [0, Infinity, 'next', true, undefined],
    [0, 2.5, 'next', true, undefined],
  ];
  for (const [index, count, direction, loop, expected] of cases) {
    it(`${direction} from ${index} of ${count}${loop ? ' (loop)' : ''} → ${expected}`, () =>
      assert.equal(nextIndex(index, count, direction, loop), expected));
  }

  it('stops at the ends unless the gallery loops', () => {
    assert.equal(nextIndex(11, 12, 'next'), undefined);
    assert.equal(nextIndex(0, 12, 'previous'), undefined);
  });

  it('the slideshow moves on and ends at the last item, or starts over when looping', () => {
    assert.equal(slideshowNext(0, 3), 1);
    assert.equal(slideshowNext(2, 3), undefined);
    assert.equal(slideshowNext(2, 3, true), 0);
    assert.equal(slideshowNext(0, 1, true), undefined);
  });
});

describe('lightbox thumbnail strip of a big gallery', () => {
  it('draws every thumbnail of a gallery smaller than the window', () => {
    assert.deepEqual(thumbnailWindow(2, 5), [0, 1, 2, 3, 4]);
  });

  it('draws THUMBNAIL_WINDOW around the current item of 5,000, the current one in the middle', () => {
    const strip = thumbnailWindow(2500, 5000);
    assert.equal(strip.length, THUMBNAIL_WINDOW);
    assert.equal(strip[Math.floor(THUMBNAIL_WINDOW / 2)], 2500);
    assert.deepEqual(
      strip,
      Array.from({ length: THUMBNAIL_WINDOW }, (_, offset) => 2500 - Math.floor(THUMBNAIL_WINDOW / 2) + offset),
    );
  });

  it('keeps the window full at both ends', () => {
    assert.deepEqual(thumbnailWindow(0, 5000, 5), [0, 1, 2, 3, 4]);
    assert.deepEqual(thumbnailWindow(4999, 5000, 5), [4995, 4996, 4997, 4998, 4999]);
    assert.deepEqual(thumbnailWindow(1, 5000, 5), [0, 1, 2, 3, 4]);
  });

  it('reads bad input as nothing or the nearest item', () => {
    assert.deepEqual(thumbnailWindow(0, 0), []);
    assert.deepEqual(thumbnailWindow(0, Number.NaN), []);
    assert.deepEqual(thumbnailWindow(0, -3), []);
    assert.deepEqual(thumbnailWindow(9, 3), [0, 1, 2]);
    assert.deepEqual(thumbnailWindow(Number.NaN, 3, 1), [0]);
    assert.deepEqual(thumbnailWindow(2, 3, 0), [2]);
    assert.equal(
      thumbnailWindow(3, 1e9, 1e9).length,
      THUMBNAIL_WINDOW,
      'never more than the window, whatever is asked',
    );
  });
});

describe('lightbox settings and constants (section 9)', () => {
  it('has the numbers of docs/RULES.md#lightbox', () => {
    assert.equal(SLIDESHOW_SPEED_MS, 5000);
    assert.equal(SLIDESHOW_AUTOPLAY_DEFAULT, false);
    assert.equal(OVERLAY_OPACITY, 0.9);
    assert.equal(THUMBNAIL_MAX_WIDTH_PX, 120);
    assert.equal(THUMBNAIL_MAX_HEIGHT_PX, 80);
    assert.equal(THUMBNAILS_MIN_VIEWPORT_PX, 980);
    assert.equal(DEFAULT_VIDEO_WIDTH_PX, 1280);
    assert.equal(DEFAULT_VIDEO_HEIGHT_PX, 720);
    assert.deepEqual(ANIMATION_SPEEDS_MS, { fast: 100, normal: 400, slow: 800 });
  });

  it('reads the animation speed word, 0 under reduced motion', () => {
    const cases: Array<[unknown, number, number]> = [
      ['fast', 100, 0],
      ['normal', 400, 0],
      ['slow', 800, 0],
      [' SLOW ', 800, 0],
      [undefined, 400, 0],
      [null, 400, 0],
      ['', 400, 0],
      ['faster', 400, 1],
      ['__proto__', 400, 1],
      ['constructor', 400, 1],
      ['100', 400, 1],
      [100, 400, 1],
      ['fast\u0000', 400, 1],
    ];
    for (const [raw, ms, warningCount] of cases) {
      const { warnings, warn } = collect();
      assert.equal(animationSpeedMs(raw, warn), ms, JSON.stringify(raw));
      assert.equal(warnings.length, warningCount, JSON.stringify(raw));
    }
    assert.equal(
      animationSpeedMs('slow', () => undefined, true),
      0,
    );
  });

  it('reads the skin: metro-white by default, metro-black as the dark one', () => {
    const cases: Array<[unknown, string, number]> = [
      [undefined, 'metro-white', 0],
      ['metro-white', 'metro-white', 0],
      ['metro-black', 'metro-black', 0],
      ['Metro-Black ', 'metro-black', 0],
      ['dark', 'metro-black', 0],
      ['light', 'metro-white', 0],
      ['parade', 'metro-white', 1],
      ['__proto__', 'metro-white', 1],
      ['toString', 'metro-white', 1],
      ['hasOwnProperty', 'metro-white', 1],
    ];
    assert.equal(DEFAULT_SKIN, 'metro-white');
    for (const [raw, skin, warningCount] of cases) {
      const { warnings, warn } = collect();
      assert.equal(lightboxSkin(raw, warn), skin, JSON.stringify(raw));
      assert.equal(warnings.length, warningCount, JSON.stringify(raw));
    }
  });

  it('reads the path: horizontal by default, or vertical', () => {
    assert.equal(DEFAULT_PATH, 'horizontal');
    const { warnings, warn } = collect();
    assert.equal(lightboxPath(undefined, warn), 'horizontal');
    assert.equal(lightboxPath('vertical', warn), 'vertical');
    assert.equal(lightboxPath('Horizontal', warn), 'horizontal');
    assert.equal(lightboxPath('diagonal', warn), 'horizontal');
    assert.equal(warnings.length, 1);
  });

  it('reads the overlay opacity from 0 to 1', () => {
    const cases: Array<[number | undefined, number, number]> = [
      [undefined, 0.9, 0],
      [0, 0, 0],
      [0.5, 0.5, 0],
      [1, 1, 0],
      [1.01, 0.9, 1],
      [-0.1, 0.9, 1],
      [90, 0.9, 1],
      [Number.NaN, 0.9, 1],
      [Infinity, 0.9, 1],
    ];
    for (const [raw, opacity, warningCount] of cases) {
      const { warnings, warn } = collect();
      assert.equal(overlayOpacity(raw, warn), opacity, String(raw));
      assert.equal(warnings.length, warningCount, String(raw));
    }
  });

  it('reads the slideshow speed in whole milliseconds, never below a second', () => {
    const cases: Array<[number | undefined, number, number]> = [
      [undefined, 5000, 0],
      [3000, 3000, 0],
      [1000, 1000, 0],
      [999, 1000, 1],
      [1, 1000, 1],
      [0, 5000, 1],
      [-5000, 5000, 1],
      [2500.5, 5000, 1],
      [Number.NaN, 5000, 1],
      // Above 2³¹−1 ms setTimeout would fire at once: capped at an hour (docs/REFERENCE.md "Durations").
      [2 ** 31, 3_600_000, 1],
      [1e300, 3_600_000, 1],
    ];
    for (const [raw, ms, warningCount] of cases) {
      const { warnings, warn } = collect();
      assert.equal(slideshowSpeedMs(raw, warn), ms, String(raw));
      assert.equal(warnings.length, warningCount, String(raw));
    }
  });

  it('takes title and description as plain text: data-title, else alt; data-caption', () => {
    assert.deepEqual(itemTexts('Tür vorher', 'Delle links', 'alt'), {
      title: 'Tür vorher',
      description: 'Delle links',
    });
    assert.deepEqual(itemTexts(null, null, ' Kotflügel '), { title: 'Kotflügel' });
    assert.deepEqual(itemTexts('  ', '\u00a0', ''), {});
    assert.deepEqual(itemTexts(undefined, undefined, undefined), {});
    const hostile = '<img src=x onerror=alert(1)>';
    assert.deepEqual(itemTexts(hostile, hostile, null), { title: hostile, description: hostile });
  });

  it("drops bidirectional overrides, which would turn the viewer's other text around", () => {
    assert.deepEqual(itemTexts('Tür\u202Egnuhcarpsna', 'a\u2066b\u2069', null), {
      title: 'Türgnuhcarpsna',
      description: 'ab',
    });
    assert.deepEqual(itemTexts('\u202E', null, 'Felge'), { title: 'Felge' });
  });
});

describe('lightbox texts', () => {
  it('German by default, with the labels of the issue', () => {
    const texts = lightboxTexts('de');
    assert.equal(texts.gallery, 'Bildergalerie');
    assert.equal(texts.close, 'Schließen (Esc)');
    assert.equal(texts.next, 'Weiter');
    assert.equal(texts.previous, 'Zurück');
    assert.equal(texts.status(2, 12), 'Bild 3 von 12');
    assert.equal(texts.status(0, 1), 'Bild 1 von 1');
    // A video is called a video: in the status, its thumbnail and its share links.
    assert.equal(texts.status(1, 3, 'youtube'), 'Video 2 von 3');
    assert.equal(texts.status(0, 3, 'image'), 'Bild 1 von 3');
    assert.equal(texts.thumbnail(2, 'Lackierkabine', 'video'), 'Video 3: Lackierkabine');
    assert.equal(`${texts.share('image')} | ${texts.share('vimeo')}`, 'Dieses Bild teilen | Dieses Video teilen');
    assert.equal(texts.photoError, 'Beim Laden des Bildes ist ein Fehler aufgetreten.');
    assert.equal(texts.contentError, 'Beim Laden des Inhalts ist ein Fehler aufgetreten.');
  });

  it('English on an English page, with the error texts of section 8 word for word', () => {
    const texts = lightboxTexts('en');
    assert.equal(texts.close, 'Close (Esc)');
    assert.equal(texts.status(2, 12), 'Image 3 of 12');
    assert.equal(`${texts.status(0, 2, 'video')} | ${texts.share('video')}`, 'Video 1 of 2 | Share this video');
    assert.equal(texts.photoError, 'An error occurred when trying to load photo.');
    assert.equal(texts.contentError, 'An error occurred when trying to load contents.');
  });

  it('has every label in both languages, none blank', () => {
    const keys = Object.keys(LIGHTBOX_TEXTS.de).sort();
    assert.deepEqual(Object.keys(LIGHTBOX_TEXTS.en).sort(), keys);
    for (const language of ['de', 'en'] as const) {
      for (const [key, value] of Object.entries(LIGHTBOX_TEXTS[language])) {
        const text = typeof value === 'function' ? value(0, 1) : value;
        assert.ok(typeof text === 'string' && text.trim() !== '', `${language}.${key}`);
      }
    }
    assert.notEqual(LIGHTBOX_TEXTS.de.unsupportedMedia, LIGHTBOX_TEXTS.en.unsupportedMedia);
  });

  it('any other language, or a hostile one, is German', () => {
    for (const language of [undefined, '', 'fr', 'EN', 'en-GB', '__proto__', 'constructor', 'toString']) {
      assert.equal(lightboxTexts(language), LIGHTBOX_TEXTS.de, String(language));
    }
  });
});

describe('lightbox items resolve like the browser', () => {
  it('"http:bild.jpg" is a file of an http page, a host on an https page', () => {
    assert.equal(lightboxItemKind('http:bild.jpg', 'http://werkstatt.example/galerie/'), 'image');
    assert.equal(lightboxItemKind('http:bild.jpg', PAGE), undefined);
    assert.equal(lightboxItemKind(`https:youtu.be/${YT}`, 'http://werkstatt.example/'), 'youtube');
  });
});

describe('lightbox settings, social links, gestures and video types', () => {
  const collect = () => {
    const warnings: string[] = [];
    return { warnings, warn: (message: string) => void warnings.push(message) };
  };
  const attributes = {
    arrows: true,
    showTitle: true,
    showDescription: true,
    skin: 'metro-white',
    animationSpeed: 'normal',
    slideshowSpeed: 5000,
    autoplay: false,
    opacity: 0.9,
    path: 'horizontal',
    loop: false,
  };

  it('the defaults are those of docs/RULES.md#lightbox, with no warning', () => {
    const { warnings, warn } = collect();
    const settings = rules.lightboxSettings(attributes, warn, false);
    assert.deepEqual(settings, {
      gallery: undefined,
      linkId: undefined,
      socialNetworks: [],
      arrows: true,
      showTitle: true,
      showDescription: true,
      skin: 'metro-white',
      animationMs: 400,
      slideshowMs: 5000,
      autoplay: false,
      opacity: 0.9,
      path: 'horizontal',
      loop: false,
    });
    assert.deepEqual(warnings, []);
  });

  it('reduced motion: no animation and no autoplay, whatever the attributes say', () => {
    const settings = rules.lightboxSettings({ ...attributes, autoplay: true, animationSpeed: 'slow' }, () => {}, true);
    assert.equal(settings.animationMs, 0);
    assert.equal(settings.autoplay, false);
    assert.equal(rules.lightboxSettings({ ...attributes, autoplay: true }, () => {}, false).autoplay, true);
  });

  it('bad values warn once each and fall back; a blank gallery is none', () => {
    const { warnings, warn } = collect();
    const settings = rules.lightboxSettings(
      {
        ...attributes,
        gallery: '  ',
        linkId: 'a b',
        skin: 'pink',
        animationSpeed: 'warp',
        slideshowSpeed: 10,
        opacity: 3,
        path: 'diagonal',
      },
      warn,
      false,
    );
    assert.equal(settings.gallery, undefined);
    assert.equal(settings.linkId, undefined);
    assert.equal(settings.skin, 'metro-white');
    assert.equal(settings.animationMs, 400);
    assert.equal(settings.slideshowMs, rules.MIN_SLIDESHOW_SPEED_MS);
    assert.equal(settings.opacity, 0.9);
    assert.equal(settings.path, 'horizontal');
    assert.equal(warnings.length, 6, warnings.join('\n'));
  });

  const socialCases: Array<[string | undefined, string[]]> = [
    [undefined, []],
    ['', ['facebook', 'twitter', 'reddit', 'linkedin', 'whatsapp', 'tumblr', 'pinterest', 'vk', 'mail']],
    ['yes', ['facebook', 'twitter', 'reddit', 'linkedin', 'whatsapp', 'tumblr', 'pinterest', 'vk', 'mail']],
    ['no', []],
    ['OFF', []],
    ['0', []],
    ['mail, facebook', ['mail', 'facebook']],
    ['x,email', ['twitter', 'mail']],
  ];
  for (const [raw, expected] of socialCases) {
    it(`social=${JSON.stringify(raw)} -> ${expected.join(',') || 'none'}`, () =>
      assert.deepEqual(
        rules.socialNetworks(raw, () => {}),
        expected,
      ));
  }

  it('social with an unknown network names the attribute "social" in its warning', () => {
    const { warnings, warn } = collect();
    assert.deepEqual(rules.socialNetworks('facebook,myspace', warn), ['facebook']);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /^attribute "social" names the unknown network "myspace"/);
  });

  const swipes: Array<[number, number, 'horizontal' | 'vertical', string | undefined]> = [
    [-80, 5, 'horizontal', 'next'],
    [80, -5, 'horizontal', 'previous'],
    [-49, 0, 'horizontal', undefined],
    [-60, 70, 'horizontal', undefined],
    [-60, 60, 'horizontal', undefined],
    [0, -90, 'vertical', 'next'],
    [10, 90, 'vertical', 'previous'],
    [-90, 0, 'vertical', undefined],
    [Number.NaN, 0, 'horizontal', undefined],
    [Number.NEGATIVE_INFINITY, 0, 'horizontal', undefined],
  ];
  for (const [dx, dy, path, expected] of swipes) {
    it(`swipe ${dx},${dy} on a ${path} path -> ${expected ?? 'none'}`, () =>
      assert.equal(swipeDirection(dx, dy, path), expected));
  }

  it('a double tap is two taps within 300 ms and 30 px', () => {
    const first = { time: 1000, x: 100, y: 100 };
    assert.equal(rules.isDoubleTap(undefined, first), false);
    assert.equal(rules.isDoubleTap(first, { time: 1300, x: 120, y: 110 }), true);
    assert.equal(rules.isDoubleTap(first, { time: 1301, x: 100, y: 100 }), false);
    assert.equal(rules.isDoubleTap(first, { time: 1100, x: 140, y: 100 }), false);
    assert.equal(rules.isDoubleTap(first, { time: 900, x: 100, y: 100 }), false);
  });

  it('a pinch zooms in past 1.2, out below 0.85, else nothing', () => {
    assert.equal(rules.pinchOutcome(100, 120), 'in');
    assert.equal(rules.pinchOutcome(100, 119), undefined);
    assert.equal(rules.pinchOutcome(100, 85), 'out');
    assert.equal(rules.pinchOutcome(100, 90), undefined);
    assert.equal(rules.pinchOutcome(0, 50), undefined);
    assert.equal(rules.pinchOutcome(100, Number.NaN), undefined);
  });

  it('an image zooms only when shown smaller than it is', () => {
    assert.equal(rules.isZoomable({ width: 4000, height: 3000 }, { width: 1000, height: 750 }), true);
    assert.equal(rules.isZoomable({ width: 800, height: 600 }, { width: 800, height: 600 }), false);
    assert.equal(rules.isZoomable({ width: 800.5, height: 600 }, { width: 800, height: 600 }), false);
    assert.equal(rules.isZoomable({ width: 800, height: 1200 }, { width: 400, height: 600 }), true);
  });

  const types: Array<[string, string | undefined]> = [
    ['/video/werkstatt.webm', 'video/webm'],
    ['/video/WERKSTATT.MP4?v=2', 'video/mp4'],
    ['film.ogg#t=3', 'video/ogg'],
    ['bild.jpg', undefined],
    ['javascript:alert(1)//.mp4', undefined],
  ];
  for (const [href, type] of types) {
    it(`${href} plays as ${type ?? 'nothing'}`, () => assert.equal(rules.videoMimeType(href, PAGE), type));
  }
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_SHARE_NETWORKS,
  MAX_SHARE_DESCRIPTION_LENGTH,
  MAX_SHARE_TITLE_LENGTH,
  MAX_SHARED_URL_LENGTH,
  SHARE_NETWORK_NAMES,
  SHARE_NETWORKS,
  SHARE_TEXTS,
  absoluteShareUrl,
  encodeShareValue,
  fillTemplate,
  networkLabels,
  readNetworks,
  shareData,
  shareLinks,
  shareText,
  shareTexts,
  shareUrl,
  webShareData,
  type ShareNetwork,
} from '../../elements/share/rules.ts';
import { TEXT_PAYLOADS, URL_PAYLOADS } from '../support/hostile-corpus.ts';

const PAGE = 'https://weber-lack.example/blog/kratzer-entfernen/';
const LINK = 'https://weber-lack.example/blog/kratzer-entfernen/';
const IMAGE = 'https://weber-lack.example/bilder/kotfluegel.jpg';
const TITLE = 'Kratzer entfernen: Smart-Repair & Lack';

const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => warnings.push(message) };
};
/** The part of a share URL before its query: the network's own address, which no value may change. */
const addressOf = (href: string) => href.slice(0, href.indexOf('?'));
const queryOf = (href: string) => new URLSearchParams(href.slice(href.indexOf('?') + 1));

describe('share networks: the nine of docs/RULES.md#sharing, each with a share URL and names', () => {
  it('lists the nine networks in their fixed order', () => {
    assert.deepEqual(
      [...SHARE_NETWORK_NAMES],
      ['facebook', 'twitter', 'reddit', 'linkedin', 'whatsapp', 'tumblr', 'pinterest', 'vk', 'mail'],
    );
    assert.deepEqual(Object.keys(SHARE_NETWORKS), [...SHARE_NETWORK_NAMES]);
  });
  it('every template is an https share address of the network (mail: mailto) and carries {URL} in a parameter value', () => {
    const hosts: Record<ShareNetwork, string> = {
      facebook: 'www.facebook.com',
      twitter: 'x.com',
      reddit: 'www.reddit.com',
      linkedin: 'www.linkedin.com',
      whatsapp: 'api.whatsapp.com',
      tumblr: 'www.tumblr.com',
      pinterest: 'www.pinterest.com',
      vk: 'vk.com',
      mail: '',
    };
    for (const network of SHARE_NETWORK_NAMES) {
      const { template } = SHARE_NETWORKS[network];
      assert.match(template, /=[^&]*\{URL\}/, network);
      if (network === 'mail') assert.ok(template.startsWith('mailto:?'), network);
      else assert.equal(new URL(template).host, hosts[network], network);
      if (network !== 'mail') assert.equal(new URL(template).protocol, 'https:', network);
    }
  });
  it('has German and English accessible names that contain the visible label (label in name)', () => {
    assert.equal(SHARE_NETWORKS.facebook.name.de, 'Auf Facebook teilen');
    assert.equal(SHARE_NETWORKS.facebook.name.en, 'Share on Facebook');
    assert.equal(SHARE_NETWORKS.mail.name.de, 'Per E-Mail teilen');
    assert.equal(SHARE_NETWORKS.twitter.label.de, 'X');
    for (const network of SHARE_NETWORK_NAMES) {
      for (const language of ['de', 'en'] as const) {
        const { name, label } = networkLabels(network, language);
        assert.ok(label.length > 0 && name.length > label.length, `${network} ${language}`);
        assert.ok(
          name.toLowerCase().includes(label.toLowerCase()),
          `${network} ${language}: "${name}" contains "${label}"`,
        );
      }
    }
    const germanNames = SHARE_NETWORK_NAMES.map((network) => SHARE_NETWORKS[network].name.de);
    assert.equal(new Set(germanNames).size, 9, 'no two links share a name');
  });
  it('the table cannot be changed at run time', () => {
    assert.throws(() => {
      (SHARE_NETWORKS as Record<string, unknown>).facebook = { template: 'javascript:alert(1)' };
    });
  });
});

describe("readNetworks: the author's choice, in order", () => {
  const table: Array<[string, string | readonly string[] | null | undefined, ShareNetwork[]]> = [
    ["comma separated, in the author's order", 'mail,facebook,vk', ['mail', 'facebook', 'vk']],
    ['space separated', 'whatsapp twitter', ['whatsapp', 'twitter']],
    [
      'commas, spaces, tabs and newlines mixed',
      ' reddit ,\tlinkedin\n,, pinterest ',
      ['reddit', 'linkedin', 'pinterest'],
    ],
    [
      'Unicode whitespace separates too',
      'facebook\u00a0vk\u2028mail\ufefftumblr',
      ['facebook', 'vk', 'mail', 'tumblr'],
    ],
    ['any case', 'FaceBook,TWITTER', ['facebook', 'twitter']],
    ['duplicates once, the first place kept', 'vk,facebook,VK,facebook', ['vk', 'facebook']],
    ['x and email are the names of today', 'x,email,E-Mail', ['twitter', 'mail']],
    ['an alias and its name count once', 'twitter,x', ['twitter']],
    ["the kit's list (an array split at commas)", ['facebook', 'mail twitter'], ['facebook', 'mail', 'twitter']],
  ];
  for (const [what, value, expected] of table) {
    it(what, () => assert.deepEqual(readNetworks(value, assert.fail), expected));
  }
  it('absent, empty or only separators: all nine in their fixed order, silently', () => {
    for (const value of [undefined, null, '', '   ', ' , ,', [], ['']]) {
      assert.deepEqual(readNetworks(value, assert.fail), [...DEFAULT_SHARE_NETWORKS]);
    }
    assert.deepEqual(DEFAULT_SHARE_NETWORKS, SHARE_NETWORK_NAMES);
  });
  it('skips unknown names with one warning each', () => {
    const { warnings, warn } = collect();
    assert.deepEqual(readNetworks('facebook,myspace,MySpace,mail,myspace,google-plus', warn), ['facebook', 'mail']);
    assert.equal(warnings.length, 2);
    assert.match(warnings[0]!, /"myspace"/);
    assert.match(warnings[1]!, /"google-plus"/);
  });
  it('prototype names and lookalikes are unknown, not networks', () => {
    const hostile = [
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'faceb\u043eok',
      '\uff46\uff41\uff43\uff45\uff42\uff4f\uff4f\uff4b',
      'face\u200bbook',
      'mail\u0000',
      'vk.com',
      'facebook.com',
    ];
    for (const name of hostile) {
      const { warnings, warn } = collect();
      assert.deepEqual(readNetworks(`${name},mail`, warn), ['mail'], JSON.stringify(name));
      assert.equal(warnings.length, 1, JSON.stringify(name));
    }
  });
  it('only unknown names: all nine, with a warning that says so', () => {
    const { warnings, warn } = collect();
    assert.deepEqual(readNetworks('myspace', warn), [...DEFAULT_SHARE_NETWORKS]);
    assert.equal(warnings.length, 2);
    assert.match(warnings[1]!, /no known network/);
  });
  it('a very long unknown name is quoted cut short', () => {
    const { warnings, warn } = collect();
    readNetworks(`${'a'.repeat(100_000)},mail`, warn);
    assert.ok(warnings[0]!.length < 300);
  });
});

describe('shareText: plain, clean, capped text', () => {
  const table: Array<[string, unknown, string]> = [
    ['trims and collapses whitespace', '  Lack \n\n und\tDelle  ', 'Lack und Delle'],
    ['Unicode whitespace', '\u00a0\u2028Lack\u3000Delle\ufeff', 'Lack Delle'],
    ['control characters become spaces', 'Lack\u0000\u0007und\u009fDelle', 'Lack und Delle'],
    ['bidirectional overrides go', 'Rechnung\u202egpj.exe\u2066', 'Rechnunggpj.exe'],
    ['a lone surrogate becomes U+FFFD', 'a\ud800b\udc00', 'a\ufffdb\ufffd'],
    ['markup stays text', '<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['not a string', 42, ''],
    ['only whitespace', ' \u00a0 ', ''],
  ];
  for (const [what, value, expected] of table) {
    it(what, () => assert.equal(shareText(value, 200), expected));
  }
  it('cuts at the cap with an ellipsis, never inside a surrogate pair', () => {
    const cut = shareText('🚗'.repeat(500), MAX_SHARE_TITLE_LENGTH);
    assert.equal(Array.from(cut).length, MAX_SHARE_TITLE_LENGTH);
    assert.ok(cut.endsWith('🚗…'));
    assert.doesNotThrow(() => encodeURIComponent(cut));
    assert.equal(
      shareText('x'.repeat(MAX_SHARE_TITLE_LENGTH), MAX_SHARE_TITLE_LENGTH),
      'x'.repeat(MAX_SHARE_TITLE_LENGTH),
    );
  });
  it('a megabyte of text comes back capped', () => {
    assert.equal(
      Array.from(shareText('Lack '.repeat(200_000), MAX_SHARE_DESCRIPTION_LENGTH)).length,
      MAX_SHARE_DESCRIPTION_LENGTH,
    );
  });
});

describe("absoluteShareUrl: the kit's URL check, then absolute http(s)", () => {
  it('resolves relative URLs against the page', () => {
    assert.equal(absoluteShareUrl('/bilder/a.jpg', PAGE), 'https://weber-lack.example/bilder/a.jpg');
    assert.equal(absoluteShareUrl('../', PAGE), 'https://weber-lack.example/blog/');
    // A protocol-relative URL is not relative to the page: it names another host (platform/urls.ts).
    assert.equal(absoluteShareUrl('//cdn.example/a.jpg', PAGE), undefined);
    assert.equal(absoluteShareUrl(' https://weber-lack.example/x ', undefined), 'https://weber-lack.example/x');
  });
  it('refuses what cannot be an absolute http(s) URL', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.example',
      'ftp://x.example/',
      'blob:https://x/1',
      'http://',
      '',
      undefined,
      42,
    ]) {
      assert.equal(absoluteShareUrl(value, PAGE), undefined, String(value));
    }
    assert.equal(absoluteShareUrl('/relativ/', undefined), undefined, 'relative without a page');
    assert.equal(absoluteShareUrl('/relativ/', 'about:blank'), undefined, 'a page that is no base');
  });
  it('refuses a URL longer than the cap instead of cutting it', () => {
    const long = `${LINK}?q=${'a'.repeat(MAX_SHARED_URL_LENGTH)}`;
    assert.equal(absoluteShareUrl(long, PAGE), undefined);
    assert.equal(
      absoluteShareUrl(`/${'a'.repeat(MAX_SHARED_URL_LENGTH - 5)}`, PAGE),
      undefined,
      'too long once resolved',
    );
  });
  it('refuses every URL payload of the hostile corpus that is not a plain relative path', () => {
    for (const { id, value } of URL_PAYLOADS) {
      const result = absoluteShareUrl(value, PAGE);
      if (result !== undefined)
        assert.ok(result.startsWith('https://weber-lack.example/'), `${id} stays a path of the page's site: ${result}`);
    }
  });
});

describe('fillTemplate: values only ever fill parameter values', () => {
  it('encodes what encodeURIComponent leaves, quotes and brackets included', () => {
    assert.equal(encodeShareValue("Weber's (neue) Lackierung!*"), 'Weber%27s%20%28neue%29%20Lackierung%21%2A');
    assert.equal(decodeURIComponent(encodeShareValue("a'b(c)d!e*f~g")), "a'b(c)d!e*f~g");
  });
  const values = { URL: 'https://a.example/?x=1&y=2#h', TITLE: 'A & B = C?', DESCRIPTION: '', IMAGE: '' };
  it('encodes every value with encodeURIComponent', () => {
    assert.equal(
      fillTemplate('https://n.example/s?u={URL}&t={TITLE}', values),
      `https://n.example/s?u=${encodeURIComponent(values.URL)}&t=A%20%26%20B%20%3D%20C%3F`,
    );
  });
  it('drops a parameter left empty, and the space beside an empty value', () => {
    assert.equal(
      fillTemplate('https://n.example/s?u={URL}&m={IMAGE}&d={DESCRIPTION}', values),
      `https://n.example/s?u=${encodeURIComponent(values.URL)}`,
    );
    assert.equal(
      fillTemplate('https://n.example/s?text={DESCRIPTION}%20{URL}', values),
      `https://n.example/s?text=${encodeURIComponent(values.URL)}`,
    );
  });
});

describe("shareUrl: one network's link", () => {
  const content = { url: LINK, title: TITLE, description: 'Wie Smart-Repair kleine Kratzer beseitigt.', image: IMAGE };
  const expected: Record<ShareNetwork, string> = {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(LINK)}`,
    twitter: `https://x.com/intent/post?url=${encodeURIComponent(LINK)}&text=${encodeURIComponent(TITLE)}`,
    reddit: `https://www.reddit.com/submit?url=${encodeURIComponent(LINK)}&title=${encodeURIComponent(TITLE)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(LINK)}`,
    whatsapp: `https://api.whatsapp.com/send?text=${encodeURIComponent(TITLE)}%20${encodeURIComponent(LINK)}`,
    tumblr: `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${encodeURIComponent(LINK)}&title=${encodeURIComponent(TITLE)}&caption=${encodeURIComponent(content.description)}`,
    pinterest: `https://www.pinterest.com/pin/create/button/?url=${encodeURIComponent(LINK)}&media=${encodeURIComponent(IMAGE)}&description=${encodeURIComponent(TITLE)}`,
    vk: `https://vk.com/share.php?url=${encodeURIComponent(LINK)}&title=${encodeURIComponent(TITLE)}`,
    mail: `mailto:?subject=${encodeURIComponent(TITLE)}&body=${encodeURIComponent(LINK)}`,
  };
  for (const network of SHARE_NETWORK_NAMES) {
    it(`${network}: the documented share URL with encoded values`, () => {
      assert.equal(shareUrl(network, content), expected[network]);
      const query = queryOf(shareUrl(network, content)!);
      for (const value of query.values())
        assert.ok([LINK, TITLE, IMAGE, content.description, `${TITLE} ${LINK}`].includes(value), value);
    });
  }
  it('mail encodes spaces as %20, never "+"', () => {
    assert.ok(shareUrl('mail', { url: LINK, title: 'Lack und Delle' })!.includes('subject=Lack%20und%20Delle'));
  });
  it('without a title, X, Reddit and VK leave the parameter out and WhatsApp sends only the link', () => {
    assert.equal(shareUrl('twitter', { url: LINK }), `https://x.com/intent/post?url=${encodeURIComponent(LINK)}`);
    assert.equal(
      shareUrl('whatsapp', { url: LINK, title: '  ' }),
      `https://api.whatsapp.com/send?text=${encodeURIComponent(LINK)}`,
    );
  });
  it('resolves a relative url against the page', () => {
    assert.equal(
      shareUrl('facebook', { url: '/galerie/' }, PAGE),
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://weber-lack.example/galerie/')}`,
    );
    assert.equal(shareUrl('facebook', { url: '/galerie/' }), undefined, 'no page, no absolute link');
  });
  it('builds no link for an unknown network, prototype names included', () => {
    for (const network of ['myspace', '__proto__', 'constructor', 'Facebook', 'x', '']) {
      assert.equal(shareUrl(network, content), undefined, network);
    }
  });
  it('builds no link without a url, or with one that is not http(s): every URL payload of the hostile corpus', () => {
    for (const network of SHARE_NETWORK_NAMES) {
      assert.equal(shareUrl(network, { url: undefined, title: TITLE }), undefined);
      for (const bad of [
        'javascript:alert(1)',
        ' \u00a0JaVaScRiPt:alert(1)',
        'java\tscript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'vbscript:x',
        'file:///etc/passwd',
      ]) {
        assert.equal(
          shareUrl(network, { url: bad, title: TITLE }, PAGE),
          undefined,
          `${network} ${JSON.stringify(bad)}`,
        );
      }
    }
    for (const { id, value } of URL_PAYLOADS) {
      const href = shareUrl('facebook', { url: value }, PAGE);
      if (href === undefined) continue;
      // What the kit lets through as relative resolves to a harmless path of the page's own site.
      assert.ok(queryOf(href).get('u')!.startsWith('https://weber-lack.example/'), id);
    }
  });
  it('pinterest: a refused image builds no link; other networks ignore the image', () => {
    assert.equal(shareUrl('pinterest', { url: LINK, image: 'javascript:alert(1)' }), undefined);
    assert.equal(shareUrl('pinterest', { url: LINK, image: 'data:image/png;base64,AAAA' }), undefined);
    assert.equal(shareUrl('facebook', { url: LINK, image: 'javascript:alert(1)' }), expected.facebook);
    assert.equal(
      shareUrl('pinterest', { url: LINK }),
      `https://www.pinterest.com/pin/create/button/?url=${encodeURIComponent(LINK)}`,
    );
  });
  it("a hostile title or description is only ever encoded text: the address stays the network's and every value reads back as the cleaned text", () => {
    for (const { id, value } of TEXT_PAYLOADS) {
      for (const network of SHARE_NETWORK_NAMES) {
        const href = shareUrl(network, { url: LINK, title: value, description: value, image: IMAGE });
        assert.ok(href !== undefined, `${network} ${id}`);
        assert.equal(addressOf(href), addressOf(SHARE_NETWORKS[network].template), `${network} ${id}`);
        assert.doesNotMatch(href, /[\s"'<>()!*`\\]/, `${network} ${id}: nothing unencoded`);
        const query = queryOf(href);
        const cleaned = shareText(value, MAX_SHARE_TITLE_LENGTH);
        if (network === 'twitter') assert.equal(query.get('text'), cleaned, id);
        if (network === 'reddit' || network === 'vk') assert.equal(query.get('title'), cleaned, id);
        assert.equal(
          query.get('url') ?? query.get('u') ?? query.get('canonicalUrl') ?? query.get('body') ?? LINK,
          LINK,
          `${network} ${id}: the link is untouched`,
        );
      }
    }
  });
  it('a title with "&", "=", "#" and a url of its own cannot add or replace a parameter', () => {
    const title = 'x&url=https://hostile.invalid/&u=javascript:alert(1)#frag';
    for (const network of SHARE_NETWORK_NAMES) {
      const query = queryOf(shareUrl(network, { url: LINK, title })!);
      for (const key of ['url', 'u', 'canonicalUrl'])
        assert.ok([null, LINK].includes(query.get(key)), `${network} ${key}`);
      assert.equal(
        query.getAll('url').length + query.getAll('u').length + query.getAll('canonicalUrl').length <= 1,
        true,
        network,
      );
    }
  });
  it('a megabyte title is capped, a lone surrogate does not throw', () => {
    const href = shareUrl('twitter', { url: LINK, title: `\ud800${'T'.repeat(1_000_000)}` })!;
    assert.equal(Array.from(queryOf(href).get('text')!).length, MAX_SHARE_TITLE_LENGTH);
    assert.ok(queryOf(href).get('text')!.startsWith('\ufffd'));
  });
});

describe("shareData: data attributes first, then the page's own", () => {
  const page = {
    url: `${PAGE}#ws-offcanvas__angebot`,
    title: 'Kratzer entfernen – Karosserie Weber',
    description: 'Smart-Repair für kleine Kratzer.',
    canonical: '/blog/kratzer-entfernen/',
    image: '/bilder/og-kratzer.jpg',
  };
  it('takes the data attributes when given', () => {
    const data = shareData(
      { title: ' Vorher / Nachher ', description: 'Ein Kotflügel.', link: '/galerie/#galerie/3', image: IMAGE },
      page,
      assert.fail,
    );
    assert.deepEqual(data, {
      title: 'Vorher / Nachher',
      description: 'Ein Kotflügel.',
      link: 'https://weber-lack.example/galerie/#galerie/3',
      image: IMAGE,
    });
  });
  it("falls back to the page's title, description meta, canonical URL and og:image", () => {
    for (const attributes of [
      {},
      { title: null, description: null, link: null, image: null },
      { title: ' ', description: '\u00a0', link: '', image: '  ' },
    ]) {
      assert.deepEqual(shareData(attributes, page, assert.fail), {
        title: 'Kratzer entfernen – Karosserie Weber',
        description: 'Smart-Repair für kleine Kratzer.',
        link: 'https://weber-lack.example/blog/kratzer-entfernen/',
        image: 'https://weber-lack.example/bilder/og-kratzer.jpg',
      });
    }
  });
  it("without a canonical URL the page's address is shared without its hash", () => {
    assert.equal(shareData({}, { url: `${PAGE}?seite=2#ws-offcanvas__angebot` }).link, `${PAGE}?seite=2`);
    assert.equal(
      shareData({}, { url: PAGE, canonical: 'javascript:alert(1)' }).link,
      PAGE,
      'a hostile canonical is passed over',
    );
  });
  it('without anything the texts are empty and the image absent', () => {
    assert.deepEqual(shareData({}, { url: PAGE }), { title: '', description: '', link: PAGE, image: undefined });
    assert.equal(
      shareData({}, { url: 'about:blank' }).link,
      undefined,
      'a page that is no http(s) address has nothing to share',
    );
  });
  it("a refused data-link or data-image warns and falls back to the page's own", () => {
    for (const { id, value } of [
      ...URL_PAYLOADS,
      { id: 'long', value: `https://x.example/${'a'.repeat(MAX_SHARED_URL_LENGTH)}` },
    ]) {
      const { warnings, warn } = collect();
      const data = shareData({ link: value, image: value }, page, warn);
      if (absoluteShareUrl(value, page.url) !== undefined) {
        assert.ok(data.link!.startsWith('https://weber-lack.example/'), id);
        continue;
      }
      assert.equal(data.link, 'https://weber-lack.example/blog/kratzer-entfernen/', id);
      assert.equal(data.image, 'https://weber-lack.example/bilder/og-kratzer.jpg', id);
      assert.equal(warnings.length, 2, id);
      assert.ok(
        warnings.every((warning) => warning.length < 300),
        id,
      );
    }
  });
  it('hostile titles and descriptions stay text; very long ones are capped', () => {
    for (const { id, value } of TEXT_PAYLOADS) {
      const data = shareData({ title: value, description: value }, page);
      assert.equal(data.title, shareText(value, MAX_SHARE_TITLE_LENGTH), id);
    }
    const data = shareData({ title: 'T'.repeat(10_000), description: 'D'.repeat(10_000) }, page);
    assert.equal(data.title.length, MAX_SHARE_TITLE_LENGTH);
    assert.equal(data.description.length, MAX_SHARE_DESCRIPTION_LENGTH);
    assert.ok(data.title.endsWith('…'));
  });
  it('shareLinks: one link per chosen network in order, none without a safe link', () => {
    const data = shareData({}, page);
    assert.deepEqual(
      shareLinks(['mail', 'facebook'], data).map(({ network }) => network),
      ['mail', 'facebook'],
    );
    assert.deepEqual(shareLinks(SHARE_NETWORK_NAMES, { ...data, link: undefined }), []);
    assert.deepEqual(
      shareLinks(['pinterest', 'vk'], { ...data, image: 'javascript:alert(1)' }).map(({ network }) => network),
      ['vk'],
    );
  });
});

describe('webShareData: what the system sheet gets', () => {
  it('title, the description as text, and the link', () => {
    assert.deepEqual(webShareData({ title: TITLE, description: 'Ein Kotflügel.', link: LINK, image: IMAGE }), {
      title: TITLE,
      text: 'Ein Kotflügel.',
      url: LINK,
    });
  });
  it('leaves empty fields out', () => {
    assert.deepEqual(webShareData({ title: '', description: ' ', link: LINK, image: undefined }), { url: LINK });
  });
  it('nothing to share without a safe absolute link', () => {
    for (const link of [undefined, 'javascript:alert(1)', 'data:text/html,x', '/relativ/']) {
      assert.equal(webShareData({ title: TITLE, description: '', link, image: undefined }), undefined, String(link));
    }
  });
  it('cleans and caps texts handed in directly', () => {
    const shared = webShareData({
      title: `a\u202e${'b'.repeat(1000)}`,
      description: 'x\u0000y',
      link: LINK,
      image: undefined,
    })!;
    assert.equal(Array.from(shared.title!).length, MAX_SHARE_TITLE_LENGTH);
    assert.equal(shared.text, 'x y');
  });
});

describe('share texts', () => {
  it('German "Teilen" for the system sheet, English on an English page', () => {
    assert.equal(shareTexts('de').systemShare, 'Teilen');
    assert.equal(shareTexts('en').systemShare, 'Share');
  });
  it('every text exists in both languages, and the box is not named like the button', () => {
    for (const texts of Object.values(SHARE_TEXTS)) {
      for (const text of Object.values(texts)) assert.ok(typeof text === 'string' && text.length > 0);
      assert.notEqual(texts.box, texts.systemShare);
    }
    assert.deepEqual(Object.keys(SHARE_TEXTS.de), Object.keys(SHARE_TEXTS.en));
  });
});

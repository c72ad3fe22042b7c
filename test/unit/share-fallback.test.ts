import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeHtml } from '../../platform/text.ts';
import { SHARE_FALLBACK_CLASSES, shareElementHtml, shareFallbackHtml } from '../../elements/share/fallback.ts';
import { SHARE_NETWORK_NAMES, SHARE_NETWORKS, shareData, shareLinks } from '../../elements/share/rules.ts';
import { HOSTILE_CORPUS, TEXT_PAYLOADS, URL_PAYLOADS } from '../support/hostile-corpus.ts';

const PAGE = {
  url: 'https://weber-lack.example/blog/kratzer-entfernen/#kommentare',
  title: 'Kratzer entfernen – Karosserie Weber',
};
const LINK = 'https://weber-lack.example/blog/kratzer-entfernen/';

/** The only tags and attributes the fallback may contain. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  'ws-share': ['networks', 'data-title', 'data-description', 'data-link', 'data-image'],
  span: ['class', 'id', 'hidden'],
  ul: ['class', 'aria-label'],
  li: [],
  a: ['class', 'href', 'target', 'rel', 'aria-label', 'aria-describedby', 'data-network'],
};
const TAG = /<(\/?)([a-z][a-z-]*)((?:\s+[a-z-]+(?:="[^"<>]*")?)*)>/gy;
const ATTRIBUTE = /\s+([a-z-]+)(?:="([^"<>]*)")?/g;

interface Token {
  kind: 'open' | 'close' | 'text';
  name?: string;
  attributes?: Map<string, string>;
  text?: string;
}
const unescape = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_m, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity]!,
  );

/**
 * A strict reading of the markup: every "<" must start an allowed tag with allowed, double-quoted
 * attributes, text holds no "<" or ">", and every "&" starts one of the five escapes. Anything
 * else (a tag or attribute smuggled in by a value) fails here.
 */
function tokens(html: string): Token[] {
  const result: Token[] = [];
  let position = 0;
  while (position < html.length) {
    TAG.lastIndex = position;
    const tag = TAG.exec(html);
    if (tag !== null) {
      const [whole, slash, name, attributeText] = tag;
      assert.ok(name! in ALLOWED, `unexpected tag <${name}>`);
      const attributes = new Map<string, string>();
      for (const [, attribute, value] of attributeText!.matchAll(ATTRIBUTE)) {
        assert.ok(ALLOWED[name!]!.includes(attribute!), `unexpected attribute ${attribute} on <${name}>`);
        assert.ok(!attributes.has(attribute!), `attribute ${attribute} twice`);
        assert.doesNotMatch(value ?? '', /&(?!(amp|lt|gt|quot|#39);)/, 'a bare "&" in an attribute');
        attributes.set(attribute!, unescape(value ?? ''));
      }
      result.push({ kind: slash ? 'close' : 'open', name: name!, attributes });
      position += whole.length;
      continue;
    }
    const next = html.indexOf('<', position);
    const text = html.slice(position, next === -1 ? html.length : next);
    assert.ok(
      text.length > 0,
      `a "<" that starts no allowed tag at ${position}: ${html.slice(position, position + 60)}`,
    );
    assert.doesNotMatch(text, />/, 'a ">" in text');
    assert.doesNotMatch(text, /&(?!(amp|lt|gt|quot|#39);)/, 'a bare "&" in text');
    result.push({ kind: 'text', text: unescape(text) });
    position += text.length;
  }
  return result;
}
/** A share template's address up to and including its "?": no value may change it. */
const addressOf = (template: string) => template.slice(0, template.indexOf('?') + 1);
const linksOf = (html: string) =>
  tokens(html)
    .filter((token) => token.kind === 'open' && token.name === 'a')
    .map((token) => token.attributes!);

describe('shareFallbackHtml: the no-JS inside of a <ws-share>', () => {
  it("a label, a named list of links in the author's order, and the new-window hint", () => {
    const html = shareFallbackHtml({ networks: 'mail, facebook,x' }, PAGE, 'de', { id: 'post-1' });
    assert.equal(
      html,
      '<span class="ws-share__label">Teilen</span>' +
        '<ul class="ws-share__list" aria-label="Inhalt teilen">' +
        `<li><a class="ws-share__link" href="mailto:?subject=Kratzer%20entfernen%20%E2%80%93%20Karosserie%20Weber&amp;body=${encodeURIComponent(LINK)}" rel="noopener noreferrer" aria-label="Per E-Mail teilen" data-network="mail">E-Mail</a></li>` +
        `<li><a class="ws-share__link" href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(LINK)}" target="_blank" rel="noopener noreferrer" aria-label="Auf Facebook teilen" aria-describedby="post-1-hint" data-network="facebook">Facebook</a></li>` +
        `<li><a class="ws-share__link" href="https://x.com/intent/post?url=${encodeURIComponent(LINK)}&amp;text=Kratzer%20entfernen%20%E2%80%93%20Karosserie%20Weber" target="_blank" rel="noopener noreferrer" aria-label="Auf X teilen" aria-describedby="post-1-hint" data-network="twitter">X</a></li>` +
        '</ul>' +
        '<span class="ws-share__hint" id="post-1-hint" hidden>öffnet in einem neuen Fenster</span>',
    );
  });
  it("every link is the rules' share link (one way to build a link), with target, rel and a name", () => {
    const box = {
      title: 'Vorher & nachher: "Kotflügel" <neu> #3 – Ölwechsel 🚗',
      link: '/galerie/#galerie/3',
      image: '/bilder/a.jpg',
    };
    const expected = shareLinks([...SHARE_NETWORK_NAMES], shareData(box, PAGE));
    const links = linksOf(shareFallbackHtml(box, PAGE, 'de'));
    assert.deepEqual(
      links.map((link) => link.get('href')),
      expected.map((link) => link.href),
    );
    assert.deepEqual(
      links.map((link) => link.get('data-network')),
      [...SHARE_NETWORK_NAMES],
    );
    for (const link of links) {
      assert.equal(link.get('target'), link.get('data-network') === 'mail' ? undefined : '_blank');
      assert.equal(link.get('rel'), 'noopener noreferrer');
      assert.match(link.get('aria-label')!, /teilen$/);
    }
  });
  it('the visible label is part of the accessible name, in German and in English', () => {
    for (const language of ['de', 'en'] as const) {
      const all = tokens(shareFallbackHtml({}, PAGE, language));
      all.forEach((token, index) => {
        if (token.kind !== 'open' || token.name !== 'a') return;
        const label = all[index + 1]!.text!;
        // Label in name (WCAG 2.5.3) compares words, not case: "Email" is in "Share by email".
        assert.ok(
          token.attributes!.get('aria-label')!.toLowerCase().includes(label.toLowerCase()),
          `${language}: "${label}" in "${token.attributes!.get('aria-label')}"`,
        );
      });
    }
    assert.match(
      shareFallbackHtml({ networks: 'facebook' }, PAGE, 'en'),
      />Share<\/span>.*aria-label="Share this content".*aria-label="Share on Facebook".*>opens in a new window</,
    );
  });
  it('without a link to share there are no links, and unknown networks warn', () => {
    const warnings: string[] = [];
    const html = shareFallbackHtml({ networks: 'myspace,mail' }, { url: 'about:blank' }, 'de', {
      warn: (message) => warnings.push(message),
    });
    assert.equal(linksOf(html).length, 0);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /myspace/);
  });
  it('a hostile id prefix is replaced by the derived one; equal boxes get equal ids, different boxes different ones', () => {
    const hostileId = shareFallbackHtml({}, PAGE, 'de', { id: '"><script>alert(1)</script>' });
    assert.doesNotMatch(hostileId, /alert|<script/);
    assert.match(hostileId, /id="ws-share-[a-z0-9]+-hint"/);
    assert.equal(shareFallbackHtml({}, PAGE, 'de'), shareFallbackHtml({}, PAGE, 'de'));
    assert.notEqual(shareFallbackHtml({ link: '/a/' }, PAGE, 'de'), shareFallbackHtml({ link: '/b/' }, PAGE, 'de'));
  });
  it('hostile strings in every field and in networks make no markup and no javascript:/data: link', () => {
    for (const { id, value } of HOSTILE_CORPUS) {
      for (const field of ['title', 'description', 'link', 'image', 'networks'] as const) {
        const html = shareElementHtml(
          { networks: 'facebook,pinterest,mail', [field]: value },
          { ...PAGE, title: value, description: value, canonical: value, image: value },
          'de',
        );
        const all = tokens(html);
        for (const link of linksOf(html)) {
          const href = link.get('href')!;
          // An unknown networks value shows all nine: each link is one of their share addresses.
          assert.ok(
            SHARE_NETWORK_NAMES.some((network) => href.startsWith(addressOf(SHARE_NETWORKS[network].template))),
            `${id} in ${field}: ${href}`,
          );
          assert.doesNotMatch(href, /["'<>\s]/, `${id} in ${field}: nothing unencoded`);
        }
        // The element tag carries the value, escaped, and nothing else came of it.
        assert.equal(
          all.filter((token) => token.kind === 'open' && token.name === 'ws-share').length,
          1,
          `${id} in ${field}`,
        );
      }
    }
  });
  it("a hostile link or image is refused: the page's own is shared instead", () => {
    for (const { id, value } of URL_PAYLOADS) {
      for (const link of linksOf(
        shareFallbackHtml({ link: value, image: value, networks: 'facebook,pinterest' }, PAGE, 'de'),
      )) {
        const shared = new URL(link.get('href')!).searchParams;
        assert.ok((shared.get('u') ?? shared.get('url'))!.startsWith('https://weber-lack.example/'), id);
        const media = shared.get('media');
        assert.ok(media === null || media.startsWith('https://weber-lack.example/'), id);
      }
    }
  });
  it('hostile titles come back as the exact text inside each share URL', () => {
    for (const { id, value } of TEXT_PAYLOADS) {
      const [link] = linksOf(shareFallbackHtml({ networks: 'twitter', title: value }, PAGE, 'de'));
      assert.equal(
        new URL(link!.get('href')!).searchParams.get('text'),
        shareData({ title: value }, PAGE).title || null,
        id,
      );
    }
  });
});

describe('shareElementHtml: the whole tag', () => {
  it("writes the given attributes escaped, in the contract's names", () => {
    const html = shareElementHtml({ networks: ['facebook', 'mail'], title: 'A "B" & <C>', link: '/x/' }, PAGE, 'de', {
      id: 'x',
    });
    assert.ok(
      html.startsWith(
        '<ws-share networks="facebook,mail" data-title="A &quot;B&quot; &amp; &lt;C&gt;" data-link="/x/"><span class="ws-share__label">',
      ),
    );
    assert.ok(html.endsWith('</span></ws-share>'));
  });
  it('escapeHtml escapes the five characters', () => {
    assert.equal(
      escapeHtml(`<a href="x" onclick='y'>&</a>`),
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
  it('names its classes', () => {
    assert.deepEqual(Object.values(SHARE_FALLBACK_CLASSES), [
      'ws-share__label',
      'ws-share__list',
      'ws-share__link',
      'ws-share__hint',
    ]);
  });
});

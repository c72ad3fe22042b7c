import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  HOVER_OPEN_DELAY_MS,
  isCurrentPage,
  marksCurrent,
  openOnArrival,
  submenuButtonName,
} from '../../elements/vertical-menu/rules.ts';

describe('<ws-vertical-menu> rules', () => {
  it('has a hover delay of 500 ms (docs/RULES.md#page-helpers)', () => {
    assert.equal(HOVER_OPEN_DELAY_MS, 500);
  });

  it('names a submenu\'s button: "Untermenü von X" by default, the label with X for %s, or X after the label', () => {
    assert.equal(submenuButtonName(undefined, 'Leistungen', 'de'), 'Untermenü von Leistungen');
    assert.equal(submenuButtonName('', ' Ratgeber\n & Blog ', 'de'), 'Untermenü von Ratgeber & Blog');
    assert.equal(submenuButtonName(undefined, 'Services', 'en'), 'Submenu of Services');
    assert.equal(submenuButtonName('%s öffnen', 'Leistungen', 'de'), 'Leistungen öffnen');
    assert.equal(submenuButtonName('%s – %s', 'A', 'de'), 'A – A');
    assert.equal(submenuButtonName('Mehr zu', 'Leistungen', 'de'), 'Mehr zu Leistungen');
    // An item without a name: the label alone, no dangling space.
    assert.equal(submenuButtonName(undefined, '', 'de'), 'Untermenü von');
    // Text stays text (it becomes an attribute value, never markup).
    assert.equal(submenuButtonName('<img src=x onerror=alert(1)> %s', '"x"', 'de'), '<img src=x onerror=alert(1)> "x"');
  });

  it('knows the current page: same origin, path (with or without the trailing slash) and query; a fragment only when the page has it', () => {
    const page = 'https://werkstatt.example/blog/?s=lack';
    assert.equal(isCurrentPage('/blog/?s=lack', page), true);
    assert.equal(isCurrentPage('https://werkstatt.example/blog?s=lack', page), true);
    assert.equal(isCurrentPage('/blog/', page), false);
    assert.equal(isCurrentPage('/blog/?s=lack#top', page), false);
    assert.equal(isCurrentPage('/blog/?s=lack#top', `${page}#top`), true);
    assert.equal(isCurrentPage('https://other.example/blog/?s=lack', page), false);
    assert.equal(isCurrentPage('javascript:alert(1)', page), false);
    assert.equal(isCurrentPage('http://[bad', page), false);
    assert.equal(isCurrentPage('../', 'https://werkstatt.example/blog/post/'), false);
    assert.equal(isCurrentPage('./', 'https://werkstatt.example/blog/'), true);
  });

  it('reads aria-current as the ARIA values say: absent, empty and "false" mark nothing', () => {
    assert.deepEqual([null, '', 'false', 'true', 'page', 'location'].map(marksCurrent), [
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it("opens the current page's branch on arrival: the submenus holding it and every one around them", () => {
    // 0 Leistungen > 1 Glas > 2 Steinschlag-Arten; 3 Blog; 4 Kontakt > 5 Anfahrt
    const tree = [{ parent: -1 }, { parent: 0 }, { parent: 1 }, { parent: -1 }, { parent: -1 }, { parent: 4 }];
    const holding = (...indices: number[]) =>
      tree.map((node, index) => ({ ...node, holdsCurrent: indices.includes(index) }));
    assert.deepEqual([...openOnArrival(holding())], []);
    assert.deepEqual([...openOnArrival(holding(2))].sort(), [0, 1, 2]);
    assert.deepEqual([...openOnArrival(holding(1, 5))].sort(), [0, 1, 4, 5]);
  });
});

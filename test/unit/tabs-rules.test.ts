import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ACCORDION_MEDIA,
  headingLevel,
  pairTabs,
  tabAfterKey,
  tabForHash,
  TABS_ACCORDION_BELOW_PX,
} from '../../elements/tabs/rules.ts';

const children = (pattern: string) => [...pattern].map((letter) => ({ isTab: letter === 'T' }));

describe('<ws-tabs> rules', () => {
  it('an accordion below the small screen, 640 px at the default text size (in em: larger text is a smaller screen)', () => {
    assert.equal(TABS_ACCORDION_BELOW_PX, 640);
    assert.equal(ACCORDION_MEDIA, '(max-width: 39.99875em)');
  });

  it('pairs each tab heading with the child right after it; the rest are strays or lonely tabs', () => {
    assert.deepEqual(pairTabs(children('TPTPTP')), {
      pairs: [
        { tab: 0, panel: 1 },
        { tab: 2, panel: 3 },
        { tab: 4, panel: 5 },
      ],
      strays: [],
      lonelyTabs: [],
    });
    assert.deepEqual(pairTabs(children('PTPPTT')), {
      pairs: [{ tab: 1, panel: 2 }],
      strays: [0, 3],
      lonelyTabs: [4, 5],
    });
    assert.deepEqual(pairTabs([]), { pairs: [], strays: [], lonelyTabs: [] });
  });

  it("keys of the APG tabs: arrows wrap along the orientation, Home and End; other keys are not the list's", () => {
    assert.equal(tabAfterKey('ArrowRight', 2, 3, 'horizontal'), 0);
    assert.equal(tabAfterKey('ArrowLeft', 0, 3, 'horizontal'), 2);
    assert.equal(tabAfterKey('ArrowDown', 0, 3, 'horizontal'), undefined);
    assert.equal(tabAfterKey('ArrowDown', 0, 3, 'vertical'), 1);
    assert.equal(tabAfterKey('ArrowUp', 0, 3, 'vertical'), 2);
    assert.equal(tabAfterKey('ArrowRight', 0, 3, 'vertical'), undefined);
    assert.equal(tabAfterKey('Home', 2, 3, 'horizontal'), 0);
    assert.equal(tabAfterKey('End', 0, 3, 'vertical'), 2);
    assert.equal(tabAfterKey('Enter', 0, 3, 'horizontal'), undefined);
  });

  it("a hash names a tab by its heading's or panel's id, compared as text", () => {
    const ids = [
      { tab: 'lack', panel: '' },
      { tab: '', panel: 'karosserie-text' },
      { tab: 'a"],*[x="', panel: '' },
    ];
    assert.equal(tabForHash('#lack', ids), 0);
    assert.equal(tabForHash('#karosserie-text', ids), 1);
    assert.equal(tabForHash(`#${encodeURIComponent('a"],*[x="')}`, ids), 2);
    assert.equal(tabForHash('#', ids), -1);
    assert.equal(tabForHash('', ids), -1);
    assert.equal(tabForHash('#%E0%A4%A', ids), -1, 'a malformed escape names nothing here');
    assert.equal(tabForHash('#*', ids), -1);
  });

  it("a heading's level from its tag", () => {
    assert.equal(headingLevel('h2'), 2);
    assert.equal(headingLevel('h6'), 6);
    assert.equal(headingLevel('div'), 3);
  });
});

// The pure rules of <ws-scroll-sections> (elements/scroll-sections/rules.ts): the product's
// numbers, the mode, which section a scroll position shows, where a step goes (and when it leaves
// the element to the page), wheel gestures and the sensitivity, keys, names and hashes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  arrivalTarget,
  isPageKey,
  containerHeight,
  DWELL_VH,
  EDGE_TOLERANCE_PX,
  fillsViewport,
  focusOffset,
  geometryOf,
  keyAction,
  MAX_SENSITIVITY_MS,
  SCROLL_SECTIONS_BREAK_POINT_PX,
  SCROLL_SECTIONS_SENSITIVITY_MS,
  SCROLL_SECTIONS_TEXTS,
  scrollSectionsSettings,
  SECTION_HEIGHT_VH,
  sectionAt,
  sectionForHash,
  sectionHeight,
  sectionName,
  sectionsMode,
  startsWheelGesture,
  stepTarget,
  WHEEL_GESTURE_GAP_MS,
  wheelMayStep,
} from '../../elements/scroll-sections/rules.ts';

const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => void warnings.push(message) };
};

/** A screen of 800 px, five sections of one screen each, the dwell half a screen. */
const SCREEN = 800;
const five = geometryOf([SCREEN, SCREEN, SCREEN, SCREEN, SCREEN], SCREEN, SCREEN / 2);

describe('scroll sections: the numbers of docs/RULES.md#scroll-sections and settings', () => {
  it('sensitivity 450 ms, break point 1051 px, 100vh per element plus 50vh', () => {
    assert.equal(SCROLL_SECTIONS_SENSITIVITY_MS, 450);
    assert.equal(SCROLL_SECTIONS_BREAK_POINT_PX, 1051);
    assert.equal(SECTION_HEIGHT_VH, 100);
    assert.equal(DWELL_VH, 50);
  });

  it('reads the attributes; bad values warn and read as the defaults', () => {
    const { warnings, warn } = collect();
    assert.deepEqual(scrollSectionsSettings({ breakPoint: 1200, sensitivity: 300, fullHeightMobile: true }, warn), {
      breakPointPx: 1200,
      sensitivityMs: 300,
      fullHeightMobile: true,
    });
    assert.deepEqual(warnings, []);
    assert.deepEqual(scrollSectionsSettings({ breakPoint: -5, sensitivity: 0, fullHeightMobile: false }, warn), {
      breakPointPx: 1051,
      sensitivityMs: 450,
      fullHeightMobile: false,
    });
    assert.equal(warnings.length, 2);
    assert.match(warnings[0]!, /break-point/);
    assert.match(warnings[1]!, /sensitivity/);
    assert.equal(
      scrollSectionsSettings({ breakPoint: 1051.5, sensitivity: 450, fullHeightMobile: false }, warn).breakPointPx,
      1051,
    );
    assert.equal(
      scrollSectionsSettings({ breakPoint: 1051, sensitivity: 60_000, fullHeightMobile: false }, warn).sensitivityMs,
      MAX_SENSITIVITY_MS,
    );
  });

  it('stepped only when wide, motion allowed and at least two sections', () => {
    assert.equal(sectionsMode({ wide: true, motionAllowed: true, count: 5 }), 'stepped');
    assert.equal(sectionsMode({ wide: false, motionAllowed: true, count: 5 }), 'flow');
    assert.equal(sectionsMode({ wide: true, motionAllowed: false, count: 5 }), 'flow');
    assert.equal(sectionsMode({ wide: true, motionAllowed: true, count: 1 }), 'flow');
  });

  it('section heights: a screen when wide, the small viewport below the break point with the option, else their content', () => {
    assert.equal(sectionHeight(true, false), 'screen');
    assert.equal(sectionHeight(true, true), 'screen');
    assert.equal(sectionHeight(false, true), 'small-screen');
    assert.equal(sectionHeight(false, false), 'content');
  });
});

describe('scroll sections: geometry', () => {
  it('the container is 100vh per element plus 50vh; a taller section counts as it is', () => {
    assert.equal(containerHeight([SCREEN, SCREEN, SCREEN], SCREEN, SCREEN / 2), 3.5 * SCREEN);
    assert.equal(containerHeight([500, SCREEN, 2000], SCREEN, SCREEN / 2), SCREEN + SCREEN + 2000 + SCREEN / 2);
    assert.deepEqual(five.tops, [0, 800, 1600, 2400, 3200]);
  });

  it('which section a scroll position shows: the last whose top crossed the middle of the screen', () => {
    assert.equal(sectionAt(-500, five), 0);
    assert.equal(sectionAt(0, five), 0);
    assert.equal(sectionAt(399, five), 0);
    assert.equal(sectionAt(400, five), 1);
    assert.equal(sectionAt(800, five), 1);
    assert.equal(sectionAt(3200, five), 4);
    assert.equal(sectionAt(3600, five), 4, 'the dwell belongs to the last');
    assert.equal(sectionAt(99_999, five), 4);
  });

  it('the sections fill the screen from the first sticking to the end of the dwell', () => {
    assert.equal(fillsViewport(-100, five), false);
    assert.equal(fillsViewport(-EDGE_TOLERANCE_PX, five), true);
    assert.equal(fillsViewport(0, five), true);
    assert.equal(fillsViewport(3600, five), true);
    assert.equal(fillsViewport(3600 + EDGE_TOLERANCE_PX + 1, five), false);
    assert.equal(fillsViewport(0, geometryOf([], SCREEN, 400)), false);
  });
});

describe('scroll sections: step targets (never a trap)', () => {
  it('next and previous go one section at a time', () => {
    assert.deepEqual(stepTarget('next', 0, five), { index: 1, offset: 800 });
    assert.deepEqual(stepTarget('next', 800, five), { index: 2, offset: 1600 });
    assert.deepEqual(stepTarget('previous', 1600, five), { index: 1, offset: 800 });
    assert.deepEqual(stepTarget('previous', 800, five), { index: 0, offset: 0 });
  });

  it('before the first section, previous leaves to the page above; after the last, next to the page below', () => {
    assert.equal(stepTarget('previous', 0, five), undefined);
    assert.equal(stepTarget('previous', -300, five), undefined);
    assert.equal(stepTarget('next', 3200, five), undefined);
    assert.equal(stepTarget('next', 3500, five), undefined, 'in the dwell');
  });

  it('coming from above, next brings the first section in; a position between sections is aligned first', () => {
    assert.deepEqual(stepTarget('next', -300, five), { index: 0, offset: 0 });
    assert.deepEqual(stepTarget('previous', 900, five), { index: 1, offset: 800 });
    assert.deepEqual(stepTarget('next', 900, five), { index: 2, offset: 1600 });
  });

  it('in the dwell, previous goes to the section before the last (the last already shows)', () => {
    assert.deepEqual(stepTarget('previous', 3500, five), { index: 3, offset: 2400 });
    // Below the dwell (the page after it in view): back to the last section.
    assert.deepEqual(stepTarget('previous', 3900, five), { index: 4, offset: 3200 });
  });

  it('Home and End: the first and the last section, then the page', () => {
    assert.deepEqual(stepTarget('first', 2400, five), { index: 0, offset: 0 });
    assert.equal(stepTarget('first', 0, five), undefined);
    assert.deepEqual(stepTarget('last', 0, five), { index: 4, offset: 3200 });
    assert.equal(stepTarget('last', 3200, five), undefined);
  });

  it('a section taller than a screen is read a screen at a time, forwards and backwards', () => {
    const tall = geometryOf([SCREEN, 2000, SCREEN], SCREEN, SCREEN / 2);
    assert.deepEqual(tall.tops, [0, 800, 2800]);
    assert.deepEqual(stepTarget('next', 0, tall), { index: 1, offset: 800 });
    assert.deepEqual(stepTarget('next', 800, tall), { index: 1, offset: 1600 });
    assert.deepEqual(stepTarget('next', 1600, tall), { index: 1, offset: 2000 }, 'its end shows');
    assert.deepEqual(stepTarget('next', 2000, tall), { index: 2, offset: 2800 });
    assert.deepEqual(stepTarget('previous', 2800, tall), { index: 1, offset: 2000 }, 'back to its end');
    assert.deepEqual(stepTarget('previous', 2000, tall), { index: 1, offset: 1200 });
    assert.deepEqual(stepTarget('previous', 1200, tall), { index: 1, offset: 800 });
    assert.deepEqual(stepTarget('previous', 800, tall), { index: 0, offset: 0 });
  });

  it("no sections: every step is the page's", () => {
    assert.equal(stepTarget('next', 0, geometryOf([], SCREEN, 400)), undefined);
  });

  it('focus in a section shows it, moving as little as possible', () => {
    assert.equal(focusOffset(3, 0, five), 2400);
    assert.equal(focusOffset(0, 2400, five), 0);
    const tall = geometryOf([SCREEN, 2000, SCREEN], SCREEN, SCREEN / 2);
    assert.equal(focusOffset(1, 1500, tall), 1500, 'already reading it');
    assert.equal(focusOffset(1, 2900, tall), 2000);
  });
});

describe('scroll sections: wheel gestures and the 450 ms sensitivity', () => {
  const first = { lastWheelAt: -Infinity, lastDeltaY: 0 };

  it('the first event, one after a silence, one in the other direction and a much stronger one start a gesture', () => {
    assert.equal(startsWheelGesture({ now: 1000, deltaY: 100, ...first }), true);
    assert.equal(
      startsWheelGesture({ now: 1000, deltaY: 100, lastWheelAt: 1000 - WHEEL_GESTURE_GAP_MS, lastDeltaY: 100 }),
      true,
    );
    assert.equal(startsWheelGesture({ now: 1000, deltaY: -30, lastWheelAt: 990, lastDeltaY: 40 }), true);
    assert.equal(startsWheelGesture({ now: 1000, deltaY: 90, lastWheelAt: 984, lastDeltaY: 20 }), true);
  });

  it("trackpad inertia (fading deltas every frame) and a flick's further notches continue it", () => {
    assert.equal(startsWheelGesture({ now: 1016, deltaY: 38, lastWheelAt: 1000, lastDeltaY: 40 }), false);
    assert.equal(startsWheelGesture({ now: 1100, deltaY: 100, lastWheelAt: 1000, lastDeltaY: 100 }), false);
    assert.equal(startsWheelGesture({ now: 1016, deltaY: 1, lastWheelAt: 1000, lastDeltaY: 1 }), false);
  });

  it('a new gesture steps only when the sensitivity has passed since the last step', () => {
    const moment = (now: number) => ({ now, deltaY: 100, ...first });
    assert.equal(wheelMayStep(moment(1000), 1000 - 449, 450), false);
    assert.equal(wheelMayStep(moment(1000), 1000 - 450, 450), true);
    assert.equal(wheelMayStep(moment(1000), -Infinity, 450), true);
    assert.equal(
      wheelMayStep({ now: 2000, deltaY: 30, lastWheelAt: 1990, lastDeltaY: 32 }, 0, 450),
      false,
      'inertia never steps again',
    );
  });
});

describe('scroll sections: keys, names, hashes', () => {
  it('keys: Page Down/Up, arrows, Space and Shift+Space, Home and End', () => {
    assert.equal(keyAction('PageDown', false), 'next');
    assert.equal(keyAction('ArrowDown', false), 'next');
    assert.equal(keyAction(' ', false), 'next');
    assert.equal(keyAction(' ', true), 'previous');
    assert.equal(keyAction('PageUp', false), 'previous');
    assert.equal(keyAction('ArrowUp', false), 'previous');
    assert.equal(keyAction('Home', false), 'first');
    assert.equal(keyAction('End', false), 'last');
    assert.equal(keyAction('ArrowLeft', false), undefined);
    assert.equal(keyAction('PageDown', true), undefined, 'Shift+Page Down selects text');
    assert.equal(keyAction('Enter', false), undefined);
  });

  it("a section's name: data-name, aria-label, its heading, else its number", () => {
    const de = SCROLL_SECTIONS_TEXTS.de;
    assert.equal(sectionName({ dataName: 'Termin', ariaLabel: 'x', heading: 'y' }, 0, de), 'Termin');
    assert.equal(sectionName({ ariaLabel: ' Reparatur ', heading: 'y' }, 0, de), 'Reparatur');
    assert.equal(sectionName({ heading: '\n  Qualitäts\n kontrolle ' }, 0, de), 'Qualitäts kontrolle');
    assert.equal(sectionName({ dataName: '  ', heading: '' }, 2, de), 'Abschnitt 3');
    assert.equal(sectionName({}, 0, SCROLL_SECTIONS_TEXTS.en), 'Section 1');
  });

  it('a hash names a section by its id, compared as a string (decoded or as written), never as a selector', () => {
    const ids = ['schaden', 'termin', 'a"],*[x="', '</script>', 'mit leer', '50%25', ''];
    assert.equal(sectionForHash('#termin', ids), 1);
    assert.equal(sectionForHash('termin', ids), 1);
    assert.equal(sectionForHash('#a%22%5D,*%5Bx=%22', ids), 2);
    assert.equal(sectionForHash('#a"],*[x="', ids), 2);
    assert.equal(sectionForHash('#%3C/script%3E', ids), 3);
    assert.equal(sectionForHash('#mit%20leer', ids), 4);
    assert.equal(sectionForHash('#50%25', ids), 5, 'as written');
    assert.equal(sectionForHash('#%', ids), -1);
    assert.equal(sectionForHash('#', ids), -1, 'an empty hash names no section, not one without an id');
    assert.equal(sectionForHash('#*', ids), -1);
    assert.equal(sectionForHash('', ids), -1);
  });
});

describe('scroll sections: arriving by a page key', () => {
  it('from less than a screen above, Page Down stops where the first section rests; from further, the page scrolls', () => {
    assert.deepEqual(arrivalTarget('next', -215, five), { index: 0, offset: 0 });
    assert.deepEqual(arrivalTarget('next', -(SCREEN - 1), five), { index: 0, offset: 0 });
    assert.equal(arrivalTarget('next', -SCREEN, five), undefined, "a whole screen above: the page's own step");
    assert.equal(arrivalTarget('next', 0, five), undefined, 'already there: the sections step');
    assert.equal(arrivalTarget('previous', -215, five), undefined, "leaving upwards stays the page's");
  });
  it('from less than a screen below, Page Up stops where the last section rests', () => {
    assert.deepEqual(arrivalTarget('previous', 3600 + 300, five), { index: 4, offset: 3200 });
    assert.equal(arrivalTarget('previous', 3600 + SCREEN, five), undefined);
    assert.equal(arrivalTarget('previous', 3600, five), undefined, 'within the dwell: the sections step');
    assert.equal(arrivalTarget('next', 3900, five), undefined, "leaving downwards stays the page's");
    assert.equal(arrivalTarget('next', -100, geometryOf([], SCREEN, 400)), undefined);
  });
  it('the page keys are Page Down, Page Up and Space; arrows and Home/End are not', () => {
    assert.deepEqual(['PageDown', 'PageUp', ' ', 'Spacebar', 'ArrowDown', 'ArrowUp', 'Home', 'End'].map(isPageKey), [
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

// <ws-title> rules (elements/title/rules.ts): the product's timings, the words and what is
// spoken, letters, the step, when rotation runs, the highlight paths and the texts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_WORD_DISPLAY_MS,
  EFFECT_DELAY_MS,
  effectDelayMs,
  entranceMs,
  lettersOf,
  listedWords,
  MAX_WORDS,
  MIN_WORD_DISPLAY_MS,
  nextWordIndex,
  pauseButtonAction,
  pauseButtonShown,
  rotates,
  rotationWords,
  spokenWords,
  stepMs,
  TITLE_ANIMATION_MS,
  TITLE_EFFECTS,
  TITLE_HIGHLIGHTS,
  TITLE_TEXTS,
  titleEffect,
  titleHighlight,
  titleSettings,
  wordDisplayMs,
  type TitleHolds,
} from '../../elements/title/rules.ts';
import { highlightPath } from '../../elements/title/highlight-rules.ts';

const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => void warnings.push(message) };
};

describe('title timings (docs/RULES.md#titles)', () => {
  it('title animation 400 ms, minimum display 1200 ms, effect delay 100 ms', () => {
    assert.equal(TITLE_ANIMATION_MS, 400);
    assert.equal(MIN_WORD_DISPLAY_MS, 1200);
    assert.equal(EFFECT_DELAY_MS, 100);
    assert.ok(DEFAULT_WORD_DISPLAY_MS >= MIN_WORD_DISPLAY_MS);
  });

  it('display time: at least 1200 ms, at most an hour; both ends warn', () => {
    assert.equal(wordDisplayMs(undefined, assert.fail), DEFAULT_WORD_DISPLAY_MS);
    assert.equal(wordDisplayMs(1200, assert.fail), 1200);
    const { warnings, warn } = collect();
    assert.equal(wordDisplayMs(1199, warn), 1200);
    assert.equal(wordDisplayMs(-5, warn), 1200);
    assert.equal(wordDisplayMs(1e12, warn), 3_600_000);
    assert.equal(warnings.length, 3);
    assert.ok(warnings.every((line) => line.includes('"display-time"')));
  });

  it('effect delay: 0 to 1000 ms', () => {
    assert.equal(effectDelayMs(undefined, assert.fail), EFFECT_DELAY_MS);
    assert.equal(effectDelayMs(0, assert.fail), 0);
    const { warnings, warn } = collect();
    assert.equal(effectDelayMs(-1, warn), 0);
    assert.equal(effectDelayMs(5000, warn), 1000);
    assert.equal(warnings.length, 2);
  });

  it('entrance and step: fade, slide and clip wait the effect delay and take 400 ms; type takes one effect delay per letter', () => {
    for (const effect of ['fade', 'slide', 'clip'] as const) assert.equal(entranceMs(effect, 'Kratzer', 100), 500);
    assert.equal(entranceMs('type', 'Kratzer', 100), 700);
    assert.equal(entranceMs('type', 'Lack👍🏽', 100), 500);
    assert.equal(stepMs('fade', 'Kratzer', { displayMs: 2500, effectDelayMs: 100 }), 3000);
    assert.equal(stepMs('type', 'Rost', { displayMs: 1200, effectDelayMs: 50 }), 1400);
  });
});

describe('title settings', () => {
  it('effects in any case; unknown ones warn and fade', () => {
    for (const effect of TITLE_EFFECTS) assert.equal(titleEffect(effect.toUpperCase(), assert.fail), effect);
    assert.equal(titleEffect(undefined, assert.fail), 'fade');
    const { warnings, warn } = collect();
    assert.equal(titleEffect('bounce', warn), 'fade');
    assert.equal(warnings.length, 1);
  });

  it('highlights in any case; none asked for is undefined silently; unknown ones warn and draw nothing', () => {
    for (const shape of TITLE_HIGHLIGHTS) assert.equal(titleHighlight(` ${shape.toUpperCase()}`, assert.fail), shape);
    assert.equal(titleHighlight(undefined, assert.fail), undefined);
    assert.equal(titleHighlight('  ', assert.fail), undefined);
    const { warnings, warn } = collect();
    assert.equal(titleHighlight('zigzag', warn), undefined);
    assert.equal(warnings.length, 1);
  });

  it('titleSettings reads every attribute once', () => {
    assert.deepEqual(
      titleSettings(
        { words: 'a|b', effect: 'clip', displayTime: 3000, effectDelay: 50, highlight: 'circle' },
        assert.fail,
      ),
      {
        listedWords: ['a', 'b'],
        effect: 'clip',
        displayMs: 3000,
        effectDelayMs: 50,
        highlight: 'circle',
      },
    );
  });
});

describe('title words', () => {
  it('split on |, trimmed (any space, no-break too), empty ones dropped', () => {
    assert.deepEqual(listedWords(' Dellen | Kratzer|| Hagel\u00a0 schäden |', assert.fail), [
      'Dellen',
      'Kratzer',
      'Hagel schäden',
    ]);
    assert.deepEqual(listedWords(undefined, assert.fail), []);
    assert.deepEqual(listedWords('', assert.fail), []);
  });

  it(`more than ${MAX_WORDS} words: the first ${MAX_WORDS}, with a warning`, () => {
    const { warnings, warn } = collect();
    assert.equal(listedWords(Array.from({ length: 20 }, (_, index) => `w${index}`).join('|'), warn).length, MAX_WORDS);
    assert.equal(warnings.length, 1);
  });

  it("the heading's own word leads, each word once", () => {
    assert.deepEqual(rotationWords(['Dellen', 'Kratzer'], 'Dellen'), ['Dellen', 'Kratzer']);
    assert.deepEqual(rotationWords(['Kratzer', 'Dellen', 'Kratzer'], ' Dellen\n'), ['Dellen', 'Kratzer']);
    assert.deepEqual(rotationWords(['Kratzer'], ''), ['Kratzer']);
    assert.deepEqual(rotationWords([], 'Dellen'), ['Dellen']);
  });

  it('spoken: every word once, separated by commas', () => {
    assert.equal(
      spokenWords(['Dellen', 'Kratzer', 'Hagelschäden', 'Unfallschäden']),
      'Dellen, Kratzer, Hagelschäden, Unfallschäden',
    );
  });

  it('letters are grapheme clusters', () => {
    assert.deepEqual(lettersOf('Äpfel'), ['Ä', 'p', 'f', 'e', 'l']);
    assert.deepEqual(lettersOf('e\u0301👍🏽'), ['e\u0301', '👍🏽']);
  });

  it('the next word wraps to the first', () => {
    assert.equal(nextWordIndex(0, 4), 1);
    assert.equal(nextWordIndex(3, 4), 0);
    assert.equal(nextWordIndex(0, 0), 0);
  });
});

describe('title rotation holds (WCAG 2.2.2)', () => {
  const free: TitleHolds = {
    motionAllowed: true,
    started: true,
    wordCount: 4,
    pausedByVisitor: false,
    pointerInside: false,
    focusInside: false,
    outOfView: false,
  };

  it('runs only while nothing holds it', () => {
    assert.equal(rotates(free), true);
    for (const [key, value] of [
      ['motionAllowed', false],
      ['started', false],
      ['wordCount', 1],
      ['pausedByVisitor', true],
      ['pointerInside', true],
      ['focusInside', true],
      ['outOfView', true],
    ] as const) {
      assert.equal(rotates({ ...free, [key]: value }), false, key);
    }
  });

  it("the button: there while words could move; it offers play only after a visitor's pause", () => {
    assert.equal(pauseButtonShown({ motionAllowed: true, wordCount: 2 }), true);
    assert.equal(pauseButtonShown({ motionAllowed: false, wordCount: 4 }), false);
    assert.equal(pauseButtonShown({ motionAllowed: true, wordCount: 1 }), false);
    assert.equal(pauseButtonAction(false), 'pause');
    assert.equal(pauseButtonAction(true), 'play');
  });

  it('German and English labels', () => {
    assert.deepEqual(TITLE_TEXTS.de, { pause: 'Wechselnde Wörter anhalten', play: 'Wechselnde Wörter fortsetzen' });
    assert.ok(TITLE_TEXTS.en.pause.length > 0 && TITLE_TEXTS.en.play.length > 0);
  });
});

describe('title highlight paths', () => {
  it('fitted to the box in pixels: x by the width, y by the height', () => {
    assert.equal(highlightPath('underline', 200, 10), 'M2 7 C50 3 120 3.5 198 5.5');
    assert.equal(highlightPath('marker', 100, 20), 'M0 10 C30 9.6 70 10.4 100 10');
    for (const shape of TITLE_HIGHLIGHTS) {
      const numbers = highlightPath(shape, 300, 40)
        .match(/-?\d+(?:\.\d+)?/g)!
        .map(Number);
      assert.ok(
        numbers.every((value, index) => value >= 0 && value <= (index % 2 === 0 ? 300 : 40)),
        shape,
      );
    }
  });
});

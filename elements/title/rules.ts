// The rules of <ws-title>, pure (no DOM, no React): the title timings (docs/RULES.md#titles),
// the words and what a screen reader hears, how long each word stays, when rotation runs (WCAG
// 2.2.2: a visitor's pause wins, hover and focus hold it), the highlights and the texts.
import type { Language } from '../../platform/environment.ts';
import { readOneOf, type Warn } from '../../platform/values.ts';
import type { ParsedAttributes } from '../kit/attributes.ts';
import type { titleAttributes } from './schema.ts';

// ---------------------------------------------------------------------------------------------
// Timings (docs/RULES.md#titles)

/** A word's entrance (fade, slide, clip) and a highlight's drawing take this long. */
export const TITLE_ANIMATION_MS = 400;
/** Shorter than this, a word cannot be read (the minimum display). */
export const MIN_WORD_DISPLAY_MS = 1200;
/** Long enough to read a long compound word (Hagelschäden) at a glance; the product fixes only the minimum. */
export const DEFAULT_WORD_DISPLAY_MS = 2500;
/** An hour is "never" for a visitor, and timers take at most 2^31 - 1 ms (a longer delay wraps to almost nothing). */
export const MAX_WORD_DISPLAY_MS = 3_600_000;
/**
 * The default effect delay: the step between letters when typing, and between the old word leaving
 * and the new one coming.
 */
export const EFFECT_DELAY_MS = 100;
/** Slower than a letter a second is no typing effect but a wait. */
export const MAX_EFFECT_DELAY_MS = 1000;

// ---------------------------------------------------------------------------------------------
// Settings

export const TITLE_EFFECTS = ['fade', 'slide', 'clip', 'type'] as const;
export type TitleEffect = (typeof TITLE_EFFECTS)[number];
/** The quietest change. */
export const DEFAULT_TITLE_EFFECT: TitleEffect = 'fade';

export const TITLE_HIGHLIGHTS = ['underline', 'circle', 'strike', 'marker'] as const;
export type TitleHighlight = (typeof TITLE_HIGHLIGHTS)[number];

/** The character that separates the words (settings write "Dellen | Kratzer | …"). */
export const WORD_SEPARATOR = '|';
/** More words than this are no heading but a list: the rest are dropped (with a warning). */
export const MAX_WORDS = 12;

const spell = (value: string) => value.trim().toLowerCase();

export function titleEffect(raw: string | undefined, warn: Warn): TitleEffect {
  return readOneOf('attribute "effect"', raw, TITLE_EFFECTS, DEFAULT_TITLE_EFFECT, warn, spell);
}

/** The highlight, or undefined when none is asked for (an unknown one warns: nothing is drawn). */
export function titleHighlight(raw: string | undefined, warn: Warn): TitleHighlight | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = spell(raw);
  if ((TITLE_HIGHLIGHTS as readonly string[]).includes(value)) return value as TitleHighlight;
  warn(
    `attribute "highlight" has the unknown value ${JSON.stringify(raw.slice(0, 40))}; nothing is drawn (` +
      `${TITLE_HIGHLIGHTS.join(', ')})`,
  );
  return undefined;
}

/** Milliseconds each word stays, from MIN_WORD_DISPLAY_MS to MAX_WORD_DISPLAY_MS. */
export function wordDisplayMs(raw: number | undefined, warn: Warn): number {
  if (raw === undefined) return DEFAULT_WORD_DISPLAY_MS;
  if (raw < MIN_WORD_DISPLAY_MS) {
    warn(
      `attribute "display-time" below ${MIN_WORD_DISPLAY_MS} ms leaves no time to read, got ${raw}; using ` +
        `${MIN_WORD_DISPLAY_MS}`,
    );
    return MIN_WORD_DISPLAY_MS;
  }
  if (raw > MAX_WORD_DISPLAY_MS) {
    warn(
      `attribute "display-time" above ${MAX_WORD_DISPLAY_MS} ms (an hour) is no rotation, got ${raw}; ` +
        `using ${MAX_WORD_DISPLAY_MS}`,
    );
    return MAX_WORD_DISPLAY_MS;
  }
  return raw;
}

/** Milliseconds from 0 to MAX_EFFECT_DELAY_MS. */
export function effectDelayMs(raw: number | undefined, warn: Warn): number {
  if (raw === undefined) return EFFECT_DELAY_MS;
  if (raw >= 0 && raw <= MAX_EFFECT_DELAY_MS) return raw;
  const used = raw < 0 ? 0 : MAX_EFFECT_DELAY_MS;
  warn(`attribute "effect-delay" must be from 0 to ${MAX_EFFECT_DELAY_MS} ms, got ${raw}; using ${used}`);
  return used;
}

/** The attributes as the schema types them; a test may give only those it checks. */
export type TitleAttributes = Partial<ParsedAttributes<typeof titleAttributes>>;

export interface TitleSettings {
  /** The words listed in the attribute (not yet merged with the heading's own). */
  listedWords: string[];
  effect: TitleEffect;
  displayMs: number;
  effectDelayMs: number;
  highlight: TitleHighlight | undefined;
}

export function titleSettings(attributes: TitleAttributes, warn: Warn): TitleSettings {
  return {
    listedWords: listedWords(attributes.words, warn),
    effect: titleEffect(attributes.effect, warn),
    displayMs: wordDisplayMs(attributes.displayTime, warn),
    effectDelayMs: effectDelayMs(attributes.effectDelay, warn),
    highlight: titleHighlight(attributes.highlight, warn),
  };
}

// The strokes' shapes and their fitting live in highlight-rules.ts: only the lazily loaded stroke
// (title-highlight.ts) imports them, so a title without `highlight` never fetches them.

// ---------------------------------------------------------------------------------------------
// Words

/** Spaces of any kind (also no-break and line breaks) read as one space: a word is one line of text. */
const collapseSpaces = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** The `words` attribute: `Dellen|Kratzer|Hagelschäden`, each trimmed, empty ones dropped, at most MAX_WORDS. */
export function listedWords(raw: string | undefined, warn: Warn): string[] {
  if (raw === undefined) return [];
  const words = raw.split(WORD_SEPARATOR).map(collapseSpaces).filter(Boolean);
  if (words.length <= MAX_WORDS) return words;
  warn(`attribute "words" lists ${words.length} words; only the first ${MAX_WORDS} rotate`);
  return words.slice(0, MAX_WORDS);
}

/**
 * The words that rotate, the heading's own first: it is what search engines and a page without
 * script show, so it always leads. Listed words repeat it or not; each word appears once.
 */
export function rotationWords(listed: readonly string[], authored: string): string[] {
  const first = collapseSpaces(authored);
  const words = first ? [first, ...listed] : [...listed];
  return words.filter((word, index) => words.indexOf(word) === index).slice(0, MAX_WORDS);
}

/** What a screen reader hears in the word's place: every word once, as text ("Dellen, Kratzer, Hagelschäden"). */
export function spokenWords(words: readonly string[]): string {
  return words.join(', ');
}

/** A word's letters as a reader sees them (grapheme clusters: an emoji or an accented letter stays whole). */
export function lettersOf(word: string): string[] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return [...segmenter.segment(word)].map((segment) => segment.segment);
}

/** How long a word takes to come in: typing one letter per effect delay; the other effects wait the effect delay, then
 * take TITLE_ANIMATION_MS. */
export function entranceMs(effect: TitleEffect, word: string, effectDelay: number): number {
  return effect === 'type' ? lettersOf(word).length * effectDelay : effectDelay + TITLE_ANIMATION_MS;
}

/** From one change to the next: the new word's entrance, then its display time in full view. */
export function stepMs(
  effect: TitleEffect,
  word: string,
  settings: Pick<TitleSettings, 'displayMs' | 'effectDelayMs'>,
): number {
  return entranceMs(effect, word, settings.effectDelayMs) + settings.displayMs;
}

export const nextWordIndex = (index: number, count: number): number => (count > 0 ? (index + 1) % count : 0);

// ---------------------------------------------------------------------------------------------
// When rotation runs

export interface TitleHolds {
  /** platform/motion.ts allows motion (reduced motion, the animation status, the width). */
  motionAllowed: boolean;
  /** The page's 300 ms after load are over. */
  started: boolean;
  wordCount: number;
  pausedByVisitor: boolean;
  pointerInside: boolean;
  focusInside: boolean;
  /** Out of the view, or the tab is hidden. */
  outOfView: boolean;
}

/** Rotation runs only while nothing holds it. */
export function rotates(holds: TitleHolds): boolean {
  return (
    holds.motionAllowed &&
    holds.started &&
    holds.wordCount > 1 &&
    !holds.pausedByVisitor &&
    !holds.pointerInside &&
    !holds.focusInside &&
    !holds.outOfView
  );
}

/** The pause button is there while the words could rotate: without motion nothing moves, and nothing needs stopping. */
export function pauseButtonShown(holds: Pick<TitleHolds, 'motionAllowed' | 'wordCount'>): boolean {
  return holds.motionAllowed && holds.wordCount > 1;
}

/** What the button does when pressed: only a visitor's pause makes it a play button (hover and focus hold without
 * changing it). */
export function pauseButtonAction(pausedByVisitor: boolean): 'pause' | 'play' {
  return pausedByVisitor ? 'play' : 'pause';
}

// ---------------------------------------------------------------------------------------------
// Texts

export interface TitleTexts {
  pause: string;
  play: string;
}

export const TITLE_TEXTS: Record<Language, TitleTexts> = {
  de: { pause: 'Wechselnde Wörter anhalten', play: 'Wechselnde Wörter fortsetzen' },
  en: { pause: 'Pause changing words', play: 'Resume changing words' },
};

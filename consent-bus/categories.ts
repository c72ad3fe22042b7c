// Consent categories and their order: the consent level is the highest one accepted.
import type { Language } from '../platform/environment.ts';

export const BASE_CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing'] as const;
export type BaseCategory = (typeof BASE_CATEGORIES)[number];
export type EventCategory = `event_${number}`;
export type Category = BaseCategory | 'statistics-anonymous' | EventCategory;

const EVENT_CATEGORY = /^event_(\d{1,3})$/;

/** Rank for the consent level (docs/RULES.md#consent): functional < preferences < statistics < events < marketing. */
export function categoryRank(category: Category): number {
  switch (category) {
    case 'functional':
      return 0;
    case 'preferences':
      return 1;
    case 'statistics-anonymous':
      return 2;
    case 'statistics':
      return 3;
    case 'marketing':
      return 5;
    default:
      return 4;
  }
}

export function isCategory(value: unknown): value is Category {
  return (
    typeof value === 'string' &&
    ((BASE_CATEGORIES as readonly string[]).includes(value) ||
      value === 'statistics-anonymous' ||
      EVENT_CATEGORY.test(value))
  );
}

/** Every category a site uses: the base four, anonymous statistics, and event_0 … event_{cat_num-1} with tag-manager
 * categories. */
export function siteCategories(settings: { tm_categories: boolean; cat_num: number }): Category[] {
  const events: EventCategory[] = settings.tm_categories
    ? Array.from({ length: settings.cat_num }, (_, index): EventCategory => `event_${index}`)
    : [];
  return [...BASE_CATEGORIES, 'statistics-anonymous', ...events];
}

/** What a visitor chooses (functional is always on): the switches of the banner and manage-consent, in this order. */
export const CHOOSABLE_CATEGORIES = ['preferences', 'statistics', 'marketing'] as const;
export type ChoosableCategory = (typeof CHOOSABLE_CATEGORIES)[number];

/** The visitor's current choice per choosable category, as the switches show it. */
export function choicesFrom(state: {
  categories: Partial<Record<Category, boolean>>;
}): Record<ChoosableCategory, boolean> {
  const choices = {} as Record<ChoosableCategory, boolean>;
  for (const category of CHOOSABLE_CATEGORIES) choices[category] = state.categories[category] === true;
  return choices;
}

export type NamedCategory = BaseCategory | 'statistics-anonymous';

/** The one table of category names a visitor reads (banner, manage-consent, placeholders); German unless the page is
 * English. */
export const CATEGORY_NAMES: Record<Language, Record<NamedCategory, string>> = {
  de: {
    functional: 'Funktional',
    preferences: 'Präferenzen',
    statistics: 'Statistiken',
    'statistics-anonymous': 'Anonyme Statistiken',
    marketing: 'Marketing',
  },
  en: {
    functional: 'Functional',
    preferences: 'Preferences',
    statistics: 'Statistics',
    'statistics-anonymous': 'Anonymous statistics',
    marketing: 'Marketing',
  },
};

/** A category's name in the page's language; event categories (event_N) have none and keep their own. */
export function categoryName(category: string, language: Language): string {
  const names = CATEGORY_NAMES[language];
  // Own keys only: "constructor" is no category name.
  return Object.hasOwn(names, category) ? names[category as NamedCategory] : category;
}

/** Sent on the document when a category's first marked script runs: withdrawing it now reloads the page
 * (docs/REFERENCE.md, "Events"). */
export const SCRIPTS_RAN_EVENT = 'ws-consent-scripts-ran';

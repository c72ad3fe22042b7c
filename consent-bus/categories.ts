// Consent categories and their order: the consent level is the highest one accepted.

export const BASE_CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing'] as const;
export type BaseCategory = (typeof BASE_CATEGORIES)[number];
export type EventCategory = `event_${number}`;
export type Category = BaseCategory | 'statistics-anonymous' | EventCategory;

const EVENT_CATEGORY = /^event_(\d{1,3})$/;

/** Rank for the consent level (specification, section 4): functional < preferences < statistics < events < marketing. */
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
    ((BASE_CATEGORIES as readonly string[]).includes(value) || value === 'statistics-anonymous' || EVENT_CATEGORY.test(value))
  );
}

/** Every category a site uses: the base four, anonymous statistics, and event_0 … event_{cat_num-1} with tag-manager categories. */
export function siteCategories(settings: { tm_categories: boolean; cat_num: number }): Category[] {
  const events: EventCategory[] = settings.tm_categories
    ? Array.from({ length: settings.cat_num }, (_, index): EventCategory => `event_${index}`)
    : [];
  return [...BASE_CATEGORIES, 'statistics-anonymous', ...events];
}

// The placeholder that stands in for content waiting for consent: a box with a sentence, a name for
// assistive technology and the button that accepts the category. One component, no React: the
// blocker makes it for blocked embeds of the page, and elements (the lightbox's YouTube and Vimeo
// slides) make the same one in their shadow roots, so a visitor meets one placeholder everywhere.
import type { Language } from '../platform/environment.ts';
import { categoryName, type Category } from './categories.ts';

const SERVICE_NAMES: Array<[RegExp, string]> = [
  [/(^|\.)youtube(-nocookie)?\.com$/, 'YouTube'],
  [/(^|\.)vimeo\.com$/, 'Vimeo'],
  [/(^|\.)google\.[a-z.]+$/, 'Google Maps'],
  [/(^|\.)openstreetmap\.org$/, 'OpenStreetMap'],
];

/** What a placeholder says, in the language of the embed's page (German unless it says English). */
export const PLACEHOLDER_TEXTS: Record<
  Language,
  {
    label(title: string | null, service: string): string;
    accept(category: string): string;
    waits(service: string, category: string): string;
    someService: string;
  }
> = {
  de: {
    label: (title, service) => (title ? `Blockierter Inhalt: ${title}` : `Blockierter Inhalt von ${service}`),
    accept: (category) => `${category} akzeptieren`,
    waits: (service, category) =>
      `Dieser Inhalt von ${service} wird erst geladen, wenn Sie der Kategorie „${category}“ zustimmen.`,
    someService: 'einem externen Dienst',
  },
  en: {
    label: (title, service) => (title ? `Blocked content: ${title}` : `Blocked content from ${service}`),
    accept: (category) => `Accept ${category}`,
    waits: (service, category) => `This content from ${service} loads only once you accept the category “${category}”.`,
    someService: 'an external service',
  },
};

/** The service an embed comes from, by its host ("YouTube"), for the placeholder's text. */
export function serviceName(source: string | null, base: string, language: Language = 'de'): string {
  try {
    const host = new URL(source ?? '', base).hostname;
    return SERVICE_NAMES.find(([pattern]) => pattern.test(host))?.[1] ?? host;
  } catch {
    return PLACEHOLDER_TEXTS[language].someService;
  }
}

export interface PlaceholderOptions {
  category: Category;
  language: Language;
  /** The service's name as the visitor knows it ("YouTube"). */
  service: string;
  /** The content's own title, when it has one: the placeholder's accessible name then says it. */
  title: string | null;
  /** What the button does: accept the category (and keep the others). */
  accept: () => void;
}

/** Makes a box the placeholder: its group role and name, and the accept button (the author's box keeps its text). */
export function equipPlaceholder(
  box: HTMLElement,
  { category, language, service, title, accept }: PlaceholderOptions,
): void {
  box.dataset.category = category;
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', PLACEHOLDER_TEXTS[language].label(title, service));
  const button = box.ownerDocument.createElement('button');
  button.type = 'button';
  button.textContent = PLACEHOLDER_TEXTS[language].accept(categoryName(category, language));
  button.addEventListener('click', accept);
  box.append(button);
}

/** A new placeholder: the sentence that says what waits for which category, then the name and button. */
export function createPlaceholder(doc: Document, options: PlaceholderOptions): HTMLElement {
  const box = doc.createElement('div');
  box.className = 'ws-consent-placeholder';
  const text = doc.createElement('p');
  text.textContent = PLACEHOLDER_TEXTS[options.language].waits(
    options.service,
    categoryName(options.category, options.language),
  );
  box.append(text);
  equipPlaceholder(box, options);
  return box;
}

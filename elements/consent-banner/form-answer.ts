// An answer given without script: the printed banner's form posts it to the consent endpoint, which
// sets the same cookies the bus would and sends the visitor back (docs/REFERENCE.md#endpoints).
// Pure and server-side (the first frame never carries it): the demo server runs it, and the WordPress
// plugin follows the same rules.
import { CHOOSABLE_CATEGORIES, siteCategories } from '../../consent-bus/categories.ts';
import { choiceCookies, cookieOptions, NO_STORED_CONSENT, type StoredConsent } from '../../consent-bus/cookies.ts';
import { acceptAllChoice, denyAllChoice, saveChoicesChoice, type Choices } from '../../consent-bus/rules.ts';
import type { ConsentSettings } from '../../consent-bus/settings.ts';
import { ANSWER_FIELD, FORM_ANSWERS, RETURN_FIELD, type FormAnswer } from './frame-markup.ts';

export interface ReadFormAnswer {
  answer: FormAnswer;
  choices: Choices;
  /** A path on this site (never another origin): "/" when the form named none or a foreign one. */
  returnTo: string;
}

/** A form body longer than this is no answer of ours. */
export const MAX_FORM_ANSWER_CHARS = 4096;

/** A path and query on this site: starts with one "/" (not "//" or "/\", which browsers read as another host). */
export function sameSitePath(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : '/';
}

/** The posted form, or why it is no answer (a message for a 400). */
export function readFormAnswer(body: string): ReadFormAnswer | { error: string } {
  if (body.length > MAX_FORM_ANSWER_CHARS)
    return { error: `the answer is longer than ${MAX_FORM_ANSWER_CHARS} characters` };
  const form = new URLSearchParams(body);
  const answer = form.get(ANSWER_FIELD);
  if (!FORM_ANSWERS.includes(answer as FormAnswer))
    return { error: `${ANSWER_FIELD} must be one of ${FORM_ANSWERS.join(', ')}` };
  const choices: Choices = {};
  for (const category of CHOOSABLE_CATEGORIES) choices[category] = form.get(category) === 'allow';
  return { answer: answer as FormAnswer, choices, returnTo: sameSitePath(form.get(RETURN_FIELD)) };
}

/** The stored consent an answer makes (undefined for "preferences", which chooses nothing yet). */
export function formChoice(
  answer: ReadFormAnswer,
  settings: ConsentSettings,
  previous: StoredConsent = NO_STORED_CONSENT,
): StoredConsent | undefined {
  const categories = siteCategories(settings);
  if (answer.answer === 'accept') return acceptAllChoice(categories, settings, previous);
  if (answer.answer === 'deny') return denyAllChoice(categories, settings, previous);
  if (answer.answer === 'save') return saveChoicesChoice(categories, answer.choices, settings, previous);
  return undefined;
}

/** The Set-Cookie values for a choice: the bus's own cookies, names, flags and expiry. */
export function formAnswerCookies(settings: ConsentSettings, next: StoredConsent, secure: boolean): string[] {
  return choiceCookies(settings.prefix, siteCategories(settings), next, cookieOptions(settings, secure));
}

// The newsletter sign-up ("Werkstatt-Post"): the form of the home page's popup posts here. The
// address travels only in the POST body; the answer is a redirect to a confirmation page, so it
// never lands in an address bar, a history entry or a server log.
import { html } from '../html.ts';
import type { PageFrame } from './layout.ts';

/** Where a good sign-up is sent after the POST (redirect-after-POST: a reload does not post again). */
export const NEWSLETTER_THANKS_PATH = '/newsletter/danke/';

/** The longest address mail systems accept (RFC 5321: 254 characters in a path). */
const MAX_ADDRESS_LENGTH = 254;
/**
 * The HTML standard's "valid e-mail address" (what type="email" checks), plus a dot in the domain:
 * a newsletter goes to the internet, never to a host name without one.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** What is wrong with a typed address, as the visitor reads it; undefined when it is fine. */
export function newsletterAddressProblem(typed: string): string | undefined {
  const address = typed.trim();
  if (!address) return 'Bitte geben Sie Ihre E-Mail-Adresse ein.';
  if (address.length > MAX_ADDRESS_LENGTH || !EMAIL.test(address))
    return 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.';
  return undefined;
}

export interface NewsletterState {
  /** What the visitor typed, shown again after a problem. */
  typed?: string;
  problem?: string;
}

export function newsletterPage(state: NewsletterState = {}): PageFrame {
  return {
    title: 'Newsletter „Werkstatt-Post“',
    description: 'Einmal im Monat Pflegetipps für Lack und Karosserie, Termine und Angebote für Abonnenten.',
    path: '/newsletter/',
    main: html`
<h1>Werkstatt-Post</h1>
<p class="lead">Einmal im Monat: Pflegetipps für Lack und Karosserie, Termine für den Reifenwechsel und Angebote nur für Abonnenten.</p>
<form class="form newsletter-form" action="/newsletter/" method="post">
  <p><label for="newsletter-page-email">E-Mail-Adresse</label>
  ${state.problem ? html`<span class="form-error" id="newsletter-page-problem">${state.problem}</span>` : ''}
  <input id="newsletter-page-email" name="email" type="email" autocomplete="email" required value="${state.typed ?? ''}" ${state.problem ? html`aria-invalid="true" aria-describedby="newsletter-page-problem"` : ''}></p>
  <p><button class="button" type="submit">Anmelden</button></p>
</form>
<p>Sie erhalten zuerst eine E-Mail mit einem Bestätigungslink. Abbestellen können Sie jederzeit; mehr dazu in unserer <a href="/datenschutz/">Datenschutzerklärung</a>.</p>`,
  };
}

export function newsletterThanksPage(): PageFrame {
  return {
    title: 'Anmeldung zum Newsletter',
    description: 'Bitte bestätigen Sie Ihre Anmeldung zur Werkstatt-Post.',
    path: NEWSLETTER_THANKS_PATH,
    main: html`
<h1>Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung</h1>
<p class="lead">Vielen Dank für Ihr Interesse an der Werkstatt-Post! Wir haben Ihnen eine Bestätigungs-E-Mail geschickt. Erst wenn Sie auf den Link darin klicken, nehmen wir Sie in den Verteiler auf.</p>
<p>Keine E-Mail bekommen? Sehen Sie bitte im Spam-Ordner nach oder <a href="/newsletter/">melden Sie sich noch einmal an</a>.</p>
<p><a class="button button--quiet" href="/">Zur Startseite</a></p>`,
  };
}

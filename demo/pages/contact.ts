import { workshopTourVideo } from '../content/gallery.ts';
import { contactIntro, workshop } from '../content/site.ts';
import { html } from '../html.ts';
import type { PageFrame } from './layout.ts';

export interface ContactState {
  sent?: boolean;
  missing?: string[];
}

// The texts beside the map and the video hold true with and without consent: while an embed waits,
// its placeholder says why, and it goes when the embed comes. The placeholders are the page's own
// markup, so they show without JavaScript too; the consent bus adds the accept button.
const NEEDS_SCRIPT = html`<noscript><p>Für Ihre Einwilligung braucht diese Seite JavaScript.</p></noscript>`;

export function contactPage(state: ContactState = {}): PageFrame {
  return {
    title: 'Kontakt',
    description: `So erreichen Sie ${workshop.name}: Adresse, Öffnungszeiten, Anfahrt und Kontaktformular.`,
    path: '/kontakt/',
    main: html`
<h1>Kontakt &amp; Anfahrt</h1>
<p class="lead">${contactIntro}</p>
${state.sent ? html`<ws-alert type="success" dismissible>Vielen Dank! Ihre Nachricht ist bei uns angekommen. Wir melden uns innerhalb eines Werktags.</ws-alert>` : ''}
${state.missing?.length ? html`<ws-alert type="error">Bitte füllen Sie diese Felder aus: ${state.missing.join(', ')}.</ws-alert>` : ''}
<div class="two-columns">
  <section>
    <h2 id="address-title">Adresse</h2>
    <address>${workshop.name}<br>${workshop.street}<br>${workshop.city}<br>
    Telefon: <a href="tel:${workshop.phone.replace(/\s+/g, '')}">${workshop.phone}</a><br>
    E-Mail: <a href="mailto:${workshop.email}">${workshop.email}</a></address>
    <h3>Öffnungszeiten</h3>
    <ul>${workshop.openingHours.map((line) => html`<li>${line}</li>`)}</ul>
  </section>
  <section aria-labelledby="form-title">
    <h2 id="form-title">Schreiben Sie uns</h2>
    <form class="form" method="post" action="/kontakt/">
      <p><label for="contact-name">Name</label><input id="contact-name" name="name" autocomplete="name" required></p>
      <p><label for="contact-email">E-Mail</label><input id="contact-email" name="email" type="email" autocomplete="email" required></p>
      <p><label for="contact-plate">Fahrzeug (optional)</label><input id="contact-plate" name="vehicle"></p>
      <p><label for="contact-message">Ihre Nachricht</label><textarea id="contact-message" name="message" rows="5" required></textarea></p>
      <p><button class="button" type="submit">Nachricht senden</button></p>
    </form>
  </section>
</div>
<section id="anfahrt" aria-labelledby="map-title">
  <h2 id="map-title">Anfahrt</h2>
  <p>Sie finden uns im Gewerbegebiet Stuttgart-Vaihingen, wenige Minuten vom Autobahnkreuz Stuttgart. Kundenparkplätze gibt es direkt vor der Werkstatt, die S-Bahn-Haltestelle Vaihingen ist zehn Minuten zu Fuß entfernt.</p>
  <div class="ws-consent-placeholder embed-placeholder embed-placeholder--wide">
    <p>Die Karte von Google Maps wird erst geladen, wenn Sie der Kategorie „Marketing“ zustimmen.</p>
    ${NEEDS_SCRIPT}
  </div>
  <iframe class="embed" data-category="marketing" data-src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2632.5!2d9.17!3d48.72!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1" title="Karte: Anfahrt zu ${workshop.name}" width="1200" height="450" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>
</section>
<ws-video-background class="contact-video" src="${workshopTourVideo.href}">
  <img slot="poster" src="${workshopTourVideo.poster}" alt="" width="1280" height="720" loading="lazy" decoding="async">
  <h2>Besuchen Sie uns in der Werkstatt</h2>
  <p>Hinter diesem Text läuft unser Rundgang von YouTube, ohne Ton, aber erst, wenn Sie der Kategorie „Marketing“ zustimmen. Bis dahin sehen Sie ein Standbild.</p>
</ws-video-background>
<section>
  <h2 id="video-title">Ein Rundgang durch unsere Werkstatt</h2>
  <p>Vom Empfang über die Richtbank bis zur Lackierkabine: So arbeiten wir an Ihrem Fahrzeug. Das Video kommt von YouTube im erweiterten Datenschutzmodus.</p>
  <div class="ws-consent-placeholder embed-placeholder">
    <p>Das YouTube-Video wird erst geladen, wenn Sie der Kategorie „Marketing“ zustimmen.</p>
    ${NEEDS_SCRIPT}
  </div>
  <iframe class="embed" data-category="marketing" data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video: Rundgang durch die Werkstatt" width="1200" height="675" loading="lazy" allow="fullscreen; picture-in-picture"></iframe>
</section>`,
  };
}

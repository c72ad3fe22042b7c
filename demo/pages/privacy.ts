import { privacyPolicy } from '../content/site.ts';
import { html } from '../html.ts';
import type { PageFrame } from './layout.ts';

// The note inside <ws-manage-consent> is for visitors without JavaScript: the element's switches
// take its place when they render.
export function privacyPage(): PageFrame {
  return {
    title: 'Datenschutzerklärung',
    description: 'Wie wir mit Ihren Daten umgehen und wie Sie Ihre Cookie-Einstellungen ändern.',
    path: '/datenschutz/',
    main: html`
<h1>Datenschutzerklärung</h1>
${privacyPolicy.map(
  (section, index) => html`<section>
  <h2 id="policy-${index}">${section.heading}</h2>
  ${section.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
</section>`,
)}
<ws-manage-consent src>
  <div class="no-script-note">
    <h2>Ihre Cookie-Einstellungen</h2>
    <p>Die Schalter für Ihre Cookie-Einstellungen erscheinen hier, sobald JavaScript in Ihrem Browser aktiv ist.</p>
    <p>Ohne JavaScript lädt diese Website nichts, das Ihre Einwilligung braucht: keine Karte, kein Video, keine Statistik. Eine früher gegebene Einwilligung nehmen Sie zurück, indem Sie die Cookies dieser Website in Ihrem Browser löschen.</p>
  </div>
</ws-manage-consent>`,
  };
}

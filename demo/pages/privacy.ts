import { privacyPolicy } from '../content/site.ts';
import { html } from '../html.ts';
import type { PageFrame } from './layout.ts';

export function privacyPage(): PageFrame {
  return {
    title: 'Datenschutzerklärung',
    description: 'Wie wir mit Ihren Daten umgehen und wie Sie Ihre Cookie-Einstellungen ändern.',
    path: '/datenschutz/',
    main: html`
<h1>Datenschutzerklärung</h1>
${privacyPolicy.map(
  (section, index) => html`<section aria-labelledby="policy-${index}">
  <h2 id="policy-${index}">${section.heading}</h2>
  ${section.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
</section>`,
)}
<ws-manage-consent src></ws-manage-consent>`,
  };
}

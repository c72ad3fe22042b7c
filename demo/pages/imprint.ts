// The Impressum: what § 5 DDG asks of the workshop's GmbH, linked from every page's footer.
import { legalNotice, workshop } from '../content/site.ts';
import { html } from '../html.ts';
import type { PageFrame } from './layout.ts';

export function imprintPage(): PageFrame {
  return {
    title: 'Impressum',
    description: `Anbieterkennzeichnung der ${workshop.name} nach § 5 DDG.`,
    path: '/impressum/',
    main: html`
<h1>Impressum</h1>
<section>
  <h2 id="imprint-provider">Angaben gemäß § 5 DDG</h2>
  <address>${workshop.name}<br>${workshop.street}<br>${workshop.city}</address>
  <p>Vertretungsberechtigte Geschäftsführer: ${legalNotice.managingDirectors.join(', ')}</p>
</section>
<section>
  <h2 id="imprint-contact">Kontakt</h2>
  <p>Telefon: <a href="tel:${workshop.phone.replace(/\s+/g, '')}">${workshop.phone}</a><br>
  E-Mail: <a href="mailto:${workshop.email}">${workshop.email}</a></p>
</section>
<section>
  <h2 id="imprint-register">Registereintrag</h2>
  <p>Eintragung im Handelsregister<br>
  Registergericht: ${legalNotice.registerCourt}<br>
  Registernummer: ${legalNotice.registerNumber}</p>
</section>
<section>
  <h2 id="imprint-vat">Umsatzsteuer</h2>
  <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${legalNotice.vatId}</p>
</section>
<section>
  <h2 id="imprint-trade">Berufsrechtliche Angaben</h2>
  <p>Eingetragen in die Handwerksrolle der zuständigen Kammer: ${legalNotice.chamber}<br>
  Berufsbezeichnungen: ${legalNotice.professionalTitles}<br>
  Berufsrechtliche Regelungen: ${legalNotice.professionalRules}</p>
</section>
<section>
  <h2 id="imprint-editor">Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
  <p>${legalNotice.contentResponsible}</p>
</section>
<section>
  <h2 id="imprint-disputes">Verbraucherstreitbeilegung</h2>
  <p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
</section>`,
  };
}

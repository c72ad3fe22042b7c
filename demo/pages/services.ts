import { galleryRepairs, repairImageUrl, STAGE_LABELS, type RepairKind } from '../content/gallery.ts';
import { faq, services, workshop } from '../content/site.ts';
import { html, type SafeHtml } from '../html.ts';
import type { PageFrame } from './layout.ts';
import { imageLoading } from './parts.ts';

/** The repairs the before/after slider shows, in this order (their pictures are the gallery's). */
const BEFORE_AFTER_REPAIRS: readonly RepairKind[] = ['hagel', 'stossfaenger', 'kratzer', 'unfall', 'lack'];

/**
 * The before/after slider: one slide per repair, its two pictures side by side (one
 * above the other on a phone), each in a 16:9 box, so every slide has the same height. The section
 * is far below the first screen: every picture loads lazily, the slider loads the next just before
 * it is shown.
 */
function beforeAfterSlider(): SafeHtml {
  const repairs = BEFORE_AFTER_REPAIRS.map((kind) => galleryRepairs.find((repair) => repair.kind === kind)!);
  return html`<ws-slider animation="slide" label="Vorher und nachher">
  ${repairs.map(
    (repair) => html`<figure class="slide before-after">
    <div class="before-after__pair">
      ${(['vorher', 'nachher'] as const).map(
        (stage) => html`<div class="before-after__picture">
        <img src="${repairImageUrl(repair.kind, stage)}" width="1200" height="675" alt="${STAGE_LABELS[stage]}: ${repair.stages[stage].alt}" loading="lazy" decoding="async">
        <span class="before-after__label" aria-hidden="true">${STAGE_LABELS[stage]}</span>
      </div>`,
      )}
    </div>
    <figcaption><strong>${repair.title}.</strong> ${repair.stages.nachher.caption}</figcaption>
  </figure>`,
  )}
</ws-slider>`;
}

export function servicesPage(): PageFrame {
  return {
    title: 'Leistungen',
    description: 'Unfallinstandsetzung, Lackierung, Smart Repair, Ausbeulen und mehr aus einer Hand.',
    path: '/leistungen/',
    // Sections are found by their headings; only the questions are a named region (docs/ACCESSIBILITY.md, "Named regions").
    main: html`
<h1>Unsere Leistungen</h1>
<p>Wie eine Reparatur bei uns abläuft, vom ersten Blick auf den Schaden bis zur Übergabe, zeigen wir Schritt für Schritt: <a href="/ablauf/">So läuft Ihre Reparatur ab</a>.</p>
<div class="service-list">
  ${services.map((service, index) => {
    const card = html`<section class="service" id="${service.slug}">
    <img src="/images/services/${service.slug}.svg" width="1200" height="675" alt="" ${imageLoading(index, 1)}>
    <div>
      <h2 id="service-${service.slug}">${service.title}</h2>
      <p class="lead">${service.summary}</p>
      ${service.details.map((paragraph) => html`<p>${paragraph}</p>`)}
    </div>
  </section>`;
    // The first card is in the first screen (and may be its largest paint): it is there at once, not animated in.
    return index === 0 ? card : html`<ws-animate animation="slide" direction="up" offset="15%">${card}</ws-animate>`;
  })}
</div>
<ws-parallax class="parallax-band" image="/images/services/lackierung.svg" direction="up" velocity="0.3" gradient-start-color="rgba(0,0,0,0.72)" gradient-end-color="rgba(0,0,0,0.45)">
  <h2>Meisterbetrieb seit über 30 Jahren</h2>
  <p>Vom Kratzer bis zum Unfallschaden alles aus einer Hand: Originalfarbton nach Messung, Richtbank nach Herstellervorgaben und drei Jahre Garantie auf Karosserie und Lack.</p>
</ws-parallax>
<section class="warranty-section">
  <h2 id="garantie-title">Was wir Ihnen garantieren</h2>
  <ws-tabs label="Garantie nach Leistung">
    <h3 slot="tab" id="garantie-lack">Lack</h3>
    <div>
      <p>Drei Jahre Garantie auf jede Lackierung: Farbton, Glanz und Haftung. Wir mischen den Farbton nach Messung, lackieren in der eigenen Kabine und gleichen angrenzende Flächen durch <button type="button" class="term" id="begriff-beilackieren">Beilackieren</button><ws-tooltip for="begriff-beilackieren">Der neue Lack läuft weich in die Nachbarteile aus, damit kein Farbunterschied zu sehen ist.</ws-tooltip> an.</p>
    </div>
    <h3 slot="tab" id="garantie-karosserie">Karosserie</h3>
    <div>
      <p>Drei Jahre Garantie auf Richt- und Schweißarbeiten. Vermessen wird auf der <button type="button" class="term" id="begriff-richtbank">Richtbank</button><ws-tooltip for="begriff-richtbank">Ein Messrahmen, auf dem die Karosserie vermessen und in ihre Sollmaße zurückgezogen wird.</ws-tooltip> vor und nach der Reparatur, das Protokoll bekommen Sie mit.</p>
    </div>
    <h3 slot="tab" id="garantie-glas">Glas</h3>
    <div>
      <p>Zwei Jahre Garantie auf Dichtheit und Sitz der Scheibe. Kameras und Sensoren hinter der Frontscheibe kalibrieren wir nach dem Einbau neu.</p>
    </div>
  </ws-tabs>
</section>
<section class="before-after-section">
  <h2 id="vorher-nachher-title">Vorher – nachher</h2>
  <p>So kamen die Fahrzeuge zu uns, und so haben sie die Werkstatt wieder verlassen. Mehr Bilder und zwei Videos zeigt die <a href="/galerie/">Galerie</a>.</p>
  ${beforeAfterSlider()}
</section>
<p class="hours-teaser">Sie möchten vorbeikommen oder anrufen? <button type="button" class="button button--quiet open-hours">Öffnungszeiten anzeigen</button> <a href="#awb-oc__hours">Telefonnummer anzeigen</a></p>
<section id="fragen" aria-labelledby="faq-title">
  <h2 id="faq-title">Häufige Fragen</h2>
  ${faq.map((entry) => html`<details class="faq"><summary>${entry.question}</summary><p>${entry.answer}</p></details>`)}
</section>
<ws-offcanvas id="hours" type="sliding-bar" position="bottom" label="Öffnungszeiten und Telefon" on-click="yes" on-click-element=".open-hours" enter-animation="slide" enter-animation-direction="up" enter-animation-speed="0.4" exit-animation="slide" exit-animation-direction="down" exit-animation-speed="0.3">
  <h2>Öffnungszeiten</h2>
  <ul>${workshop.openingHours.map((line) => html`<li>${line}</li>`)}</ul>
  <p>Telefon: <a href="tel:${workshop.phone.replace(/\s+/g, '')}">${workshop.phone}</a></p>
</ws-offcanvas>
<ws-offcanvas id="exit-offer" exit-intent="yes" frequency="once" overlay-page-scrollbar="no" enter-animation="zoom" enter-animation-speed="0.4" exit-animation="fade" exit-animation-speed="0.3">
  <h2>Bevor Sie gehen: Ihr Kostenvoranschlag</h2>
  <p>Schicken Sie uns drei Fotos vom Schaden, und Sie bekommen innerhalb eines Werktags eine unverbindliche Einschätzung.</p>
  <p><a class="button" href="/kontakt/">Fotos senden</a> <a href="#awb-close-oc__exit-offer">Nein, danke</a></p>
</ws-offcanvas>`,
  };
}

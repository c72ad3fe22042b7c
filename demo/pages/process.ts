// /ablauf/: how a repair goes, five steps as full-screen scroll sections. Each step is a
// <section> with an id (the address follows it: /ablauf/#termin) and a heading that names it in
// the section navigation. Without script, narrow screens and reduced motion: ordinary sections.
import { repairSteps, workshop } from '../content/site.ts';
import { html } from '../html.ts';
import type { PageFrame } from './layout.ts';

export function processPage(): PageFrame {
  return {
    title: 'So läuft Ihre Reparatur ab',
    description: 'Vom ersten Blick auf den Schaden bis zur Übergabe: die fünf Schritte einer Reparatur bei uns.',
    path: '/ablauf/',
    main: html`
<h1>So läuft Ihre Reparatur ab</h1>
<p class="lead">Fünf Schritte vom Schaden bis zur Übergabe. Sie wissen bei jedem Schritt, was als Nächstes kommt und was es kostet.</p>
<ws-scroll-sections class="process-steps">
  ${repairSteps.map(
    (
      step,
      index,
    ) => html`<section id="${step.id}" class="process-step" data-name="${step.title}" aria-labelledby="${step.id}-title">
    <p class="process-step__number" aria-hidden="true">${index + 1}</p>
    <div class="process-step__text">
      <h2 id="${step.id}-title"><span class="visually-hidden">Schritt ${index + 1}: </span>${step.title}</h2>
      ${step.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
    </div>
  </section>`,
  )}
</ws-scroll-sections>
<section class="process-contact">
  <h2 id="process-contact-title">Fragen zum Ablauf?</h2>
  <p>Rufen Sie uns an unter <a href="tel:${workshop.phone.replace(/\s+/g, '')}">${workshop.phone}</a> oder <a href="/kontakt/">schreiben Sie uns</a>.</p>
</section>`,
  };
}

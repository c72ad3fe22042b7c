import { faq, services } from '../content/site.ts';
import { html } from '../html.ts';
import type { PageFrame } from './layout.ts';

export function servicesPage(): PageFrame {
  return {
    title: 'Leistungen',
    description: 'Unfallinstandsetzung, Lackierung, Smart Repair, Ausbeulen und mehr aus einer Hand.',
    path: '/leistungen/',
    main: html`
<h1>Unsere Leistungen</h1>
<div class="service-list">
  ${services.map(
    (service) => html`<section class="service" id="${service.slug}" aria-labelledby="service-${service.slug}">
    <img src="/images/services/${service.slug}.svg" width="1200" height="675" alt="" loading="lazy" decoding="async">
    <div>
      <h2 id="service-${service.slug}">${service.title}</h2>
      <p class="lead">${service.summary}</p>
      ${service.details.map((paragraph) => html`<p>${paragraph}</p>`)}
    </div>
  </section>`,
  )}
</div>
<section aria-labelledby="faq-title">
  <h2 id="faq-title">Häufige Fragen</h2>
  ${faq.map((entry) => html`<details class="faq"><summary>${entry.question}</summary><p>${entry.answer}</p></details>`)}
</section>`,
  };
}

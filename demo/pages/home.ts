import { homeIntro, services, testimonials } from '../content/site.ts';
import { postsNewestFirst } from '../blog.ts';
import { html } from '../html.ts';
import type { PageFrame } from './layout.ts';
import { postCard } from './parts.ts';

/** Posts the home page shows in its blog block. */
export const HOME_POST_COUNT = 6;

export function homePage(): PageFrame {
  return {
    title: 'Karosserie & Lack in Stuttgart',
    description: homeIntro.lead,
    path: '/',
    main: html`
<section class="hero" aria-labelledby="hero-title">
  <div class="hero__text">
    <h1 id="hero-title">${homeIntro.heading}</h1>
    <p class="lead">${homeIntro.lead}</p>
    <p><a class="button" href="/kontakt/">Termin vereinbaren</a> <a class="button button--quiet" href="/leistungen/">Unsere Leistungen</a></p>
  </div>
  <img class="hero__image" src="/images/services/${services[0]!.slug}.svg" width="1200" height="675" alt="" fetchpriority="high">
</section>
<section class="highlights" aria-labelledby="highlights-title">
  <h2 id="highlights-title" class="visually-hidden">Warum zu uns</h2>
  <ul class="card-grid">
    ${homeIntro.highlights.map((item) => html`<li class="card"><h3>${item.title}</h3><p>${item.text}</p></li>`)}
  </ul>
</section>
<section aria-labelledby="services-title">
  <h2 id="services-title">Leistungen</h2>
  <ul class="card-grid">
    ${services.slice(0, 6).map((service) => html`<li class="card"><h3><a href="/leistungen/#${service.slug}">${service.title}</a></h3><p>${service.summary}</p></li>`)}
  </ul>
</section>
<section aria-labelledby="blog-title">
  <h2 id="blog-title">Neues aus der Werkstatt</h2>
  <div class="post-list">
    ${postsNewestFirst.slice(0, HOME_POST_COUNT).map((post) => postCard(post, 3))}
  </div>
  <p><a class="button button--quiet" rel="next" href="/blog/">Alle Beiträge</a></p>
</section>
<section aria-labelledby="voices-title">
  <h2 id="voices-title">Das sagen unsere Kunden</h2>
  <ul class="quotes">
    ${testimonials.map((quote) => html`<li><blockquote><p>${quote.text}</p></blockquote><p class="quote-author">– ${quote.author}</p></li>`)}
  </ul>
</section>`,
  };
}

import { homeIntro, services, testimonials } from '../content/site.ts';
import { archivePage, archivePageUrl, POSTS_PER_PAGE, postsNewestFirst } from '../blog.ts';
import { html } from '../html.ts';
import type { PageFrame } from './layout.ts';
import { postCard } from './parts.ts';

/** Seconds on the home page before the newsletter popup opens (at most once a week). */
export const NEWSLETTER_DELAY_S = 20;

/** Posts the home page shows in its blog block: one archive page, so "load more" continues with page 2. */
export const HOME_POST_COUNT = POSTS_PER_PAGE;

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
  <ws-blog-feed layout="grid" columns="3" pagination="load-more" finished-text="Das waren alle Beiträge." data-pages="${String(archivePage(1)!.pages)}">
    ${postsNewestFirst.slice(0, HOME_POST_COUNT).map((post) => postCard(post, 3))}
    <nav class="pager" aria-label="Weitere Beiträge"><ul><li><a rel="next" href="${archivePageUrl(2)}">Ältere Beiträge</a></li></ul></nav>
  </ws-blog-feed>
  <p><a class="button button--quiet" href="/blog/">Alle Beiträge</a></p>
</section>
<ws-offcanvas id="newsletter" time-on-page="yes" time-on-page-duration="${NEWSLETTER_DELAY_S}" frequency="week" enter-animation="slide" enter-animation-direction="up" enter-animation-speed="0.5" exit-animation="fade" exit-animation-speed="0.3">
  <h2>Werkstatt-Post</h2>
  <p>Einmal im Monat: Pflegetipps für Lack und Karosserie, Termine für den Reifenwechsel und Angebote nur für Abonnenten.</p>
  <form class="newsletter-form" action="/newsletter/" method="post">
    <p><label for="newsletter-email">E-Mail-Adresse</label> <input id="newsletter-email" name="email" type="email" autocomplete="email" required></p>
    <p><button class="button" type="submit">Anmelden</button> <a href="#awb-close-oc__newsletter">Später</a></p>
  </form>
</ws-offcanvas>
<section aria-labelledby="voices-title">
  <h2 id="voices-title">Das sagen unsere Kunden</h2>
  <ul class="quotes">
    ${testimonials.map((quote) => html`<li><blockquote><p>${quote.text}</p></blockquote><p class="quote-author">– ${quote.author}</p></li>`)}
  </ul>
</section>`,
  };
}

import { timeLapseVideo, workshopTourVideo } from '../content/gallery.ts';
import { heroSlides, homeIntro, services, testimonials } from '../content/site.ts';
import { archivePage, archivePageUrl, POSTS_PER_PAGE, postsNewestFirst } from '../blog.ts';
import { html, type SafeHtml } from '../html.ts';
import type { PageFrame } from './layout.ts';
import { imageLoading, postCard } from './parts.ts';

/** The YouTube tour's video id, from the link the gallery shows (youtube.com/watch?v=ID). */
const TOUR_VIDEO_ID = new URL(workshopTourVideo.href).searchParams.get('v') ?? '';

/** Said in the tour's placeholder without script (the consent bus adds the accept button when it runs). */
const NEEDS_SCRIPT = html`<noscript><p>Für Ihre Einwilligung braucht diese Seite JavaScript.</p></noscript>`;

/**
 * The hero slider: the slides are its direct children, each with a 16:9 media box and
 * a short text, so all have one height. The first picture is the first paint (high priority);
 * the later ones load lazily, and the slider loads them just before they are shown.
 */
function heroSlider(): SafeHtml {
  const serviceSlides = heroSlides.services.map((slide, index) => {
    const service = services.find((entry) => entry.slug === slide.slug)!;
    return html`<div class="slide">
    <img class="slide__media" src="/images/services/${service.slug}.svg" width="1200" height="675" alt="${slide.alt}" ${imageLoading(index, 1)}>
    <div class="slide__text">
      <p class="slide__title">${service.title}</p>
      <p>${slide.teaser} <a href="/leistungen/#${service.slug}">Mehr erfahren<span class="visually-hidden"> über ${service.title}</span></a></p>
    </div>
  </div>`;
  });
  return html`<ws-slider class="hero-slider" label="Unsere Leistungen im Überblick">
  ${serviceSlides}
  <figure class="slide">
    <video class="slide__media" controls muted playsinline preload="none" poster="${timeLapseVideo.poster}" width="1280" height="720"><source src="${timeLapseVideo.src}" type="video/webm"></video>
    <figcaption class="slide__text">
      <p class="slide__title">${timeLapseVideo.title}</p>
      <p>${heroSlides.timeLapseTeaser} <a href="/galerie/#galerie-videos">Mehr in der Galerie</a></p>
    </figcaption>
  </figure>
  <figure class="slide">
    <div class="ws-consent-placeholder embed-placeholder slide__media">
      <p>Das YouTube-Video wird erst geladen, wenn Sie der Kategorie „Marketing“ zustimmen.</p>
      ${NEEDS_SCRIPT}
    </div>
    <iframe class="embed slide__media" data-category="marketing" data-src="https://www.youtube-nocookie.com/embed/${TOUR_VIDEO_ID}" title="Video: Rundgang durch die Werkstatt" width="1200" height="675" loading="lazy" allow="fullscreen; picture-in-picture"></iframe>
    <figcaption class="slide__text">
      <p class="slide__title">Rundgang durch die Werkstatt</p>
      <p>${heroSlides.tourTeaser}</p>
    </figcaption>
  </figure>
</ws-slider>`;
}

/** Seconds on the home page before the newsletter popup opens (at most once a week). */
export const NEWSLETTER_DELAY_S = 20;

/** Posts the home page shows in its blog block: one archive page, so "load more" continues with page 2. */
export const HOME_POST_COUNT = POSTS_PER_PAGE;

// The quotes' <section> has no name of its own: <ws-testimonials label="Das sagen unsere Kunden"> is
// the region of that name, and two landmarks of one name are one too many (axe landmark-unique).
export function homePage(): PageFrame {
  return {
    title: 'Karosserie & Lack in Stuttgart',
    description: homeIntro.lead,
    path: '/',
    main: html`
<section class="hero">
  <ws-video-background class="hero__video" src="${timeLapseVideo.src}">
    <img slot="poster" src="${timeLapseVideo.poster}" alt="" width="1280" height="720" fetchpriority="high">
    <div class="hero__text">
      <ws-title words="${homeIntro.rotatingWords.join('|')}" effect="slide">
        <h1 id="hero-title">${homeIntro.heading}<br> <span data-rotate>${homeIntro.rotatingWords[0]}</span></h1>
      </ws-title>
      <p class="lead">${homeIntro.lead}</p>
      <p><a class="button" href="/kontakt/">Termin vereinbaren</a> <a class="button button--quiet" href="/leistungen/">Unsere Leistungen</a></p>
    </div>
  </ws-video-background>
  ${heroSlider()}
</section>
<section class="highlights">
  <h2 id="highlights-title" class="visually-hidden">Warum zu uns</h2>
  <ul class="card-grid">
    ${homeIntro.highlights.map((item) => html`<li class="card"><h3>${item.title}</h3><p>${item.text}</p></li>`)}
  </ul>
</section>
<section>
  <h2 id="services-title">Leistungen</h2>
  <ul class="card-grid">
    ${services.slice(0, 6).map((service) => html`<li class="card"><h3><a href="/leistungen/#${service.slug}">${service.title}</a></h3><p>${service.summary}</p></li>`)}
  </ul>
</section>
<section>
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
<section>
  <h2 id="voices-title">Das sagen unsere Kunden</h2>
  <ws-testimonials label="Das sagen unsere Kunden">
    ${testimonials.map((quote) => html`<figure class="quote"><blockquote><p>${quote.text}</p></blockquote><figcaption><cite>${quote.author}</cite></figcaption></figure>`)}
  </ws-testimonials>
</section>`,
  };
}

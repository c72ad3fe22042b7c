// /galerie/: before and after pictures of our repairs, a time-lapse from our own server and a
// workshop tour on YouTube, all in one <ws-lightbox> gallery with deep links (#galerie/3). Without
// JavaScript every link opens its file (the YouTube link opens YouTube, the visitor's own click).
import {
  galleryRepairs,
  REPAIR_STAGES,
  repairImageUrl,
  STAGE_LABELS,
  timeLapseVideo,
  workshopTourVideo,
} from '../content/gallery.ts';
import { services } from '../content/site.ts';
import { html, type SafeHtml } from '../html.ts';
import type { PageFrame } from './layout.ts';
import { imageLoading } from './parts.ts';

/** The gallery's name and its deep-link id: `#galerie/3` opens the third item. */
export const GALLERY_ID = 'galerie';
/** The networks the viewer offers for sharing one picture, in this order. */
export const GALLERY_SHARE_NETWORKS = 'facebook,twitter,whatsapp,mail';
/** Pictures on the first screen load at once (the first with high priority); the rest when scrolled near. */
const PICTURES_ON_FIRST_SCREEN = 2;

interface GalleryLink {
  href: string;
  title: string;
  caption: string;
  thumbnail: string;
  alt: string;
  /** The visible text under the picture. */
  label: SafeHtml;
  /** A video: the page marks its picture with a play symbol (site.css). */
  video?: boolean;
}

/** One item: a real link to the file with a real picture in it, so it works without script. */
function galleryFigure(item: GalleryLink, position: number): SafeHtml {
  return html`<figure class="${item.video ? 'gallery-item gallery-item--video' : 'gallery-item'}">
  <a href="${item.href}" data-title="${item.title}" data-caption="${item.caption}"><img src="${item.thumbnail}" width="1200" height="675" alt="${item.alt}" ${imageLoading(position, PICTURES_ON_FIRST_SCREEN)}></a>
  <figcaption>${item.label}</figcaption>
</figure>`;
}

/** Every item in gallery order, which is the order of the hash numbers (item 1 is #galerie/1). */
export function galleryLinks(): GalleryLink[] {
  const pictures = galleryRepairs.flatMap((repair) =>
    REPAIR_STAGES.map((stage) => ({
      href: repairImageUrl(repair.kind, stage),
      title: `${repair.title} – ${STAGE_LABELS[stage].toLowerCase()}`,
      caption: repair.stages[stage].caption,
      thumbnail: repairImageUrl(repair.kind, stage),
      alt: repair.stages[stage].alt,
      label: html`<strong>${STAGE_LABELS[stage]}:</strong> ${repair.stages[stage].caption}`,
    })),
  );
  const videos = [timeLapseVideo, workshopTourVideo].map((video) => ({
    href: 'src' in video ? video.src : video.href,
    title: video.title,
    caption: video.caption,
    thumbnail: video.poster,
    alt: video.alt,
    label: html`<strong>${video.title}.</strong> ${video.caption}`,
    video: true,
  }));
  return [...pictures, ...videos];
}

export function galleryPage(): PageFrame {
  const links = galleryLinks();
  const pictureCount = galleryRepairs.length * REPAIR_STAGES.length;
  return {
    title: 'Galerie: vorher und nachher',
    description:
      'Vorher-Nachher-Bilder aus unserer Werkstatt: Hagelschaden, Smart Repair, Parkdellen, Kratzer, Unfallschäden, Lackierung und Felgen – dazu zwei Videos.',
    path: '/galerie/',
    // Sections are found by their headings, none is a named region (docs/ACCESSIBILITY.md, "Named regions").
    main: html`
<h1>Vorher – nachher: unsere Arbeit in Bildern</h1>
<p class="lead">Bilder sagen mehr als jeder Kostenvoranschlag: So sahen die Fahrzeuge unserer Kundinnen und Kunden aus, als sie zu uns kamen, und so haben sie die Werkstatt wieder verlassen.</p>
<p>Ein Klick oder Tippen auf ein Bild zeigt es groß. Mit den Pfeiltasten oder durch Wischen blättern Sie weiter, Escape schließt die Ansicht. Jedes Bild hat eine eigene Adresse, die Sie weitergeben können.</p>
<ws-lightbox class="gallery" gallery="${GALLERY_ID}" link-id="${GALLERY_ID}" social="${GALLERY_SHARE_NETWORKS}">
  ${galleryRepairs.map(
    (repair, index) => html`<section class="gallery-repair">
    <h2 id="galerie-${repair.kind}">${repair.title}</h2>
    <div class="gallery-pair">
      ${REPAIR_STAGES.map((_, stage) => galleryFigure(links[index * REPAIR_STAGES.length + stage]!, index * REPAIR_STAGES.length + stage))}
    </div>
    <p class="gallery-more"><a href="/leistungen/#${repair.service}">Mehr über unsere Leistung „${services.find((service) => service.slug === repair.service)?.title ?? repair.title}“</a></p>
  </section>`,
  )}
  <section class="gallery-repair">
    <h2 id="galerie-videos">Videos</h2>
    <p>Der Zeitraffer kommt von unserem eigenen Server. Den Rundgang zeigt YouTube: Er wird erst geladen, wenn Sie in der Ansicht der Kategorie „Marketing“ zustimmen.</p>
    <div class="gallery-pair">
      ${links.slice(pictureCount).map((link, index) => galleryFigure(link, pictureCount + index))}
    </div>
  </section>
</ws-lightbox>
${workshopPictures()}
<p>Ihr Fahrzeug hat auch etwas abbekommen? <a href="/kontakt/">Schicken Sie uns ein Foto</a>, und Sie bekommen innerhalb eines Werktags eine unverbindliche Einschätzung.</p>`,
  };
}

/**
 * Pictures from the workshop as the page builder marks them for lazy loading (docs/RULES.md#lazy-loading): a band
 * with `data-bg` and images with `data-src` and `data-sizes="auto"`, each with its <noscript> copy
 * for a visit without script. The shell's lazy-loading chunk comes only for pages with such markup.
 */
function workshopPictures(): SafeHtml {
  const shown = ['lackierung', 'smart-repair', 'ausbeulen-hagelschaeden'];
  return html`<section class="workshop-pictures">
  <div class="workshop-pictures__band" data-bg="/images/services/unfallinstandsetzung.svg">
    <h2 id="werkstatt-bilder">Aus unserer Werkstatt</h2>
  </div>
  <div class="workshop-pictures__grid">
    ${shown.map((slug) => {
      const service = services.find((each) => each.slug === slug)!;
      return html`<figure>
      <img data-src="/images/services/${slug}.svg" data-sizes="auto" width="1200" height="675" alt="${service.title} in unserer Werkstatt">
      <noscript><img src="/images/services/${slug}.svg" width="1200" height="675" alt="${service.title} in unserer Werkstatt"></noscript>
      <figcaption>${service.title}</figcaption>
    </figure>`;
    })}
  </div>
</section>`;
}

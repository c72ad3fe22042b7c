// The workshop's gallery (/galerie/): before and after pictures of real kinds of repair, a
// time-lapse video from our own server and a workshop tour on YouTube (played only with marketing
// consent). The pictures are drawn like the site's other images (images.ts, `repairSvg`).
import { repairSvg, videoStillSvg, type RepairDrawing } from './images.ts';

/** The repairs the before/after pictures show; each has a drawing in images.ts. */
export type RepairKind = RepairDrawing;
export type RepairStage = 'vorher' | 'nachher';

export interface GalleryRepair {
  kind: RepairKind;
  /** The heading above the pair, the name of the repair. */
  title: string;
  /** What the service is called on /leistungen/ (its anchor there). */
  service: string;
  hue: number;
  stages: Record<RepairStage, { caption: string; alt: string }>;
}

/**
 * In the order the gallery shows them: item 1 is Hagelschaden vorher, item 3 the bumper before its
 * repair (the bumper post links to `#galerie/3`), and so on, two items per repair.
 */
export const galleryRepairs: GalleryRepair[] = [
  {
    kind: 'hagel',
    title: 'Hagelschaden',
    service: 'ausbeulen-hagelschaeden',
    hue: 205,
    stages: {
      vorher: {
        caption:
          'Nach dem Unwetter: Dutzende kleine Dellen auf dem Dach, der Lack ist unversehrt. Genau das ist die Voraussetzung für das Ausbeulen ohne Lackieren.',
        alt: 'Autodach mit vielen kleinen Hageldellen, darüber dunkle Wolken und Hagelkörner',
      },
      nachher: {
        caption:
          'Drei Tage später: Jede Delle von der Rückseite herausgedrückt, der originale Werkslack bleibt erhalten – ohne Spachtel, ohne Farbtonunterschied.',
        alt: 'Dasselbe Autodach glatt und glänzend unter blauem Himmel',
      },
    },
  },
  {
    kind: 'stossfaenger',
    title: 'Smart Repair am Stoßfänger',
    service: 'smart-repair',
    hue: 5,
    stages: {
      vorher: {
        caption:
          'Parkrempler: ein Riss an der Ecke des Stoßfängers und Schrammen im Lack. Ein Neuteil hätte mit Lackierung rund 1.200 Euro gekostet.',
        alt: 'Stoßfänger mit Riss und hellen Schrammen an der rechten Ecke',
      },
      nachher: {
        caption:
          'Kunststoff verschweißt, geschliffen und mit elastischem Klarlack lackiert: nach einem Tag fertig, für weniger als die Hälfte des Neuteils.',
        alt: 'Derselbe Stoßfänger ohne Riss, gleichmäßig glänzend lackiert',
      },
    },
  },
  {
    kind: 'delle',
    title: 'Parkdelle in der Tür',
    service: 'ausbeulen-hagelschaeden',
    hue: 265,
    stages: {
      vorher: {
        caption: 'Eine Parkdelle in der Fahrertür: Die Spiegelung der Lichtleisten knickt an der Delle ab.',
        alt: 'Autotür mit einer Delle, an der sich die hellen Spiegelstreifen verbiegen',
      },
      nachher: {
        caption:
          'Mit der Klebetechnik herausgezogen: Die Lichtleisten laufen wieder gerade durch, der Lack musste nicht angefasst werden.',
        alt: 'Dieselbe Autotür mit geraden Spiegelstreifen',
      },
    },
  },
  {
    kind: 'kratzer',
    title: 'Kratzer im Lack',
    service: 'smart-repair',
    hue: 145,
    stages: {
      vorher: {
        caption: 'Ein Schlüsselkratzer quer über die Tür, an einer Stelle bis auf die Grundierung.',
        alt: 'Autotür mit langem hellem Kratzer, an einer Stelle schimmert die graue Grundierung durch',
      },
      nachher: {
        caption:
          'Smart Repair: nur die Kratzerzone gefüllt, lackiert und weich beilackiert – der Übergang ist nicht zu sehen.',
        alt: 'Dieselbe Autotür mit durchgehend glänzendem Lack',
      },
    },
  },
  {
    kind: 'unfall',
    title: 'Unfallschaden an der Front',
    service: 'unfallinstandsetzung',
    hue: 212,
    stages: {
      vorher: {
        caption:
          'Auffahrunfall: Frontschürze eingedrückt, Scheinwerfer zerbrochen, Kotflügel verzogen. Vermessen haben wir auf der Richtbank.',
        alt: 'Auto in Seitenansicht mit eingedrückter Front, zerbrochenem Scheinwerfer und Scherben auf dem Boden',
      },
      nachher: {
        caption:
          'Instand gesetzt nach Herstellervorgaben: neue Teile, lackiert, Assistenzsysteme kalibriert und alles mit Fotos dokumentiert.',
        alt: 'Dasselbe Auto unbeschädigt und frisch glänzend',
      },
    },
  },
  {
    kind: 'lack',
    title: 'Verwitterter Lack',
    service: 'lackierung',
    hue: 0,
    stages: {
      vorher: {
        caption:
          'Zwanzig Sommer in der Sonne: Der Klarlack der Motorhaube ist matt, kreidig und blättert an den Kanten ab.',
        alt: 'Motorhaube mit stumpfem, fleckigem Lack und abblätterndem Klarlack',
      },
      nachher: {
        caption:
          'Neu lackiert in der Lackierkabine: Farbton gemessen und nachgemischt, Basislack und Klarlack in voller Schichtdicke.',
        alt: 'Dieselbe Motorhaube in tiefem, glänzendem Rot',
      },
    },
  },
  {
    kind: 'felge',
    title: 'Bordsteinschaden an der Felge',
    service: 'smart-repair',
    hue: 30,
    stages: {
      vorher: {
        caption: 'Am Bordstein entlanggeschrammt: Das Felgenhorn ist rundherum zerkratzt.',
        alt: 'Alufelge mit zerkratztem Rand',
      },
      nachher: {
        caption: 'Geschliffen, gespachtelt und im Originalsilber lackiert: Die Felge sieht aus wie neu.',
        alt: 'Dieselbe Alufelge mit glattem, glänzendem Rand',
      },
    },
  },
];

export const REPAIR_STAGES: readonly RepairStage[] = ['vorher', 'nachher'];
export const STAGE_LABELS: Record<RepairStage, string> = { vorher: 'Vorher', nachher: 'Nachher' };

/** The address of one picture (the full picture, which the page shows small as its thumbnail too). */
export function repairImageUrl(kind: RepairKind, stage: RepairStage): string {
  return `/images/galerie/${kind}-${stage}.svg`;
}

/** The repair and stage a picture name stands for ("hagel-vorher"), if it is one. */
export function repairPicture(name: string): { repair: GalleryRepair; stage: RepairStage } | undefined {
  const match = /^([a-z]+)-(vorher|nachher)$/.exec(name);
  const repair = match && galleryRepairs.find((entry) => entry.kind === match[1]);
  return repair ? { repair, stage: match![2] as RepairStage } : undefined;
}

/** The drawing's stage for a gallery stage. */
const DRAWING_STAGE = { vorher: 'before', nachher: 'after' } as const;

/**
 * The picture behind /images/galerie/NAME.svg: a repair's before or after picture, or a video's
 * still; undefined for any other name.
 */
export function galleryPictureSvg(name: string): string | undefined {
  const picture = repairPicture(name);
  if (picture) {
    const { repair, stage } = picture;
    return repairSvg(repair.kind, DRAWING_STAGE[stage], repair.hue, repair.stages[stage].alt);
  }
  if (`/images/galerie/${name}.svg` === timeLapseVideo.poster)
    return videoStillSvg('kratzer', 'before', TIME_LAPSE_HUE, timeLapseVideo.alt);
  if (`/images/galerie/${name}.svg` === workshopTourVideo.poster)
    return videoStillSvg('werkstatt', undefined, WORKSHOP_HUE, workshopTourVideo.alt);
  return undefined;
}

/** The colour of the door in the time-lapse: the same as the scratch repair's pictures. */
export const TIME_LAPSE_HUE = 145;
/** The workshop's colour on its pictures (the blog's workshop posts use it too). */
const WORKSHOP_HUE = 225;

/**
 * The self-hosted video: made once by scripts/make-demo-video.ts (Chromium draws the paint repair
 * on a canvas and records it with MediaRecorder), kept in the repository under demo/public/video/.
 */
export const timeLapseVideo = {
  src: '/assets/video/zeitraffer-lackierung.webm',
  /** The still shown before it plays (and on the page): its first frame, the scratched door as images.ts draws it. */
  poster: '/images/galerie/zeitraffer-lackierung.svg',
  title: 'Zeitraffer: vom Kratzer zum Glanz',
  caption:
    'Fünf Sekunden statt eines Arbeitstags: So wandert die Spritzpistole über die zerkratzte Tür, bis der neue Lack die ganze Fläche deckt. Ein Video von unserem eigenen Server, ohne Ton.',
  alt: 'Standbild aus dem Zeitraffer: eine zerkratzte Autotür, die gerade neu lackiert wird',
};

/**
 * The workshop tour on YouTube. The link goes to YouTube itself; the viewer plays it through
 * youtube-nocookie only after the visitor accepts marketing. Its picture is our own, so YouTube
 * hears nothing before that.
 */
export const workshopTourVideo = {
  href: 'https://www.youtube.com/watch?v=kW3rkst4tt1',
  poster: '/images/galerie/rundgang-youtube.svg',
  title: 'Rundgang durch die Werkstatt (YouTube)',
  caption:
    'Vom Empfang über die Richtbank bis zur Lackierkabine: Unser Meister zeigt, wo Ihr Fahrzeug welche Station durchläuft. Das Video kommt von YouTube und startet erst, wenn Sie der Kategorie „Marketing“ zustimmen.',
  alt: 'Unsere Werkstatt von außen mit geöffnetem Rolltor, darüber ein Wiedergabesymbol',
};

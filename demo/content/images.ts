import type { Motif } from './posts.ts';

/**
 * Flat illustrations for the demo site, generated as standalone SVG documents.
 * Only presentation attributes are used (no style attributes, no <style>,
 * no scripts, no fonts, no external references), so the markup survives
 * strict Content-Security-Policies and sanitizers.
 */

const WIDTH = 1200;
const HEIGHT = 675;

/** Escapes a string for use in XML text content and attribute values. */
export function escapeXml(s: string): string {
  return (
    String(s)
      // eslint-disable-next-line no-control-regex -- control characters are what it removes: XML 1.0 forbids them
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

function normHue(hue: number): number {
  if (!Number.isFinite(hue)) return 0;
  return ((Math.round(hue) % 360) + 360) % 360;
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${normHue(h)}, ${s}%, ${l}%)`;
}

/** Formats a coordinate with at most one decimal place. */
function f(n: number): string {
  return String(Math.round(n * 10) / 10);
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Small deterministic PRNG (mulberry32) so the same input always yields the same picture. */
function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Palette {
  sky1: string;
  sky2: string;
  main: string;
  mainDark: string;
  mainDeep: string;
  mainLight: string;
  mainPale: string;
  accent: string;
  accentDark: string;
  ground: string;
  groundLight: string;
  ink: string;
  metal: string;
  metalLight: string;
  metalDark: string;
  glass: string;
  glassDark: string;
  primer: string;
}

function createPalette(h: number): Palette {
  const accent = h + 32;
  // Glass stays sky blue whatever the body colour is; only a slight shift with the hue.
  const glass = 196 + Math.round(h / 36);
  return {
    sky1: hsl(h, 60, 96),
    sky2: hsl(h, 48, 86),
    main: hsl(h, 66, 50),
    mainDark: hsl(h, 60, 36),
    mainDeep: hsl(h, 55, 24),
    mainLight: hsl(h, 75, 68),
    mainPale: hsl(h, 70, 88),
    accent: hsl(accent, 85, 58),
    accentDark: hsl(accent, 70, 42),
    ground: hsl(h, 16, 32),
    groundLight: hsl(h, 14, 46),
    ink: hsl(h, 28, 15),
    metal: hsl(h, 10, 80),
    metalLight: hsl(h, 14, 93),
    metalDark: hsl(h, 8, 52),
    glass: hsl(glass, 60, 86),
    glassDark: hsl(glass + 8, 42, 56),
    primer: hsl(h, 6, 80),
  };
}

/**
 * A repair picture of the gallery shows the damage alone ('before', no tool at work) or the
 * finished repair ('after'); the blog's pictures (no stage) show the damage with the tool.
 */
export type PictureStage = 'before' | 'after';

interface Ctx {
  hue: number;
  stage?: PictureStage;
  p: Palette;
  rand: () => number;
  id: (name: string) => string;
  url: (name: string) => string;
}

function linear(id: string, stops: [number, string, number?][], x2 = 0, y2 = 1): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radial(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

/** Four-pointed sparkle. */
function sparkle(cx: number, cy: number, size: number, fill: string, opacity = 1): string {
  const s = size;
  return `<path d="M${f(cx)} ${f(cy - s)} Q${f(cx)} ${f(cy)} ${f(cx + s)} ${f(cy)} Q${f(cx)} ${f(cy)} ${f(cx)} ${f(cy + s)} Q${f(cx)} ${f(cy)} ${f(cx - s)} ${f(cy)} Q${f(cx)} ${f(cy)} ${f(cx)} ${f(cy - s)} Z" fill="${fill}" fill-opacity="${opacity}"/>`;
}

function background(c: Ctx, withGround: boolean): string {
  const { p } = c;
  let out = `<defs>${linear(c.id('bg'), [
    [0, p.sky1],
    [1, p.sky2],
  ])}</defs>`;
  out += `<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" fill="${c.url('bg')}"/>`;
  out += `<circle cx="1050" cy="110" r="170" fill="${p.mainPale}" fill-opacity="0.7"/>`;
  out += `<circle cx="120" cy="80" r="90" fill="${p.accent}" fill-opacity="0.14"/>`;
  if (withGround) {
    out += `<rect x="0" y="586" width="${WIDTH}" height="${HEIGHT - 586}" fill="${p.ground}"/>`;
    out += `<rect x="0" y="586" width="${WIDTH}" height="8" fill="${p.groundLight}"/>`;
  }
  return out;
}

function wheelShape(c: Ctx, cx: number, cy: number, r: number): string {
  const { p } = c;
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#22252a"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.64)}" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="3"/>`;
  for (let i = 0; i < 5; i++) {
    const a = (i * 72 - 90) * (Math.PI / 180);
    const x2 = cx + Math.cos(a) * r * 0.58;
    const y2 = cy + Math.sin(a) * r * 0.58;
    out += `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${p.metalDark}" stroke-width="${f(r * 0.12)}" stroke-linecap="round"/>`;
  }
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.18)}" fill="${p.metalLight}" stroke="${p.metalDark}" stroke-width="2"/>`;
  return out;
}

const CAR_BODY =
  'M40 205 Q38 152 92 142 L228 128 Q300 62 382 54 L520 54 Q584 58 642 128 L702 140 Q742 150 742 192 L742 214 Q742 232 724 232 L654 232 A64 64 0 0 0 526 232 L254 232 A64 64 0 0 0 126 232 L58 232 Q40 232 40 214 Z';
const CAR_REAR_WINDOW = 'M252 130 Q306 76 384 70 L448 70 L448 130 Z';
const CAR_FRONT_WINDOW = 'M464 70 L516 70 Q566 74 618 130 L464 130 Z';

/** Side view of a compact car; local coordinates span roughly 40..742 × 54..290. */
function carSide(c: Ctx, x: number, y: number, scale: number, gradientName: string): string {
  const { p } = c;
  let out = `<g transform="translate(${f(x)} ${f(y)}) scale(${scale})">`;
  out += `<ellipse cx="391" cy="290" rx="370" ry="14" fill="${p.ink}" fill-opacity="0.28"/>`;
  out += `<path d="${CAR_BODY}" fill="${c.url(gradientName)}" stroke="${p.mainDeep}" stroke-width="3"/>`;
  out += `<path d="${CAR_REAR_WINDOW}" fill="${c.url('glass')}" stroke="${p.mainDeep}" stroke-width="3"/>`;
  out += `<path d="${CAR_FRONT_WINDOW}" fill="${c.url('glass')}" stroke="${p.mainDeep}" stroke-width="3"/>`;
  out += `<path d="M330 130 L380 72 L410 72 L360 130 Z" fill="#ffffff" fill-opacity="0.45"/>`;
  out += `<path d="M500 130 L530 72 L546 74 L518 130 Z" fill="#ffffff" fill-opacity="0.35"/>`;
  out += `<path d="M60 168 Q390 158 724 170" fill="none" stroke="${p.mainLight}" stroke-width="5" stroke-opacity="0.8"/>`;
  out += `<path d="M300 132 Q294 180 298 228" fill="none" stroke="${p.mainDeep}" stroke-width="3" stroke-opacity="0.6"/>`;
  out += `<path d="M456 130 L456 228" fill="none" stroke="${p.mainDeep}" stroke-width="3" stroke-opacity="0.6"/>`;
  out += `<path d="M618 132 Q630 180 622 214" fill="none" stroke="${p.mainDeep}" stroke-width="3" stroke-opacity="0.6"/>`;
  out += `<rect x="398" y="150" width="36" height="9" rx="4.5" fill="${p.mainDeep}"/>`;
  out += `<rect x="560" y="150" width="36" height="9" rx="4.5" fill="${p.mainDeep}"/>`;
  out += `<path d="M524 124 L552 116 L558 136 L528 138 Z" fill="${p.mainDark}"/>`;
  out += `<path d="M700 146 Q736 152 739 178 L708 176 Q696 162 700 146 Z" fill="#fff6d5" stroke="${p.mainDeep}" stroke-width="2"/>`;
  out += `<path d="M44 162 Q50 148 82 144 L82 172 L42 174 Z" fill="hsl(2, 78%, 50%)" stroke="${p.mainDeep}" stroke-width="2"/>`;
  out += `<rect x="258" y="214" width="264" height="12" rx="6" fill="${p.mainDeep}" fill-opacity="0.45"/>`;
  out += wheelShape(c, 190, 232, 54);
  out += wheelShape(c, 590, 232, 54);
  out += '</g>';
  return out;
}

function carDefs(c: Ctx, name: string, light: string, mid: string, dark: string): string {
  const { p } = c;
  return `<defs>${linear(c.id(name), [
    [0, light],
    [0.55, mid],
    [1, dark],
  ])}${linear(
    c.id('glass'),
    [
      [0, p.glass],
      [1, p.glassDark],
    ],
    1,
    1,
  )}</defs>`;
}

// ---------------------------------------------------------------------------
// Motifs
// ---------------------------------------------------------------------------

function drawCar(c: Ctx): string {
  const { p } = c;
  let out = background(c, true);
  out += `<path d="M0 586 L0 520 Q160 470 300 505 Q460 440 640 500 Q820 450 980 495 Q1100 470 1200 500 L1200 586 Z" fill="${p.mainPale}" fill-opacity="0.8"/>`;
  for (let x = 30; x < WIDTH; x += 170) {
    out += `<rect x="${x}" y="626" width="90" height="10" rx="5" fill="${p.sky1}" fill-opacity="0.7"/>`;
  }
  out += carDefs(c, 'body', p.mainLight, p.main, p.mainDark);
  out += carSide(c, 208, 296, 1, 'body');
  // A damaged car does not sparkle.
  if (c.stage === 'before') return out;
  out += sparkle(330, 300, 26, '#ffffff', 0.95);
  out += sparkle(905, 330, 18, '#ffffff', 0.9);
  out += sparkle(640, 236, 14, p.accent, 0.9);
  return out;
}

function drawDoor(c: Ctx): string {
  const { p } = c;
  let out = background(c, false);
  out += `<rect x="0" y="600" width="${WIDTH}" height="75" fill="${p.groundLight}" fill-opacity="0.35"/>`;
  out += `<defs>${linear(
    c.id('panel'),
    [
      [0, p.mainLight],
      [0.5, p.main],
      [1, p.mainDark],
    ],
    1,
    0.4,
  )}${linear(
    c.id('glass'),
    [
      [0, p.glass],
      [1, p.glassDark],
    ],
    1,
    1,
  )}</defs>`;
  out += `<ellipse cx="620" cy="612" rx="330" ry="16" fill="${p.ink}" fill-opacity="0.25"/>`;
  out += `<path d="M330 110 L700 110 Q790 112 850 190 L900 262 Q912 280 912 304 L912 560 Q912 594 878 594 L362 594 Q330 594 330 562 Z" fill="${c.url('panel')}" stroke="${p.mainDeep}" stroke-width="4"/>`;
  out += `<path d="M372 146 L690 146 Q760 150 812 214 L850 268 L372 268 Z" fill="${c.url('glass')}" stroke="${p.ink}" stroke-width="8" stroke-linejoin="round"/>`;
  out += `<path d="M452 150 L520 150 L444 264 L376 264 Z" fill="#ffffff" fill-opacity="0.4"/>`;
  out += `<path d="M556 150 L586 150 L510 264 L480 264 Z" fill="#ffffff" fill-opacity="0.3"/>`;
  out += `<rect x="346" y="270" width="552" height="12" rx="6" fill="${p.ink}" fill-opacity="0.7"/>`;
  out += `<path d="M340 362 Q620 348 906 356" fill="none" stroke="${p.mainLight}" stroke-width="6"/>`;
  out += `<path d="M340 370 Q620 356 906 364" fill="none" stroke="${p.mainDeep}" stroke-width="3" stroke-opacity="0.5"/>`;
  out += `<path d="M380 450 Q600 420 880 452" fill="none" stroke="#ffffff" stroke-width="16" stroke-opacity="0.2" stroke-linecap="round"/>`;
  out += `<rect x="736" y="310" width="116" height="30" rx="15" fill="${p.mainDeep}"/>`;
  out += `<rect x="746" y="317" width="96" height="16" rx="8" fill="${p.metal}"/>`;
  out += `<path d="M846 230 Q904 212 952 232 Q966 262 942 286 Q890 296 856 278 Z" fill="${p.main}" stroke="${p.mainDeep}" stroke-width="4"/>`;
  out += `<path d="M866 242 Q904 230 938 244 Q944 262 930 272 Q892 280 868 268 Z" fill="${c.url('glass')}"/>`;
  if (c.stage === 'before') return out;
  out += sparkle(860, 420, 24, '#ffffff', 0.95);
  out += sparkle(420, 520, 16, '#ffffff', 0.8);
  out += sparkle(980, 170, 20, p.accent, 0.85);
  out += sparkle(230, 300, 14, p.main, 0.7);
  return out;
}

function drawSpray(c: Ctx): string {
  const { p, rand } = c;
  let out = background(c, false);
  out += `<defs>`;
  out += linear(
    c.id('paint'),
    [
      [0, p.mainLight],
      [0.6, p.main],
      [1, p.mainDark],
    ],
    1,
    1,
  );
  out += linear(
    c.id('mist'),
    [
      [0, p.mainLight, 0],
      [1, p.main, 0.55],
    ],
    1,
    0,
  );
  out += linear(c.id('metal'), [
    [0, p.metalLight],
    [0.5, p.metal],
    [1, p.metalDark],
  ]);
  out += `<clipPath id="${c.id('panelClip')}"><path d="M90 170 Q240 118 430 150 L470 520 Q300 562 110 540 Z"/></clipPath>`;
  out += `</defs>`;
  // Panel (fender) partly painted.
  out += `<path d="M90 170 Q240 118 430 150 L470 520 Q300 562 110 540 Z" fill="${p.primer}" stroke="${p.ink}" stroke-width="4" stroke-opacity="0.4"/>`;
  out += `<g clip-path="${c.url('panelClip')}">`;
  out += `<rect x="60" y="100" width="290" height="480" fill="${c.url('paint')}"/>`;
  for (let i = 0; i < 9; i++) {
    const y = 130 + i * 52;
    out += `<circle cx="${f(350 + rand() * 16)}" cy="${f(y + rand() * 20)}" r="${f(22 + rand() * 14)}" fill="${p.main}" fill-opacity="0.85"/>`;
  }
  out += `<path d="M120 230 Q220 200 320 214" fill="none" stroke="#ffffff" stroke-width="14" stroke-opacity="0.35" stroke-linecap="round"/>`;
  out += `</g>`;
  // Mist cone.
  out += `<path d="M592 314 L330 170 L330 490 L592 342 Z" fill="${c.url('mist')}"/>`;
  for (let i = 0; i < 90; i++) {
    const t = rand();
    const x = 590 - t * 280;
    const spread = 14 + t * 150;
    const y = 328 + (rand() * 2 - 1) * spread;
    const r = 3 + t * 16 * rand() + 2;
    const op = 0.2 + (1 - t) * 0.45;
    const fill = rand() > 0.5 ? p.main : p.mainLight;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}" fill-opacity="${f(op)}"/>`;
  }
  // Spray gun.
  out += `<path d="M926 584 Q944 640 1060 650 Q1160 656 1200 618" fill="none" stroke="${p.ink}" stroke-width="18" stroke-linecap="round"/>`;
  out += `<path d="M846 356 L902 356 L962 560 Q966 586 940 588 L910 590 Q890 590 884 566 Z" fill="${p.ink}"/>`;
  out += `<path d="M870 380 L936 564" fill="none" stroke="${p.metalDark}" stroke-width="4" stroke-opacity="0.6"/>`;
  out += `<path d="M798 360 Q786 440 816 504 Q828 516 838 500 Q816 440 830 360 Z" fill="${p.metalDark}" stroke="${p.ink}" stroke-width="3"/>`;
  out += `<path d="M640 306 L700 298 L884 294 Q924 294 924 328 Q924 364 884 364 L700 360 L640 352 Z" fill="${c.url('metal')}" stroke="${p.ink}" stroke-width="4"/>`;
  out += `<rect x="612" y="308" width="40" height="40" rx="10" fill="${p.metalDark}" stroke="${p.ink}" stroke-width="3"/>`;
  out += `<rect x="588" y="292" width="26" height="72" rx="11" fill="${p.metal}" stroke="${p.ink}" stroke-width="3"/>`;
  out += `<circle cx="586" cy="328" r="7" fill="${p.ink}"/>`;
  out += `<rect x="920" y="312" width="48" height="14" rx="7" fill="${p.metalDark}" stroke="${p.ink}" stroke-width="3"/>`;
  out += `<circle cx="976" cy="319" r="14" fill="${p.accent}" stroke="${p.ink}" stroke-width="3"/>`;
  out += `<rect x="910" y="336" width="40" height="12" rx="6" fill="${p.metalDark}" stroke="${p.ink}" stroke-width="3"/>`;
  // Gravity cup.
  out += `<path d="M762 296 L772 240 L750 142 Q750 122 772 120 L858 120 Q880 122 878 142 L856 240 L866 296 Z" fill="${p.metalLight}" fill-opacity="0.9" stroke="${p.ink}" stroke-width="4"/>`;
  out += `<path d="M758 180 L872 180 L856 240 L772 240 Z" fill="${p.main}" fill-opacity="0.9"/>`;
  out += `<path d="M770 136 L778 226" fill="none" stroke="#ffffff" stroke-width="6" stroke-opacity="0.7" stroke-linecap="round"/>`;
  out += `<rect x="742" y="102" width="144" height="24" rx="9" fill="${p.metalDark}" stroke="${p.ink}" stroke-width="4"/>`;
  out += `<rect x="806" y="88" width="16" height="16" rx="4" fill="${p.ink}"/>`;
  out += sparkle(1080, 200, 22, p.accent, 0.85);
  out += sparkle(520, 560, 14, p.main, 0.6);
  return out;
}

function drawHail(c: Ctx): string {
  const { p, rand } = c;
  let out = `<defs>`;
  out += linear(c.id('storm'), [
    [0, hsl(210, 16, 58)],
    [1, hsl(205, 26, 86)],
  ]);
  out += linear(c.id('roof'), [
    [0, p.mainLight],
    [0.45, p.main],
    [1, p.mainDeep],
  ]);
  out += `</defs>`;
  out += `<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" fill="${c.url('storm')}"/>`;
  // Clouds.
  const cloudDark = hsl(212, 10, 44);
  const cloudMid = hsl(212, 10, 56);
  out += `<rect x="0" y="0" width="${WIDTH}" height="70" fill="${cloudDark}"/>`;
  out += `<g fill="${cloudDark}">`;
  out +=
    '<circle cx="160" cy="40" r="110"/><circle cx="330" cy="10" r="120"/><circle cx="520" cy="50" r="110"/><circle cx="720" cy="20" r="130"/><circle cx="920" cy="45" r="115"/><circle cx="1100" cy="20" r="120"/>';
  out += '</g>';
  out += `<g fill="${cloudMid}">`;
  out +=
    '<circle cx="60" cy="110" r="70"/><circle cx="250" cy="120" r="80"/><circle cx="430" cy="110" r="70"/><circle cx="620" cy="125" r="85"/><circle cx="820" cy="115" r="75"/><circle cx="1010" cy="125" r="80"/><circle cx="1170" cy="105" r="70"/>';
  out += '</g>';
  // Roof.
  out += `<path d="M0 675 L0 560 Q120 438 330 420 L870 420 Q1080 438 1200 560 L1200 675 Z" fill="${c.url('roof')}" stroke="${p.mainDeep}" stroke-width="4"/>`;
  out += `<path d="M150 500 Q420 440 1020 462" fill="none" stroke="#ffffff" stroke-width="18" stroke-opacity="0.3" stroke-linecap="round"/>`;
  out += `<rect x="260" y="410" width="680" height="14" rx="7" fill="${p.ink}" fill-opacity="0.55"/>`;
  // Dents on the roof.
  for (let i = 0; i < 22; i++) {
    const x = 150 + rand() * 900;
    const y = 490 + rand() * 150;
    const rx = 14 + rand() * 14;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(rx * 0.32)}" fill="${p.mainDeep}" fill-opacity="0.35"/>`;
    out += `<ellipse cx="${f(x)}" cy="${f(y + rx * 0.3)}" rx="${f(rx * 0.8)}" ry="${f(rx * 0.12)}" fill="${p.mainLight}" fill-opacity="0.6"/>`;
  }
  // Hail stones with motion streaks.
  for (let i = 0; i < 30; i++) {
    const x = 40 + rand() * 1120;
    const y = 190 + rand() * 210;
    const r = 8 + rand() * 11;
    out += `<line x1="${f(x + 16)}" y1="${f(y - 70)}" x2="${f(x + 3)}" y2="${f(y - r)}" stroke="#ffffff" stroke-width="3" stroke-opacity="0.55" stroke-linecap="round"/>`;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#f4fbff" stroke="${hsl(205, 45, 72)}" stroke-width="2"/>`;
    out += `<circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.3)}" r="${f(r * 0.3)}" fill="#ffffff"/>`;
  }
  // A few stones bouncing on the roof.
  for (let i = 0; i < 6; i++) {
    const x = 200 + rand() * 800;
    const y = 470 + rand() * 120;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(7 + rand() * 5)}" fill="#f4fbff" stroke="${hsl(205, 45, 72)}" stroke-width="2"/>`;
  }
  return out;
}

function drawPolish(c: Ctx): string {
  const { p, rand } = c;
  let out = background(c, false);
  out += `<defs>`;
  out += linear(c.id('hood'), [
    [0, p.mainLight],
    [0.5, p.main],
    [1, p.mainDeep],
  ]);
  out += radial(c.id('pad'), [
    [0, p.accent],
    [1, p.accentDark],
  ]);
  out += `<clipPath id="${c.id('dull')}"><rect x="0" y="300" width="520" height="375"/></clipPath>`;
  out += `</defs>`;
  out += `<path d="M0 380 Q600 300 1200 380 L1200 675 L0 675 Z" fill="${c.url('hood')}"/>`;
  out += `<path d="M0 380 Q600 300 1200 380" fill="none" stroke="${p.mainDeep}" stroke-width="4"/>`;
  // Dull, swirled half.
  out += `<g clip-path="${c.url('dull')}">`;
  out += `<path d="M0 380 Q600 300 1200 380 L1200 675 L0 675 Z" fill="#ffffff" fill-opacity="0.2"/>`;
  for (let i = 0; i < 16; i++) {
    const cx = 30 + rand() * 460;
    const cy = 400 + rand() * 250;
    const r = 20 + rand() * 60;
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="#ffffff" stroke-width="2" stroke-opacity="0.35"/>`;
  }
  out += `</g>`;
  // Glossy half.
  out += `<path d="M600 430 Q880 390 1200 420" fill="none" stroke="#ffffff" stroke-width="24" stroke-opacity="0.45" stroke-linecap="round"/>`;
  out += `<path d="M660 500 Q900 470 1180 492" fill="none" stroke="#ffffff" stroke-width="10" stroke-opacity="0.3" stroke-linecap="round"/>`;
  out += sparkle(820, 560, 26, '#ffffff');
  out += sparkle(1060, 610, 18, '#ffffff', 0.9);
  out += sparkle(960, 460, 14, '#ffffff', 0.9);
  out += sparkle(1110, 300, 22, p.accent, 0.9);
  // Motion arcs around the pad.
  out += `<path d="M380 520 Q560 580 740 520" fill="none" stroke="#ffffff" stroke-width="6" stroke-opacity="0.7" stroke-linecap="round"/>`;
  out += `<path d="M410 420 Q560 380 710 420" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="0.5" stroke-linecap="round"/>`;
  // Machine: pad, backing plate, head, body, handles, cable.
  out += `<ellipse cx="560" cy="478" rx="156" ry="44" fill="${c.url('pad')}" stroke="${p.ink}" stroke-width="3"/>`;
  out += `<ellipse cx="560" cy="456" rx="124" ry="32" fill="${p.ink}"/>`;
  out += `<rect x="508" y="366" width="104" height="86" rx="18" fill="${p.metalDark}" stroke="${p.ink}" stroke-width="4"/>`;
  out += `<path d="M1030 330 Q1120 344 1140 262 Q1160 180 1200 170" fill="none" stroke="${p.ink}" stroke-width="10" stroke-linecap="round"/>`;
  out += `<rect x="880" y="292" width="160" height="72" rx="36" fill="${p.ink}"/>`;
  out += `<rect x="530" y="298" width="400" height="94" rx="47" fill="${hsl(c.hue, 18, 24)}" stroke="${p.ink}" stroke-width="4"/>`;
  out += `<rect x="600" y="318" width="150" height="18" rx="9" fill="${p.accent}"/>`;
  for (let i = 0; i < 5; i++) {
    out += `<rect x="${790 + i * 22}" y="320" width="10" height="50" rx="5" fill="${p.ink}"/>`;
  }
  out += `<rect x="410" y="320" width="130" height="46" rx="23" fill="${p.ink}"/>`;
  out += `<circle cx="955" cy="328" r="10" fill="${p.accent}"/>`;
  return out;
}

function drawDent(c: Ctx): string {
  const { p } = c;
  let out = background(c, false);
  out += `<defs>`;
  out += linear(
    c.id('panel'),
    [
      [0, p.mainLight],
      [0.5, p.main],
      [1, p.mainDark],
    ],
    0.3,
    1,
  );
  out += radial(c.id('dent'), [
    [0, p.mainDeep, 0.75],
    [0.6, p.mainDark, 0.35],
    [1, p.main, 0],
  ]);
  out += `<clipPath id="${c.id('panelClip')}"><rect x="60" y="110" width="1080" height="470" rx="46"/></clipPath>`;
  out += `</defs>`;
  out += `<rect x="0" y="612" width="${WIDTH}" height="63" fill="${p.groundLight}" fill-opacity="0.35"/>`;
  out += `<rect x="60" y="110" width="1080" height="470" rx="46" fill="${c.url('panel')}" stroke="${p.mainDeep}" stroke-width="4"/>`;
  // Reflection lines of a line board, bent around the dent.
  out += `<g clip-path="${c.url('panelClip')}">`;
  const dentX = 600;
  const dentY = 360;
  for (let y0 = 150; y0 <= 560; y0 += 46) {
    const d = y0 - dentY;
    const sign = d < 0 ? -1 : 1;
    // Repaired, the reflections run straight through.
    const bend = c.stage === 'after' ? 0 : 46 * Math.exp(-(d * d) / (2 * 85 * 85)) * sign;
    out += `<path d="M40 ${y0} L${dentX - 190} ${y0} C${dentX - 90} ${y0} ${dentX - 90} ${f(y0 + bend)} ${dentX} ${f(y0 + bend)} C${dentX + 90} ${f(y0 + bend)} ${dentX + 90} ${y0} ${dentX + 190} ${y0} L1160 ${y0}" fill="none" stroke="#ffffff" stroke-width="9" stroke-opacity="0.38"/>`;
  }
  if (c.stage !== 'after') {
    out += `<ellipse cx="${dentX}" cy="${dentY}" rx="130" ry="82" fill="${c.url('dent')}"/>`;
    out += `<path d="M${dentX - 80} ${dentY + 44} Q${dentX} ${dentY + 74} ${dentX + 80} ${dentY + 44}" fill="none" stroke="${p.mainLight}" stroke-width="6" stroke-opacity="0.8" stroke-linecap="round"/>`;
  }
  out += `</g>`;
  if (c.stage === 'before') return out;
  if (c.stage === 'after') return out + sparkle(940, 230, 22, '#ffffff', 0.95) + sparkle(210, 470, 16, '#ffffff', 0.85);
  // Bridge puller with glue tab.
  out += `<rect x="${dentX - 22}" y="${dentY - 12}" width="44" height="24" rx="6" fill="${p.accent}" stroke="${p.ink}" stroke-width="3"/>`;
  out += `<rect x="${dentX - 7}" y="196" width="14" height="${dentY - 206}" fill="${p.metal}" stroke="${p.ink}" stroke-width="3"/>`;
  out += `<path d="M432 344 L478 208 L722 208 L768 344" fill="none" stroke="${p.ink}" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>`;
  out += `<path d="M432 344 L478 208 L722 208 L768 344" fill="none" stroke="${p.metalDark}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
  out += `<rect x="396" y="336" width="76" height="24" rx="12" fill="${p.ink}"/>`;
  out += `<rect x="728" y="336" width="76" height="24" rx="12" fill="${p.ink}"/>`;
  out += `<rect x="556" y="146" width="88" height="56" rx="14" fill="${p.accent}" stroke="${p.ink}" stroke-width="4"/>`;
  out += `<rect x="572" y="160" width="56" height="8" rx="4" fill="${p.accentDark}"/>`;
  out += `<rect x="572" y="176" width="56" height="8" rx="4" fill="${p.accentDark}"/>`;
  out += `<path d="M656 120 Q690 150 660 186" fill="none" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/>`;
  out += `<path d="M650 186 L660 186 L664 174" fill="none" stroke="${p.ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  out += sparkle(940, 230, 22, '#ffffff', 0.95);
  out += sparkle(210, 470, 16, '#ffffff', 0.85);
  out += sparkle(1090, 70, 18, p.accent, 0.85);
  return out;
}

function drawBumper(c: Ctx): string {
  const { p, rand } = c;
  let out = background(c, true);
  out += `<defs>${linear(c.id('bumper'), [
    [0, p.mainLight],
    [0.5, p.main],
    [1, p.mainDark],
  ])}</defs>`;
  out += `<ellipse cx="600" cy="590" rx="520" ry="18" fill="${p.ink}" fill-opacity="0.35"/>`;
  const outline =
    'M120 300 Q130 240 220 230 L980 230 Q1070 240 1080 300 L1100 470 Q1100 540 1030 550 L170 550 Q100 540 100 470 Z';
  out += `<path d="${outline}" fill="${c.url('bumper')}" stroke="${p.mainDeep}" stroke-width="5"/>`;
  out += `<path d="M150 290 Q600 262 1050 290" fill="none" stroke="#ffffff" stroke-width="14" stroke-opacity="0.3" stroke-linecap="round"/>`;
  // Upper grille with slats.
  out += `<path d="M420 250 L780 250 Q800 252 796 272 L780 330 Q776 342 760 342 L440 342 Q424 342 420 330 L404 272 Q400 252 420 250 Z" fill="${p.ink}" fill-opacity="0.9"/>`;
  for (let y = 268; y <= 326; y += 14) {
    out += `<line x1="420" y1="${y}" x2="780" y2="${y}" stroke="${p.metalDark}" stroke-width="3"/>`;
  }
  // Lower air intake with mesh.
  out += `<rect x="360" y="404" width="480" height="104" rx="42" fill="${p.ink}"/>`;
  for (let x = 400; x <= 800; x += 32) {
    out += `<line x1="${x}" y1="414" x2="${x - 24}" y2="498" stroke="${p.metalDark}" stroke-width="3" stroke-opacity="0.7"/>`;
    out += `<line x1="${x - 24}" y1="414" x2="${x}" y2="498" stroke="${p.metalDark}" stroke-width="3" stroke-opacity="0.7"/>`;
  }
  // Fog lights.
  for (const x of [190, 900]) {
    out += `<rect x="${x}" y="420" width="110" height="52" rx="26" fill="${p.ink}"/>`;
    out += `<ellipse cx="${x + 55}" cy="446" rx="38" ry="16" fill="#fff4cc"/>`;
  }
  // Parking sensors.
  for (const x of [250, 330, 870, 950]) {
    out += `<circle cx="${x}" cy="374" r="10" fill="${p.mainDark}" stroke="${p.mainLight}" stroke-width="3"/>`;
  }
  if (c.stage === 'after')
    return (
      out +
      sparkle(1010, 470, 22, '#ffffff', 0.95) +
      sparkle(200, 210, 20, '#ffffff', 0.9) +
      sparkle(760, 380, 14, '#ffffff', 0.85)
    );
  // Crack and scuffs on the right corner.
  out += `<path d="M1012 550 L996 520 L1012 500 L990 474 L1004 452 L992 436" fill="none" stroke="${p.ink}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  out += `<path d="M996 520 L970 512" fill="none" stroke="${p.ink}" stroke-width="3" stroke-linecap="round"/>`;
  for (let i = 0; i < 7; i++) {
    const x = 1030 + rand() * 40;
    const y = 380 + rand() * 120;
    out += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + 24 + rand() * 20)}" y2="${f(y - 8 - rand() * 8)}" stroke="#ffffff" stroke-width="3" stroke-opacity="0.6" stroke-linecap="round"/>`;
  }
  if (c.stage === 'before') return out;
  // Plastic welder repairing the crack.
  out += `<g transform="rotate(-32 1080 330)">`;
  out += `<rect x="1000" y="312" width="190" height="44" rx="22" fill="${p.accent}" stroke="${p.ink}" stroke-width="4"/>`;
  out += `<rect x="960" y="324" width="48" height="20" rx="6" fill="${p.metal}" stroke="${p.ink}" stroke-width="3"/>`;
  out += `<path d="M960 328 L930 334 L960 340 Z" fill="${p.metalDark}" stroke="${p.ink}" stroke-width="3" stroke-linejoin="round"/>`;
  out += `<rect x="1040" y="326" width="60" height="16" rx="8" fill="${p.accentDark}"/>`;
  out += `</g>`;
  out += sparkle(985, 455, 16, '#fff4cc', 1);
  out += sparkle(200, 210, 20, '#ffffff', 0.9);
  return out;
}

function drawWheel(c: Ctx): string {
  const { p } = c;
  let out = background(c, true);
  const cx = 600;
  const cy = 330;
  out += `<defs>`;
  out += radial(
    c.id('rim'),
    [
      [0, p.metalLight],
      [0.7, p.metal],
      [1, p.metalDark],
    ],
    0.42,
    0.38,
    0.65,
  );
  out += linear(
    c.id('spoke'),
    [
      [0, p.metalLight],
      [1, p.metal],
    ],
    1,
    1,
  );
  out += `</defs>`;
  out += `<ellipse cx="${cx}" cy="600" rx="300" ry="18" fill="${p.ink}" fill-opacity="0.35"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="262" fill="#202327"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="240" fill="none" stroke="#33373d" stroke-width="6"/>`;
  for (let i = 0; i < 36; i++) {
    const a = i * 10 * (Math.PI / 180);
    const x1 = cx + Math.cos(a) * 248;
    const y1 = cy + Math.sin(a) * 248;
    const x2 = cx + Math.cos(a) * 260;
    const y2 = cy + Math.sin(a) * 260;
    out += `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#3a3e45" stroke-width="6"/>`;
  }
  out += `<circle cx="${cx}" cy="${cy}" r="196" fill="${c.url('rim')}"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="176" fill="${hsl(c.hue, 6, 30)}"/>`;
  // Brake disc and caliper.
  out += `<circle cx="${cx}" cy="${cy}" r="150" fill="${hsl(c.hue, 5, 58)}" stroke="${hsl(c.hue, 5, 46)}" stroke-width="4"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="70" fill="${hsl(c.hue, 5, 40)}"/>`;
  out += `<path d="M${cx + 60} ${cy - 150} A162 162 0 0 1 ${cx + 158} ${cy - 40} L${cx + 118} ${cy - 30} A122 122 0 0 0 ${cx + 46} ${cy - 112} Z" fill="${p.accent}" stroke="${p.ink}" stroke-width="3"/>`;
  // Spokes.
  for (let i = 0; i < 5; i++) {
    const base = (i * 72 - 90) * (Math.PI / 180);
    const w1 = 0.26;
    const w2 = 0.1;
    const pts = [
      [cx + Math.cos(base - w1) * 44, cy + Math.sin(base - w1) * 44],
      [cx + Math.cos(base - w2) * 180, cy + Math.sin(base - w2) * 180],
      [cx + Math.cos(base + w2) * 180, cy + Math.sin(base + w2) * 180],
      [cx + Math.cos(base + w1) * 44, cy + Math.sin(base + w1) * 44],
    ];
    const d = `M${pts.map(([x, y]) => `${f(x as number)} ${f(y as number)}`).join(' L')} Z`;
    out += `<path d="${d}" fill="${c.url('spoke')}" stroke="${p.metalDark}" stroke-width="3" stroke-linejoin="round"/>`;
  }
  out += `<circle cx="${cx}" cy="${cy}" r="190" fill="none" stroke="${p.metalLight}" stroke-width="10"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="52" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="3"/>`;
  for (let i = 0; i < 5; i++) {
    const a = (i * 72 - 54) * (Math.PI / 180);
    out += `<circle cx="${f(cx + Math.cos(a) * 32)}" cy="${f(cy + Math.sin(a) * 32)}" r="7" fill="${p.metalDark}"/>`;
  }
  out += `<circle cx="${cx}" cy="${cy}" r="18" fill="${p.main}" stroke="${p.mainDeep}" stroke-width="3"/>`;
  // Curb rash on the lower left rim edge (gone once repaired).
  for (let i = 0; i < (c.stage === 'after' ? 0 : 6); i++) {
    const a0 = (118 + i * 9) * (Math.PI / 180);
    const a1 = a0 + 0.07;
    const r0 = 186 + (i % 2) * 5;
    out += `<path d="M${f(cx + Math.cos(a0) * r0)} ${f(cy + Math.sin(a0) * r0)} A${r0} ${r0} 0 0 1 ${f(cx + Math.cos(a1) * r0)} ${f(cy + Math.sin(a1) * r0)}" fill="none" stroke="${hsl(c.hue, 8, 40)}" stroke-width="4" stroke-linecap="round"/>`;
  }
  if (c.stage === 'before') {
    // The gallery's close-up: the scraped rim edge, bright where the aluminium shows.
    for (let i = 0; i < 16; i++) {
      const a0 = (100 + i * 6) * (Math.PI / 180);
      const a1 = a0 + 0.05 + (i % 3) * 0.02;
      const r0 = 184 + (i % 3) * 4;
      out += `<path d="M${f(cx + Math.cos(a0) * r0)} ${f(cy + Math.sin(a0) * r0)} A${r0} ${r0} 0 0 1 ${f(cx + Math.cos(a1) * r0)} ${f(cy + Math.sin(a1) * r0)}" fill="none" stroke="${i % 2 ? '#ffffff' : hsl(c.hue, 8, 34)}" stroke-width="${i % 2 ? 3 : 6}" stroke-linecap="round"/>`;
    }
    return out;
  }
  out += sparkle(cx - 120, cy - 140, 22, '#ffffff', 0.95);
  out += sparkle(980, 150, 24, p.accent, 0.85);
  out += sparkle(230, 260, 16, p.main, 0.7);
  return out;
}

function drawGlass(c: Ctx): string {
  const { p } = c;
  let out = background(c, false);
  out += `<defs>`;
  out += linear(c.id('body'), [
    [0, p.mainLight],
    [0.5, p.main],
    [1, p.mainDark],
  ]);
  out += linear(c.id('screen'), [
    [0, hsl(198, 60, 90)],
    [0.55, hsl(204, 48, 74)],
    [1, hsl(212, 38, 54)],
  ]);
  out += `</defs>`;
  // Car front with A-pillars and roof edge.
  out += `<path d="M150 70 L1050 70 Q1104 80 1114 146 L1190 560 L1190 675 L10 675 L10 560 L86 146 Q96 80 150 70 Z" fill="${c.url('body')}" stroke="${p.mainDeep}" stroke-width="4"/>`;
  // Windscreen with dark ceramic border.
  out += `<path d="M236 104 L964 104 Q1004 106 1014 148 L1094 530 L106 530 L186 148 Q196 106 236 104 Z" fill="${p.ink}"/>`;
  out += `<path d="M248 120 L952 120 Q986 122 994 158 L1070 512 L130 512 L206 158 Q214 122 248 120 Z" fill="${c.url('screen')}"/>`;
  // Sky reflections.
  out += `<path d="M330 120 L470 120 L300 512 L160 512 Z" fill="#ffffff" fill-opacity="0.22"/>`;
  out += `<path d="M520 120 L570 120 L400 512 L350 512 Z" fill="#ffffff" fill-opacity="0.16"/>`;
  out += `<path d="M200 430 Q420 380 640 420 Q860 380 1060 430 L1070 512 L130 512 Z" fill="${hsl(c.hue + 120, 25, 45)}" fill-opacity="0.25"/>`;
  // Rear-view mirror.
  out += `<rect x="594" y="120" width="12" height="18" fill="${p.ink}"/>`;
  out += `<rect x="536" y="136" width="128" height="38" rx="15" fill="${p.ink}"/>`;
  // Hood.
  out += `<path d="M10 560 Q600 520 1190 560 L1190 675 L10 675 Z" fill="${p.mainDark}"/>`;
  out += `<path d="M120 600 Q600 566 1080 600" fill="none" stroke="#ffffff" stroke-width="12" stroke-opacity="0.25" stroke-linecap="round"/>`;
  // Wipers.
  out += `<path d="M250 528 L610 486" fill="none" stroke="${p.ink}" stroke-width="10" stroke-linecap="round"/>`;
  out += `<path d="M660 528 L1000 488" fill="none" stroke="${p.ink}" stroke-width="10" stroke-linecap="round"/>`;
  // Stone chip (bullseye with star cracks).
  const chipX = 770;
  const chipY = 270;
  const rays: [number, number][] = [
    [0, 34],
    [55, 24],
    [110, 40],
    [170, 28],
    [225, 36],
    [290, 22],
    [330, 30],
  ];
  for (const [deg, len] of rays) {
    const a = deg * (Math.PI / 180);
    out += `<line x1="${chipX}" y1="${chipY}" x2="${f(chipX + Math.cos(a) * len)}" y2="${f(chipY + Math.sin(a) * len)}" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" stroke-opacity="0.95"/>`;
  }
  out += `<circle cx="${chipX}" cy="${chipY}" r="12" fill="#ffffff" fill-opacity="0.6" stroke="#ffffff" stroke-width="2"/>`;
  out += `<circle cx="${chipX}" cy="${chipY}" r="4" fill="${p.ink}" fill-opacity="0.6"/>`;
  // Magnifier.
  out += `<line x1="${chipX + 58}" y1="${chipY + 58}" x2="${chipX + 130}" y2="${chipY + 130}" stroke="${p.ink}" stroke-width="26" stroke-linecap="round"/>`;
  out += `<line x1="${chipX + 58}" y1="${chipY + 58}" x2="${chipX + 126}" y2="${chipY + 126}" stroke="${p.accent}" stroke-width="16" stroke-linecap="round"/>`;
  out += `<circle cx="${chipX}" cy="${chipY}" r="76" fill="#ffffff" fill-opacity="0.12" stroke="${p.accent}" stroke-width="12"/>`;
  out += sparkle(330, 220, 18, '#ffffff', 0.9);
  return out;
}

function drawWorkshop(c: Ctx): string {
  const { p } = c;
  let out = background(c, false);
  out += `<defs>`;
  out += linear(c.id('facade'), [
    [0, hsl(c.hue, 20, 95)],
    [1, hsl(c.hue, 14, 84)],
  ]);
  out += linear(c.id('inside'), [
    [0, hsl(c.hue, 22, 28)],
    [1, hsl(c.hue, 20, 16)],
  ]);
  out += linear(c.id('body'), [
    [0, p.mainPale],
    [0.55, p.mainLight],
    [1, p.main],
  ]);
  out += linear(
    c.id('glass'),
    [
      [0, p.glass],
      [1, p.glassDark],
    ],
    1,
    1,
  );
  out += `</defs>`;
  // Yard.
  out += `<rect x="0" y="586" width="${WIDTH}" height="${HEIGHT - 586}" fill="${p.groundLight}"/>`;
  for (const x of [240, 540, 840]) {
    out += `<path d="M${x} 600 L${x - 40} 675" fill="none" stroke="${p.sky1}" stroke-width="6" stroke-opacity="0.6"/>`;
  }
  // Tree.
  out += `<rect x="70" y="470" width="18" height="120" fill="${hsl(c.hue + 20, 30, 30)}"/>`;
  out += `<circle cx="79" cy="440" r="62" fill="${hsl(120, 35, 42)}"/><circle cx="50" cy="470" r="40" fill="${hsl(120, 35, 36)}"/><circle cx="110" cy="470" r="42" fill="${hsl(120, 35, 48)}"/>`;
  // Sawtooth roof.
  out += `<path d="M120 244 L120 200 L300 138 L300 200 L480 138 L480 200 L660 138 L660 200 L840 138 L840 200 L1020 138 L1020 200 L1080 200 L1080 244 Z" fill="${p.mainDark}" stroke="${p.mainDeep}" stroke-width="4" stroke-linejoin="round"/>`;
  for (const x of [300, 480, 660, 840, 1020]) {
    out += `<path d="M${x - 4} 146 L${x - 4} 196 L${x - 44} 196 Z" fill="${c.url('glass')}"/>`;
  }
  // Building and sign band with logo shapes.
  out += `<rect x="140" y="240" width="920" height="350" fill="${c.url('facade')}" stroke="${p.mainDeep}" stroke-width="4"/>`;
  out += `<rect x="140" y="240" width="920" height="62" fill="${p.main}"/>`;
  out += `<path d="M560 252 C560 252 540 276 540 286 A20 20 0 0 0 580 286 C580 276 560 252 560 252 Z" fill="${p.accent}"/>`;
  out += `<path d="M600 292 Q600 280 612 278 L630 276 Q640 262 654 260 L680 260 Q692 262 702 276 L716 278 Q724 280 724 290 L724 294 L600 294 Z" fill="#ffffff"/>`;
  out += `<circle cx="624" cy="294" r="8" fill="#ffffff"/><circle cx="700" cy="294" r="8" fill="#ffffff"/>`;
  // Doors: left and right closed, middle open with a car inside.
  for (const x of [190, 790]) {
    out += `<rect x="${x}" y="320" width="240" height="270" fill="${hsl(c.hue, 8, 74)}" stroke="${p.mainDeep}" stroke-width="4"/>`;
    for (let y = 338; y < 590; y += 18) {
      out += `<line x1="${x}" y1="${y}" x2="${x + 240}" y2="${y}" stroke="${hsl(c.hue, 8, 62)}" stroke-width="3"/>`;
    }
    out += `<rect x="${x + 30}" y="350" width="180" height="36" fill="${c.url('glass')}" stroke="${hsl(c.hue, 8, 58)}" stroke-width="3"/>`;
  }
  out += `<rect x="490" y="320" width="240" height="270" fill="${c.url('inside')}" stroke="${p.mainDeep}" stroke-width="4"/>`;
  out += `<rect x="490" y="320" width="240" height="46" fill="${hsl(c.hue, 8, 74)}"/>`;
  for (let y = 334; y < 366; y += 14) {
    out += `<line x1="490" y1="${y}" x2="730" y2="${y}" stroke="${hsl(c.hue, 8, 62)}" stroke-width="3"/>`;
  }
  out += `<rect x="530" y="376" width="60" height="8" rx="4" fill="#fff6d5"/><rect x="630" y="376" width="60" height="8" rx="4" fill="#fff6d5"/>`;
  out += `<path d="M500 590 L560 392 L660 392 L720 590 Z" fill="#fff6d5" fill-opacity="0.08"/>`;
  out += carSide(c, 500, 490, 0.28, 'body');
  // Lamps and a bench outside.
  out += `<rect x="454" y="322" width="14" height="8" rx="3" fill="${p.ink}"/><circle cx="461" cy="334" r="6" fill="#fff4cc"/>`;
  out += `<rect x="752" y="322" width="14" height="8" rx="3" fill="${p.ink}"/><circle cx="759" cy="334" r="6" fill="#fff4cc"/>`;
  out += sparkle(1130, 250, 20, p.accent, 0.85);
  out += sparkle(160, 150, 16, '#ffffff', 0.9);
  return out;
}

const DRAWERS: Record<Motif, (c: Ctx) => string> = {
  car: drawCar,
  door: drawDoor,
  spray: drawSpray,
  hail: drawHail,
  polish: drawPolish,
  dent: drawDent,
  bumper: drawBumper,
  wheel: drawWheel,
  glass: drawGlass,
  workshop: drawWorkshop,
};

/** A whole SVG document: `key` seeds the random details and names the ids (so several pictures can share a page). */
function svgDocument(
  key: string,
  randomKey: string,
  hue: number,
  label: string,
  draw: (c: Ctx) => string,
  stage?: PictureStage,
  overlay = '',
): string {
  const h = normHue(hue);
  const prefix = `ill${hashString(`${key}|${h}|${label}`).toString(36)}`;
  const ctx: Ctx = {
    hue: h,
    p: createPalette(h),
    rand: createRandom(hashString(`${randomKey}:${h}`)),
    id: (name) => `${prefix}-${name}`,
    url: (name) => `url(#${prefix}-${name})`,
    ...(stage ? { stage } : {}),
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img">` +
    `<title>${escapeXml(label)}</title>` +
    draw(ctx) +
    overlay +
    '</svg>'
  );
}

/**
 * Returns a complete standalone SVG document (1200×675) for the given motif.
 * Colours are derived from `hue`; `label` becomes the accessible <title>.
 */
export function illustrationSvg(motif: Motif, hue: number, label: string): string {
  return svgDocument(motif, motif, hue, label, DRAWERS[motif] ?? drawWorkshop);
}

// ---------------------------------------------------------------------------
// Gallery: before and after a repair
// ---------------------------------------------------------------------------

function drawHailRepair(c: Ctx): string {
  if (c.stage !== 'after') return drawHail(c);
  const { p } = c;
  // The same roof under a clear sky, without a dent.
  let out = background(c, false);
  out += `<defs>${linear(c.id('roof'), [
    [0, p.mainLight],
    [0.45, p.main],
    [1, p.mainDeep],
  ])}</defs>`;
  out += `<path d="M0 675 L0 560 Q120 438 330 420 L870 420 Q1080 438 1200 560 L1200 675 Z" fill="${c.url('roof')}" stroke="${p.mainDeep}" stroke-width="4"/>`;
  out += `<path d="M150 500 Q420 440 1020 462" fill="none" stroke="#ffffff" stroke-width="18" stroke-opacity="0.45" stroke-linecap="round"/>`;
  out += `<path d="M220 560 Q600 520 980 548" fill="none" stroke="#ffffff" stroke-width="8" stroke-opacity="0.3" stroke-linecap="round"/>`;
  out += `<rect x="260" y="410" width="680" height="14" rx="7" fill="${p.ink}" fill-opacity="0.55"/>`;
  out +=
    sparkle(420, 470, 24, '#ffffff', 0.95) +
    sparkle(860, 520, 18, '#ffffff', 0.9) +
    sparkle(1000, 180, 22, p.accent, 0.85);
  return out;
}

function drawScratchedDoor(c: Ctx): string {
  const { p } = c;
  let out = drawDoor(c);
  if (c.stage === 'after') return out + sparkle(620, 470, 20, '#ffffff', 0.9);
  // A key scratch along the door: a bright line in the clear coat, down to the grey primer in the middle.
  out += `<path d="M372 452 Q480 430 560 440 T760 420 T890 404" fill="none" stroke="#ffffff" stroke-width="5" stroke-opacity="0.9" stroke-linecap="round"/>`;
  out += `<path d="M380 462 Q470 446 540 450" fill="none" stroke="#ffffff" stroke-width="2" stroke-opacity="0.7" stroke-linecap="round"/>`;
  out += `<path d="M560 440 Q640 436 700 426" fill="none" stroke="${p.primer}" stroke-width="9" stroke-linecap="round"/>`;
  out += `<path d="M560 440 Q640 436 700 426" fill="none" stroke="${p.metalDark}" stroke-width="2" stroke-opacity="0.8" stroke-linecap="round"/>`;
  out += `<path d="M720 500 L820 486" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.75" stroke-linecap="round"/>`;
  return out;
}

function drawAccidentCar(c: Ctx): string {
  const { p, rand } = c;
  let out = drawCar(c);
  if (c.stage === 'after') return out;
  // The car's front (its right end) pushed in: creases, a broken headlight, the bumper hanging down.
  const x = 208;
  const y = 296;
  out += `<path d="M${x + 640} ${y + 128} L${x + 668} ${y + 150} L${x + 650} ${y + 176} L${x + 690} ${y + 196} L${x + 676} ${y + 228}" fill="none" stroke="${p.mainDeep}" stroke-width="5" stroke-linejoin="round"/>`;
  out += `<path d="M${x + 600} ${y + 132} Q${x + 640} ${y + 150} ${x + 628} ${y + 190} Q${x + 660} ${y + 200} ${x + 650} ${y + 226} L${x + 700} ${y + 226} L${x + 700} ${y + 140} Z" fill="${p.mainDeep}" fill-opacity="0.35"/>`;
  out += `<path d="M${x + 700} ${y + 142} L${x + 742} ${y + 150} L${x + 726} ${y + 170} L${x + 744} ${y + 188} L${x + 716} ${y + 206} L${x + 700} ${y + 180} Z" fill="${p.mainDeep}" fill-opacity="0.75"/>`;
  out += `<path d="M${x + 560} ${y + 128} L${x + 600} ${y + 104} L${x + 646} ${y + 124}" fill="${p.main}" stroke="${p.mainDeep}" stroke-width="4" stroke-linejoin="round"/>`;
  out += `<path d="M${x + 700} ${y + 146} L${x + 718} ${y + 160} L${x + 708} ${y + 172}" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.8"/>`;
  out += `<path d="M${x + 690} ${y + 214} L${x + 760} ${y + 232} L${x + 752} ${y + 252} L${x + 684} ${y + 232} Z" fill="${p.mainDark}" stroke="${p.mainDeep}" stroke-width="3"/>`;
  // Glass and plastic splinters on the road.
  for (let i = 0; i < 14; i++) {
    const sx = 930 + rand() * 150;
    const sy = 598 + rand() * 40;
    const size = 4 + rand() * 7;
    out += `<path d="M${f(sx)} ${f(sy - size)} L${f(sx + size)} ${f(sy + size * 0.6)} L${f(sx - size * 0.8)} ${f(sy + size * 0.4)} Z" fill="${i % 3 === 0 ? p.mainDark : '#fff6d5'}" fill-opacity="0.9"/>`;
  }
  // The warning triangle behind the car.
  out += `<path d="M118 560 L150 500 L182 560 Z" fill="none" stroke="hsl(2, 78%, 50%)" stroke-width="9" stroke-linejoin="round"/>`;
  out += `<rect x="146" y="560" width="8" height="22" fill="${p.ink}"/>`;
  return out;
}

function drawPaintedHood(c: Ctx): string {
  const { p, rand } = c;
  const weathered = c.stage !== 'after';
  let out = background(c, false);
  const hood = 'M0 675 L0 340 Q600 220 1200 340 L1200 675 Z';
  out += `<defs>`;
  out += weathered
    ? linear(c.id('hood'), [
        [0, hsl(c.hue, 30, 72)],
        [0.5, hsl(c.hue, 24, 60)],
        [1, hsl(c.hue, 20, 46)],
      ])
    : linear(c.id('hood'), [
        [0, p.mainLight],
        [0.45, p.main],
        [1, p.mainDeep],
      ]);
  out += linear(
    c.id('glass'),
    [
      [0, p.glass],
      [1, p.glassDark],
    ],
    1,
    1,
  );
  out += `<clipPath id="${c.id('hoodClip')}"><path d="${hood}"/></clipPath>`;
  out += `</defs>`;
  // Windscreen and wipers above the hood.
  out += `<path d="M140 300 L300 120 L900 120 L1060 300 Q600 230 140 300 Z" fill="${c.url('glass')}" stroke="${p.ink}" stroke-width="10" stroke-linejoin="round"/>`;
  out += `<path d="M0 350 Q600 226 1200 350" fill="none" stroke="${p.ink}" stroke-width="26"/>`;
  out += `<path d="${hood}" fill="${c.url('hood')}" stroke="${p.mainDeep}" stroke-width="4"/>`;
  out += `<path d="M600 290 L600 675" fill="none" stroke="${p.mainDeep}" stroke-width="3" stroke-opacity="0.35"/>`;
  out += `<g clip-path="${c.url('hoodClip')}">`;
  if (weathered) {
    // Chalky, blotchy clear coat, flaking at the edges.
    for (let i = 0; i < 26; i++) {
      out += `<ellipse cx="${f(rand() * 1200)}" cy="${f(330 + rand() * 340)}" rx="${f(40 + rand() * 110)}" ry="${f(14 + rand() * 40)}" fill="#ffffff" fill-opacity="${f(0.08 + rand() * 0.14)}"/>`;
    }
    for (let i = 0; i < 9; i++) {
      const fx = 60 + rand() * 1080;
      const fy = 360 + rand() * 280;
      const size = 10 + rand() * 18;
      out += `<path d="M${f(fx)} ${f(fy)} l${f(size)} ${f(-size * 0.3)} l${f(size * 0.4)} ${f(size * 0.6)} l${f(-size * 0.7)} ${f(size * 0.5)} Z" fill="${hsl(c.hue, 14, 82)}" stroke="#ffffff" stroke-width="2" stroke-opacity="0.8"/>`;
    }
  } else {
    // Deep gloss: the sky and the workshop lamps mirrored in the fresh clear coat.
    out += `<path d="M80 420 Q600 320 1120 420" fill="none" stroke="#ffffff" stroke-width="26" stroke-opacity="0.4" stroke-linecap="round"/>`;
    out += `<path d="M160 500 Q600 420 1040 500" fill="none" stroke="#ffffff" stroke-width="10" stroke-opacity="0.3" stroke-linecap="round"/>`;
  }
  out += `</g>`;
  if (!weathered)
    out +=
      sparkle(420, 430, 26, '#ffffff') + sparkle(900, 560, 18, '#ffffff', 0.9) + sparkle(1080, 190, 22, p.accent, 0.85);
  return out;
}

/** A round mark in the top left corner: a crack for the damage, a tick for the finished repair. */
function stageBadge(stage: PictureStage): string {
  if (stage === 'before') {
    return (
      '<circle cx="74" cy="74" r="40" fill="hsl(2, 72%, 44%)" stroke="#ffffff" stroke-width="5"/>' +
      '<path d="M80 46 L64 74 L84 78 L68 104" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>'
    );
  }
  return (
    '<circle cx="74" cy="74" r="40" fill="hsl(140, 62%, 30%)" stroke="#ffffff" stroke-width="5"/>' +
    '<path d="M54 76 L68 90 L96 58" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>'
  );
}

/** The kinds of repair the gallery shows (demo/content/gallery.ts), each with its drawing. */
export const REPAIR_DRAWINGS = {
  hagel: drawHailRepair,
  stossfaenger: drawBumper,
  delle: drawDent,
  kratzer: drawScratchedDoor,
  unfall: drawAccidentCar,
  lack: drawPaintedHood,
  felge: drawWheel,
} satisfies Record<string, (c: Ctx) => string>;
export type RepairDrawing = keyof typeof REPAIR_DRAWINGS;

/**
 * One picture of the gallery (1200×675): the damage before the repair, without a tool at work,
 * or the finished repair; a round mark in the corner tells which.
 */
export function repairSvg(kind: RepairDrawing, stage: PictureStage, hue: number, label: string): string {
  return svgDocument(`${kind}-${stage}`, kind, hue, label, REPAIR_DRAWINGS[kind], stage, stageBadge(stage));
}

/**
 * The still of a video (its poster, and its picture on the page): the first frame as it is drawn,
 * with no play symbol of its own (the player and the page add theirs).
 */
export function videoStillSvg(
  kind: RepairDrawing | 'werkstatt',
  stage: PictureStage | undefined,
  hue: number,
  label: string,
): string {
  const draw = kind === 'werkstatt' ? drawWorkshop : REPAIR_DRAWINGS[kind];
  return svgDocument(`${kind}-${stage ?? ''}-video`, kind, hue, label, draw, stage, stage ? stageBadge(stage) : '');
}

/** Small 240×60 logo: paint drop plus stylised car silhouette (no text elements). */
export function logoSvg(): string {
  const blue = 'hsl(212, 68%, 34%)';
  const blueLight = 'hsl(212, 70%, 52%)';
  const red = 'hsl(8, 82%, 54%)';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 60" width="240" height="60" role="img">' +
    `<title>${escapeXml('Karosserie & Lack Weber GmbH')}</title>` +
    '<defs><linearGradient id="kw-logo-body" x1="0" y1="0" x2="0" y2="1">' +
    `<stop offset="0" stop-color="${blueLight}"/><stop offset="1" stop-color="${blue}"/>` +
    '</linearGradient></defs>' +
    `<path d="M26 4 C26 4 8 26 8 37 A18 18 0 0 0 44 37 C44 26 26 4 26 4 Z" fill="${red}"/>` +
    '<ellipse cx="19" cy="36" rx="4" ry="7" fill="#ffffff" fill-opacity="0.55"/>' +
    `<path d="M54 50 Q132 44 232 50" fill="none" stroke="${red}" stroke-width="3" stroke-linecap="round"/>` +
    '<g transform="translate(57 -11) scale(0.235)">' +
    `<path d="${CAR_BODY}" fill="url(#kw-logo-body)"/>` +
    `<path d="${CAR_REAR_WINDOW}" fill="#ffffff" fill-opacity="0.9"/>` +
    `<path d="${CAR_FRONT_WINDOW}" fill="#ffffff" fill-opacity="0.9"/>` +
    `<circle cx="190" cy="232" r="52" fill="${blue}"/><circle cx="190" cy="232" r="24" fill="#ffffff"/>` +
    `<circle cx="590" cy="232" r="52" fill="${blue}"/><circle cx="590" cy="232" r="24" fill="#ffffff"/>` +
    '</g>' +
    '</svg>'
  );
}

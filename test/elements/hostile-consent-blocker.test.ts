// The hostile corpus through the consent blocker: every URL payload in
// every held attribute of marked markup, released by consent; and marked scripts added after the
// page's parse, which must not run on a page without a nonce or an opt-in.
import { expect, fixture, html } from '@open-wc/testing';
import { startBlocker } from '../../consent-bus/blocker.ts';
import { createConsentBus } from '../../consent-bus/bus.ts';
import { DEFAULT_SETTINGS } from '../../consent-bus/settings.ts';
import { capturingConsole } from '../support/console.ts';
import { FakeCookies } from '../support/fake-cookies.ts';
import {
  activateEverything,
  HostileTally,
  inRun,
  ranCode,
  recorderUrl,
  URL_PAYLOADS,
  watchForHostileRuns,
} from '../support/hostile-corpus.ts';

/** Marked markup for each attribute the blocker holds, the value where the URL goes. */
const HELD_FORMS: Array<[string, (value: string) => string]> = [
  ['iframe[data-src]', (value) => `<iframe data-category="marketing" data-src="${value}" title="Video"></iframe>`],
  ['img[data-src]', (value) => `<img data-category="marketing" data-src="${value}" alt="Karte">`],
  ['img[data-srcset]', (value) => `<img data-category="marketing" data-srcset="${value} 1x" alt="Karte">`],
  ['video[data-poster]', (value) => `<video data-category="marketing" data-poster="${value}"></video>`],
  ['video>source[data-src]', (value) => `<video data-category="marketing"><source data-src="${value}"></video>`],
  [
    'picture>source[data-srcset]',
    (value) => `<picture data-category="marketing"><source data-srcset="${value}"><img alt="Bild"></picture>`,
  ],
  ['a[data-href]', (value) => `<a data-category="marketing" data-href="${value}">Mehr</a>`],
  [
    'svg a[data-href]',
    (value) =>
      `<svg width="60" height="30"><a data-category="marketing" data-href="${value}"><text y="20">Mehr</text></a></svg>`,
  ],
  [
    'area[data-href]',
    (value) => `<map name="m"><area data-category="marketing" data-href="${value}" shape="default" alt="Mehr"></map>`,
  ],
  ['object[data-data]', (value) => `<object data-category="marketing" data-data="${value}"></object>`],
  ['embed[data-src]', (value) => `<embed data-category="marketing" data-src="${value}">`],
  ['link[data-href]', (value) => `<link rel="stylesheet" data-category="preferences" data-href="${value}">`],
  ['script[data-src]', (value) => `<script type="text/plain" data-category="statistics" data-src="${value}"></script>`],
];

function bus() {
  return createConsentBus({
    settings: { ...DEFAULT_SETTINGS, current_policy_id: '12' },
    environment: { doNotTrack: false, globalPrivacyControl: false, cookiesEnabled: true, tcfContainer: false },
    cookies: new FakeCookies(),
    secure: false,
    reload: () => undefined,
  });
}

/** Marked scripts a page could receive by markup injection after its parse. */
const LATER_SCRIPTS: Array<[string, (id: string) => string]> = [
  ...['functional', 'preferences', 'statistics', 'statistics-anonymous', 'marketing'].map(
    (category): [string, (id: string) => string] => [
      `inline ${category}`,
      (id) => `<script type="text/plain" data-category="${category}">${ranCode(id)}</script>`,
    ],
  ),
  [
    'src statistics',
    (id) => `<script type="text/plain" data-category="statistics" data-src="${recorderUrl('ran', id)}.js"></script>`,
  ],
  [
    'inline module',
    (id) => `<script type="text/plain" data-category="functional" data-type="module">${ranCode(id)}</script>`,
  ],
  [
    'guessed nonce',
    (id) => `<script type="text/plain" data-category="functional" nonce="guess">${ranCode(id)}</script>`,
  ],
  ['inside svg', (id) => `<svg><script type="text/plain" data-category="functional">${ranCode(id)}</script></svg>`],
];

describe('hostile corpus: the consent blocker', () => {
  it('held attributes: no URL payload becomes live code when its category is accepted', async function () {
    this.timeout(120_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('consent blocker held attributes');
    const markup = HELD_FORMS.flatMap(([, form]) => URL_PAYLOADS.map((payload) => form(inRun(payload.value, 'held'))));
    const page = await fixture<HTMLElement>(html`<div .innerHTML=${markup.join('')}></div>`);
    const consent = bus();
    const blocker = startBlocker(consent, document);
    tally.placements += markup.length;
    try {
      activateEverything(page);
      tally.add(await watch.take(200));
      // Refused values stay held and are named in the console: quiet here, the count is what matters.
      await capturingConsole('error', async () => {
        consent.acceptAll();
        await blocker.settled();
        await new Promise((resolve) => setTimeout(resolve, 300));
        activateEverything(page);
        tally.add(await watch.take(300));
      });
    } finally {
      blocker.stop();
    }
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('marked scripts added after the parse do not run without the page nonce or its opt-in', async function () {
    this.timeout(60_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('consent blocker scripts added later');
    for (const nonce of [undefined, 'n0nce']) {
      const page = await fixture<HTMLElement>(html`<div></div>`);
      const consent = bus();
      const blocker = startBlocker(consent, document, nonce ? { nonce } : {});
      try {
        await capturingConsole('error', async () => {
          // Injected one by one, as separate ajax answers would be; functional runs at once, if at all.
          for (const [name, script] of LATER_SCRIPTS) {
            const holder = document.createElement('div');
            page.append(holder);
            holder.innerHTML = script(`later-${name.replace(/\s+/g, '-')}${nonce ? '-nonce-page' : ''}`);
            tally.placements += 1;
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
          consent.acceptAll();
          await blocker.settled();
          tally.add(await watch.take(300));
        });
      } finally {
        blocker.stop();
      }
    }
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});

// The hostile corpus through the consent banner's settings: texts, read-more URLs and colours, in
// the React element and in the first frame (painted without React), and as the banner service's
// answer merged over the page settings. The read-more link is clicked wherever it is shown.
import type { TextStore } from '../../platform/storage.ts';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import * as consentBus from '../../consent-bus/index.ts';
import { loadBannerSettings } from '../../consent-bus/service.ts';
import { define } from '../../elements/consent-banner/define.ts';
import { paintFirstFrame } from '../../elements/consent-banner/first-frame.ts';
import { sameSitePath } from '../../elements/consent-banner/form-answer.ts';
import {
  PRINTED_ATTRIBUTE,
  printedBanner,
  printedTemplates,
  type PrintedBannerFile,
} from '../../elements/consent-banner/printed-frame.ts';
import { bannerStyles } from '../../elements/consent-banner/styles.ts';
import { CATEGORY_NAMES, CHOOSABLE_CATEGORIES } from '../../consent-bus/categories.ts';
import { tokenStyles } from '../../platform/tokens.ts';
import {
  activateEverything,
  BANNER_COLOR_FIELDS,
  BANNER_TEXT_FIELDS,
  BANNER_URL_FIELDS,
  CSS_VALUE_PAYLOADS,
  HostileTally,
  inRun,
  TEXT_PAYLOADS,
  URL_PAYLOADS,
  watchForHostileRuns,
  type HostilePayload,
} from '../support/hostile-corpus.ts';
import { startTestBus } from '../support/consent-page.ts';

/** A browser that stores nothing (blocked storage): every answer comes from the service. */
const NO_STORAGE: TextStore = { read: () => null, write: () => false, remove: () => {} };

const { bus, firstVisit } = startTestBus({
  consenttype: 'optin',
  region: 'eu',
  use_categories: 'visible',
  current_policy_id: '12',
});
define();

/** Settings overrides of one banner: one payload in one kind of field (all fields of that kind). */
interface BannerCase {
  payload: HostilePayload;
  fields: readonly string[];
}

const CASES: BannerCase[] = [
  ...TEXT_PAYLOADS.map((payload) => ({ payload, fields: BANNER_TEXT_FIELDS })),
  // One read-more field at a time: the banner falls back from region to consent type to readmore_url.
  ...BANNER_URL_FIELDS.flatMap((field) => URL_PAYLOADS.map((payload) => ({ payload, fields: [field] }))),
  ...CSS_VALUE_PAYLOADS.map((payload) => ({ payload, fields: BANNER_COLOR_FIELDS })),
];

const extraOf = ({ payload, fields }: BannerCase, run: string) =>
  Object.fromEntries(fields.map((field) => [field, inRun(payload.value, run)]));

const bannerShown = (host: HTMLElement) => Boolean(host.shadowRoot?.querySelector('[part~="banner"]'));

/** Shows one banner in a host of `tag` (painted by `paint`), clicks what it shows, removes it. */
async function showAndUse(tag: string, paint: (host: HTMLElement) => void = () => undefined): Promise<void> {
  const wrapper = await fixture<HTMLElement>(html`<div></div>`);
  const host = document.createElement(tag);
  wrapper.append(host);
  paint(host);
  await waitUntil(() => bannerShown(host), `<${tag}> did not show the banner`, { timeout: 3000 });
  activateEverything(host.shadowRoot!);
  wrapper.remove();
}

async function everyCase(tally: HostileTally, show: (banner: BannerCase) => Promise<void>): Promise<void> {
  const watch = await watchForHostileRuns();
  for (const banner of CASES) {
    await show(banner);
    tally.placements += banner.fields.length;
  }
  tally.add(await watch.take(300));
}

describe('hostile corpus: the consent banner', () => {
  it('the React element: no text, read-more URL or colour runs, requests or styles', async function () {
    this.timeout(300_000);
    const tally = new HostileTally('consent banner (React) settings');
    await everyCase(tally, async (banner) => {
      firstVisit({ extra: extraOf(banner, 'react') });
      await showAndUse('ws-consent-banner');
    });
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('the first frame (without React): the same settings', async function () {
    this.timeout(300_000);
    const tally = new HostileTally('consent banner first frame settings');
    await everyCase(tally, async (banner) => {
      firstVisit({ extra: extraOf(banner, 'first-frame') });
      // An undefined tag: the first frame paints only into a host whose element is not defined yet.
      await showAndUse('ws-first-frame-probe', (host) => paintFirstFrame(host, consentBus));
    });
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('the first frame’s revoke button (a visitor who answered): the same settings', async function () {
    this.timeout(300_000);
    const tally = new HostileTally('consent banner first frame revoke button settings');
    await everyCase(tally, async (banner) => {
      firstVisit({ extra: extraOf(banner, 'revoke') });
      consentBus.denyAll();
      const wrapper = await fixture<HTMLElement>(html`<div></div>`);
      const host = document.createElement('ws-revoke-probe');
      wrapper.append(host);
      paintFirstFrame(host, consentBus);
      const revoke = host.shadowRoot!.querySelector<HTMLButtonElement>('[part="revoke"]');
      expect(revoke, 'no revoke button').to.not.equal(null);
      // Its name and title are the settings' text, as text: never markup.
      expect(revoke!.querySelectorAll('*:not(svg, svg *, span.visually-hidden)').length).to.equal(0);
      activateEverything(host.shadowRoot!);
      wrapper.remove();
    });
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('the printed frame (server HTML, taken over by the shell): the same settings, and the page path', async function () {
    this.timeout(300_000);
    const tally = new HostileTally('consent banner printed frame settings');
    const file: PrintedBannerFile = {
      head: '',
      templates: printedTemplates(CHOOSABLE_CATEGORIES, `${tokenStyles}${bannerStyles}`),
      texts: { de: {}, en: {} },
    };
    await everyCase(tally, async (banner) => {
      firstVisit({ extra: extraOf(banner, 'printed') });
      const printed = printedBanner(file, {
        settings: bus.settings(),
        language: 'de',
        categoryNames: CATEGORY_NAMES,
        choosable: CHOOSABLE_CATEGORIES,
        returnTo: sameSitePath(`/${inRun(banner.payload.value, 'printed')}`),
        nonce: '',
      });
      // An undefined tag: the shell takes a printed frame over only before the element is defined.
      await showAndUse('ws-printed-probe', (host) => {
        host.setHTMLUnsafe(printed.replace(/^<ws-consent-banner ([^>]*)><template/, '<template'));
        host.setAttribute(PRINTED_ATTRIBUTE, '');
        paintFirstFrame(host, consentBus);
      });
    });
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('the banner service answer: merged over the page settings, then shown', async function () {
    this.timeout(300_000);
    const tally = new HostileTally('consent banner service answer');
    const page = bus.settings();
    await everyCase(tally, async (banner) => {
      // A prototype key and a hostile service URL ride along: neither may change a setting.
      const answer = `{"__proto__":{"consenttype":"other"},"url":${JSON.stringify(inRun(banner.payload.value, 'service'))},${JSON.stringify(extraOf(banner, 'service')).slice(1)}`;
      const fetcher = (async () =>
        new Response(answer, { headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
      let merged: typeof page;
      try {
        merged = await loadBannerSettings(page, fetcher, NO_STORAGE, () => undefined);
      } catch (error) {
        // The answer is the server's: a throw here is an unhandled rejection on the visitor's page.
        tally.broke(banner.payload.id, `the banner service threw: ${(error as Error).message}`);
        return;
      }
      firstVisit(merged);
      if (bus.settings().consenttype !== 'optin')
        tally.broke(banner.payload.id, `the answer switched consent to ${bus.settings().consenttype}`);
      await showAndUse('ws-consent-banner');
    });
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});

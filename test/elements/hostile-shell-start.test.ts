// The hostile corpus where the runtime starts: clobbering markup placed before
// the shell, and hostile page settings (#ws-consent-settings). The shell is one per page, so each
// placement boots it in a fresh same-origin frame. The runtime must start, the banner must show,
// and consent must stay opt-in; whatever the frame runs or requests is counted like everywhere else.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { clearConsentCookies } from '../support/consent-page.ts';
import {
  activateEverything,
  BANNER_TEXT_FIELDS,
  CLOBBERING_MARKUP,
  HostileTally,
  inRun,
  TEXT_PAYLOADS,
  URL_PAYLOADS,
  watchForHostileRuns,
} from '../support/hostile-corpus.ts';

const SHELL = new URL('/shell/index.ts', location.href).href;
const OPT_IN = { consenttype: 'optin', region: 'eu', use_categories: 'visible', current_policy_id: '12' };

interface BootedFrame {
  window: Window & {
    wsShell?: { status?: unknown };
    wsConsent?: { getConsent?: () => { consentType: string } };
    __frameErrors?: string[];
  };
  document: Document;
  remove(): void;
}

/** JSON as a server writes it into a script element: "<" escaped, so no text can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A page with `markup` before the settings and the shell, booted in its own frame. */
async function bootPage(markup: string, settings: unknown = OPT_IN): Promise<BootedFrame> {
  clearConsentCookies();
  const holder = await fixture<HTMLElement>(html`<div></div>`);
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 800px; height: 600px';
  frame.srcdoc =
    `<!doctype html><html lang="de"><head><script>window.__frameErrors=[];addEventListener('error',function(e){__frameErrors.push(String(e.message))});addEventListener('unhandledrejection',function(e){__frameErrors.push(String(e.reason))})</script></head>` +
    `<body>${markup}<script type="application/json" id="ws-consent-settings">${scriptJson(settings)}</script>` +
    `<ws-consent-banner></ws-consent-banner><script type="module">import(${JSON.stringify(SHELL)})</script></body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  holder.append(frame);
  await loaded;
  return {
    window: frame.contentWindow as BootedFrame['window'],
    document: frame.contentDocument!,
    remove: () => holder.remove(),
  };
}

// Through the prototype: until the shell has run, `<img name="querySelector">` shadows the document's own.
const bannerIn = (page: BootedFrame) =>
  Document.prototype.querySelector
    .call(page.document, 'ws-consent-banner')
    ?.shadowRoot?.querySelector('[part~="banner"]');

/** What the runtime must do whatever the page holds: start, show the banner, keep opt-in. */
async function checkRuntime(page: BootedFrame, placement: string, tally: HostileTally): Promise<void> {
  await waitUntil(() => bannerIn(page), undefined, { timeout: 4000 }).catch(() => tally.broke(placement, 'no banner'));
  if (typeof page.window.wsShell?.status !== 'function') tally.broke(placement, 'window.wsShell is not the runtime');
  const consentType = (() => {
    try {
      return page.window.wsConsent?.getConsent?.().consentType;
    } catch {
      return undefined;
    }
  })();
  if (consentType !== 'optin') tally.broke(placement, `consent type ${String(consentType)}, not optin`);
  for (const error of page.window.__frameErrors ?? []) tally.broke(placement, `uncaught: ${error.slice(0, 120)}`);
}

describe('hostile corpus: where the runtime starts', () => {
  it('clobbering markup before the shell: the runtime starts, the banner shows, consent stays opt-in', async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('shell start with clobbering markup');
    for (const payload of CLOBBERING_MARKUP) {
      const page = await bootPage(payload.value);
      tally.placements += 1;
      await checkRuntime(page, payload.id, tally);
      page.remove();
    }
    tally.add(await watch.take(200));
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('hostile page settings: texts and read-more URLs in #ws-consent-settings are data, never code', async function () {
    this.timeout(300_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('page settings #ws-consent-settings');
    // Each frame carries one text payload in every text field and one URL payload as read-more.
    for (const [index, payload] of TEXT_PAYLOADS.entries()) {
      const readMore = URL_PAYLOADS[index % URL_PAYLOADS.length]!;
      const texts = Object.fromEntries(BANNER_TEXT_FIELDS.map((field) => [field, inRun(payload.value, 'settings')]));
      const page = await bootPage('', {
        ...OPT_IN,
        ...texts,
        readmore_eu: inRun(readMore.value, 'settings'),
        prefix: payload.value,
        cookie_domain: payload.value,
      });
      tally.placements += BANNER_TEXT_FIELDS.length + 3;
      await checkRuntime(page, payload.id, tally);
      const banner = page.document.querySelector('ws-consent-banner')?.shadowRoot;
      if (banner) activateEverything(banner);
      tally.add(await watch.take(0));
      page.remove();
    }
    tally.add(await watch.take(300));
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});

// <ws-offcanvas> next to the real <ws-consent-banner>: a panel the visitor opens
// while the banner waits comes above it, and once it closes the banner can be answered.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { define as defineBanner } from '../../elements/consent-banner/define.ts';
import { define as defineOffcanvas } from '../../elements/offcanvas/define.ts';
import type { OffcanvasHost } from '../../elements/offcanvas/offcanvas-element.ts';
import { CONSENT_GRACE_MS } from '../../elements/offcanvas/rules.ts';
import { startTestBus } from '../support/consent-page.ts';

const { bus, firstVisit } = startTestBus({ consenttype: 'optin', current_policy_id: '5' });
defineBanner();
defineOffcanvas();

const INSTANT = 'enter-animation="none" exit-animation="none"';
let ids = 0;
const freshId = () => `above-${Date.now()}-${(ids += 1)}`;

async function page(panelMarkup: string): Promise<{ banner: HTMLElement; el: OffcanvasHost; wrapper: HTMLElement }> {
  const wrapper = await fixture<HTMLElement>(
    html`<div .innerHTML=${`<ws-consent-banner></ws-consent-banner><button class="open-hours">Öffnungszeiten</button>${panelMarkup}`}></div>`,
  );
  const banner = wrapper.querySelector<HTMLElement>('ws-consent-banner')!;
  const el = wrapper.querySelector<OffcanvasHost>('ws-offcanvas')!;
  await waitUntil(
    () => el.shadowRoot?.querySelector('[part~="panel"]') && banner.shadowRoot?.querySelector('[part~="accept"]'),
    'panel or banner did not render',
  );
  return { banner, el, wrapper };
}

const acceptButton = (banner: HTMLElement) => banner.shadowRoot!.querySelector<HTMLButtonElement>('[part~="accept"]')!;
const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
};
/** What a pointer at the accept button's centre would hit, by name (DOM elements in chai can hang the runner). */
const hitAtAccept = (banner: HTMLElement) => {
  const { x, y } = centre(acceptButton(banner));
  const hit = banner.shadowRoot!.elementFromPoint(x, y);
  return hit ? `${hit.localName}${hit.getAttribute('part') ? `[${hit.getAttribute('part')}]` : ''}` : 'nothing';
};

describe('<ws-offcanvas> above the unanswered consent banner', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    firstVisit();
  });

  it('open() while the banner waits: the popup is above it and the banner inert; after closing, "Alle akzeptieren" works', async () => {
    const { banner, el } = await page(
      `<ws-offcanvas id="${freshId()}" ${INSTANT} time-on-page="yes" time-on-page-duration="0.2"><h2>Werkstatt-Post</h2><a href="#awb-close-oc">Später</a></ws-offcanvas>`,
    );
    expect(hitAtAccept(banner)).to.equal('button[button accept]');
    el.open();
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.matches(':modal')).to.equal(true);
    // The popup's backdrop covers the banner (top layer), and the banner cannot take focus.
    expect(hitAtAccept(banner)).to.not.equal('button[button accept]');
    acceptButton(banner).focus();
    expect(banner.shadowRoot!.activeElement?.getAttribute('part') ?? 'none').to.not.equal('button accept');
    await expect(el).to.be.accessible();

    el.querySelector<HTMLAnchorElement>('a')!.click();
    await waitUntil(() => el.state === 'closed');
    expect(hitAtAccept(banner)).to.equal('button[button accept]');
    acceptButton(banner).focus();
    expect(banner.shadowRoot!.activeElement?.getAttribute('part')).to.equal('button accept');
    const { x, y } = centre(acceptButton(banner));
    const hidden = oneEvent(banner, 'ws-consent-banner-hide');
    // Taken before the click: the grace counts from the click, which lands after this, never before
    // (after sendMouse returns, the round trip could already have eaten into the grace).
    const answered = performance.now();
    await sendMouse({ type: 'click', position: [x, y] });
    expect(bus.getConsent().status).to.equal('allow');
    await hidden;
    // The time trigger waited all along; after the answer it counts afresh, and waits out the grace.
    const opened = oneEvent(el, 'ws-offcanvas-open');
    expect(el.state).to.equal('closed');
    expect((await opened).detail.cause).to.equal('time-on-page');
    expect(performance.now() - answered).to.be.at.least(CONSENT_GRACE_MS - 50);
    await el.close();
  });

  it('a sliding bar opened by its button while the banner waits lies above the banner', async () => {
    const { banner, el, wrapper } = await page(
      `<ws-offcanvas id="${freshId()}" ${INSTANT} type="sliding-bar" position="bottom" label="Öffnungszeiten" on-click="yes" on-click-element=".open-hours"><p>Mo–Fr 7–18 Uhr</p></ws-offcanvas>`,
    );
    wrapper.querySelector<HTMLButtonElement>('.open-hours')!.click();
    expect(el.state).to.equal('open');
    const bar = el.shadowRoot!.querySelector<HTMLElement>('section')!;
    const bannerBox = banner.shadowRoot!.querySelector<HTMLElement>('[part~="banner"]')!;
    expect(Number(getComputedStyle(bar).zIndex)).to.be.above(Number(getComputedStyle(bannerBox).zIndex));
    await el.close();
    expect(hitAtAccept(banner)).to.equal('button[button accept]');
  });
});

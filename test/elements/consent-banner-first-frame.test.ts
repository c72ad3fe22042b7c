import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import * as consentBus from '../../consent-bus/index.ts';
import { TAB_CHANNEL } from '../../consent-bus/index.ts';
import { closesFirstFrame, hideDelayAfter, paintFirstFrame } from '../../elements/consent-banner/first-frame.ts';
import { BANNER_HIDE_DELAY_MS } from '../../elements/consent-banner/rules.ts';
import { startTestBus } from '../support/consent-page.ts';

const { bus, firstVisit } = startTestBus({
  consenttype: 'optin',
  use_categories: 'visible',
  current_policy_id: '8',
  readmore_optin: '/datenschutz/',
  colorpalette_button_accept_background_color: '#0b57d0',
});

/** What matters for the layout: element names, classes and parts, in order. */
const shape = (root: ShadowRoot) =>
  [...root.querySelectorAll('*')].map((node) => `${node.localName}.${node.getAttribute('class') ?? ''}[${node.getAttribute('part') ?? ''}]`);

const section = (el: HTMLElement) => el.shadowRoot!.querySelector('section');
const button = (el: HTMLElement, part: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${part}"]`)!;

/** A first frame as the shell paints it: with the shell's bus handed over. */
async function painted(template = html`<ws-consent-banner></ws-consent-banner>`): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(template);
  expect(customElements.get('ws-consent-banner')).to.equal(undefined);
  paintFirstFrame(el, consentBus);
  return el;
}

describe('the banner’s first frame (without React)', () => {
  beforeEach(() => firstVisit());

  it('paints the banner into the undefined element, and its buttons already work', async () => {
    const el = await painted(html`<ws-consent-banner position="bottom-right"></ws-consent-banner>`);
    expect(section(el)!.className).to.equal('banner position-bottom-right theme-light');
    expect(el.shadowRoot!.querySelector('input[name=statistics]')).to.not.equal(null);
    await expect(el).to.be.accessible();
    el.shadowRoot!.querySelector<HTMLInputElement>('input[name=statistics]')!.click();
    button(el, 'save').click();
    expect(bus.getConsent().categories.statistics).to.equal(true);
    expect(bus.getConsent().categories.marketing).to.equal(false);
  });

  it('paints nothing when the bus wants no banner', async () => {
    bus.denyAll();
    const el = await painted();
    expect(el.shadowRoot).to.equal(null);
  });

  it('uses the palette of the settings, as the element does', async () => {
    const el = await painted();
    expect(el.style.getPropertyValue('--ws-banner-accept-background')).to.equal('#0b57d0');
  });

  it('accept all: "saved" is announced, and the frame hides by itself after 1000 ms', async () => {
    const el = await painted();
    button(el, 'accept').click();
    expect(bus.getConsent().status).to.equal('allow');
    expect(el.shadowRoot!.querySelector('[role=status]')!.textContent).to.equal('Ihre Auswahl wurde gespeichert.');
    await aTimeout(BANNER_HIDE_DELAY_MS / 2);
    expect(section(el), 'still showing "saved"').to.not.equal(null);
    await waitUntil(() => !section(el), 'the first frame did not hide', { timeout: BANNER_HIDE_DELAY_MS * 2 });
  });

  it('deny during the "saved" second still counts, and closes at once', async () => {
    const el = await painted();
    button(el, 'accept').click();
    button(el, 'deny').click();
    expect(bus.getConsent().status).to.equal('deny');
    expect(section(el)).to.equal(null);
  });

  it('deny: the frame hides at once', async () => {
    const el = await painted();
    button(el, 'deny').click();
    expect(bus.getConsent().status).to.equal('deny');
    expect(section(el)).to.equal(null);
  });

  it('the basic layout’s "Einstellungen" shows the switches, and their choice is saved', async () => {
    const el = await painted(html`<ws-consent-banner layout="basic"></ws-consent-banner>`);
    expect(el.shadowRoot!.querySelector('fieldset')).to.equal(null);
    button(el, 'preferences').click();
    expect(el.shadowRoot!.activeElement).to.equal(button(el, 'save'));
    // The same order as the element's categories layout: message, switches, buttons.
    expect(shape(el.shadowRoot!).indexOf('fieldset.categories[categories]')).to.be.below(shape(el.shadowRoot!).indexOf('div.buttons[buttons]'));
    el.shadowRoot!.querySelector<HTMLInputElement>('input[name=marketing]')!.click();
    button(el, 'save').click();
    expect(bus.getConsent().status).to.equal('dismiss');
    expect(bus.getConsent().categories.marketing).to.equal(true);
    await waitUntil(() => !section(el), 'the first frame did not hide', { timeout: BANNER_HIDE_DELAY_MS * 2 });
  });

  it('a choice made elsewhere (the element, a page script) closes it at once', async () => {
    const el = await painted();
    consentBus.acceptAll();
    expect(section(el)).to.equal(null);
  });

  it('a choice made in another tab closes it too', async () => {
    const el = await painted();
    // What another tab leaves behind: its cookies, and a word on the bus's channel.
    for (const cookie of ['cmplz_consent_status=deny', 'cmplz_choice=set', 'cmplz_policy_id=8']) document.cookie = `${cookie}; Path=/`;
    const otherTab = new BroadcastChannel(TAB_CHANNEL);
    otherTab.postMessage('consent-changed');
    otherTab.close();
    await waitUntil(() => !section(el), 'the first frame stayed after another tab’s choice');
  });

  it('the rules: deny closes at once, allow and dismiss after the "saved" second; only a state without banner closes', () => {
    expect(hideDelayAfter('deny')).to.equal(0);
    expect(hideDelayAfter('allow')).to.equal(BANNER_HIDE_DELAY_MS);
    expect(hideDelayAfter('dismiss')).to.equal(BANNER_HIDE_DELAY_MS);
    const state = bus.getConsent();
    expect(closesFirstFrame({ ...state, banner: { ...state.banner, show: true } })).to.equal(false);
    expect(closesFirstFrame({ ...state, banner: { ...state.banner, show: false } })).to.equal(true);
  });

  // Last: once defined, the tag cannot be undefined again for the tests above.
  it('the React element takes the root over with the same markup, in one task', async () => {
    const el = await painted();
    const painting = shape(el.shadowRoot!);
    const root = el.shadowRoot!;
    const { define } = await import('../../elements/consent-banner/define.ts');
    define();
    // Upgraded and rendered synchronously: no frame without a banner in between.
    expect(el.shadowRoot).to.equal(root);
    expect(shape(root)).to.deep.equal(painting);
    await waitUntil(() => root.querySelector('[part~="accept"]'));
    (root.querySelector('[part~="deny"]') as HTMLButtonElement).click();
    expect(bus.getConsent().status).to.equal('deny');
    // The first frame no longer acts on the root it handed over: the element's revoke button stays.
    await waitUntil(() => root.querySelector('[part="revoke"]'), 'no revoke button after deny');
    await aTimeout(BANNER_HIDE_DELAY_MS + 100);
    expect(root.querySelector('[part="revoke"]')).to.not.equal(null);
  });
});

import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { paintFirstFrame } from '../../elements/consent-banner/first-frame.ts';
import { startTestBus } from '../support/consent-page.ts';

const { bus, firstVisit } = startTestBus({ consenttype: 'optin', use_categories: 'visible', current_policy_id: '8', readmore_optin: '/datenschutz/' });

/** What matters for the layout: element names, classes and parts, in order. */
const shape = (root: ShadowRoot) =>
  [...root.querySelectorAll('*')].map((node) => `${node.localName}.${node.getAttribute('class') ?? ''}[${node.getAttribute('part') ?? ''}]`);

describe('the banner’s first frame (without React)', () => {
  beforeEach(() => firstVisit());

  it('paints the banner into the undefined element, and its buttons already work', async () => {
    const el = await fixture<HTMLElement>(html`<ws-consent-banner position="bottom-right"></ws-consent-banner>`);
    expect(customElements.get('ws-consent-banner')).to.equal(undefined);
    paintFirstFrame(el);
    const section = el.shadowRoot!.querySelector('section')!;
    expect(section.className).to.equal('banner position-bottom-right theme-light');
    expect(el.shadowRoot!.querySelector('input[name=statistics]')).to.not.equal(null);
    await expect(el).to.be.accessible();
    el.shadowRoot!.querySelector<HTMLInputElement>('input[name=statistics]')!.click();
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="save"]')!.click();
    expect(bus.getConsent().categories.statistics).to.equal(true);
    expect(bus.getConsent().categories.marketing).to.equal(false);
  });

  it('paints nothing when the bus wants no banner', async () => {
    bus.denyAll();
    const el = await fixture<HTMLElement>(html`<ws-consent-banner></ws-consent-banner>`);
    paintFirstFrame(el);
    expect(el.shadowRoot).to.equal(null);
  });

  it('the React element takes the root over with the same markup, in one task', async () => {
    const el = await fixture<HTMLElement>(html`<ws-consent-banner></ws-consent-banner>`);
    paintFirstFrame(el);
    const painted = shape(el.shadowRoot!);
    const root = el.shadowRoot!;
    const { define } = await import('../../elements/consent-banner/define.ts');
    define();
    // Upgraded and rendered synchronously: no frame without a banner in between.
    expect(el.shadowRoot).to.equal(root);
    expect(shape(root)).to.deep.equal(painted);
    await waitUntil(() => root.querySelector('[part~="accept"]'));
    (root.querySelector('[part~="deny"]') as HTMLButtonElement).click();
    expect(bus.getConsent().status).to.equal('deny');
  });
});

// <ws-offcanvas> and the consent banner: automatic triggers wait for the banner's
// answer; a visitor's own action does not. The bus is the page's real one with test settings; the
// banner is a stand-in tag (its presence and its show/hide events are what the panel follows).
import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { define } from '../../elements/offcanvas/define.ts';
import type { OffcanvasHost } from '../../elements/offcanvas/offcanvas-element.ts';
import { CONSENT_GRACE_MS } from '../../elements/offcanvas/rules.ts';
import { startTestBus } from '../support/consent-page.ts';

const { bus, firstVisit } = startTestBus({ consenttype: 'optin', current_policy_id: '5' });
define();

const INSTANT = 'enter-animation="none" exit-animation="none"';
let ids = 0;
const freshId = () => `waiting-${Date.now()}-${(ids += 1)}`;
const openCount = (id: string) =>
  (JSON.parse(localStorage.getItem(`ws-offcanvas:${id}`) ?? '{}') as { open_count?: number }).open_count ?? 0;

/** The panel, with a stand-in banner tag before it unless `banner` is false. */
async function page(panelMarkup: string, { banner = true } = {}): Promise<{ el: OffcanvasHost; wrapper: HTMLElement }> {
  const wrapper = await fixture<HTMLElement>(
    html`<div .innerHTML=${`${banner ? '<ws-consent-banner></ws-consent-banner>' : ''}<button class="open-offer">Angebot</button>${panelMarkup}`}></div>`,
  );
  const el = wrapper.querySelector<OffcanvasHost>('ws-offcanvas')!;
  await waitUntil(() => el.shadowRoot?.querySelector('[part~="panel"]'), 'the panel did not render');
  return { el, wrapper };
}

const bannerEvent = (wrapper: HTMLElement, type: 'ws-consent-banner-show' | 'ws-consent-banner-hide') =>
  wrapper
    .querySelector('ws-consent-banner')!
    .dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail: { reason: 'choice-made' } }));

describe('<ws-offcanvas> waits for the consent banner', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    firstVisit();
  });
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it('time on page: nothing while the banner is unanswered; counted from the answer, nothing counted meanwhile', async () => {
    const id = freshId();
    const { el } = await page(
      `<ws-offcanvas id="${id}" ${INSTANT} time-on-page="yes" time-on-page-duration="2.5" frequency="once"><h2>Werkstatt-Post</h2></ws-offcanvas>`,
    );
    expect(bus.getConsent().banner.show).to.equal(true);
    await aTimeout(3000);
    expect(el.state, 'opened over the unanswered banner').to.equal('closed');
    expect(openCount(id), 'a trigger that waited counted as shown').to.equal(0);
    const opened = oneEvent(el, 'ws-offcanvas-open');
    const answered = performance.now();
    bus.acceptAll();
    const { detail } = await opened;
    // 2.5 s from the answer, not from the page load (that would have been at once, or after the grace).
    expect(performance.now() - answered).to.be.at.least(2450);
    expect(detail.cause).to.equal('time-on-page');
    expect(openCount(id)).to.equal(1);
    await el.close();
  });

  it('page load: after a "deny" answer the panel waits out the grace, then opens', async () => {
    const { el } = await page(
      `<ws-offcanvas id="${freshId()}" ${INSTANT} on-page-load="yes"><p>Hallo</p></ws-offcanvas>`,
    );
    await aTimeout(400);
    expect(el.state).to.equal('closed');
    const opened = oneEvent(el, 'ws-offcanvas-open');
    const answered = performance.now();
    bus.denyAll();
    await aTimeout(CONSENT_GRACE_MS / 2);
    expect(el.state, 'opened the moment the visitor answered').to.equal('closed');
    expect((await opened).detail.cause).to.equal('page-load');
    expect(performance.now() - answered).to.be.at.least(CONSENT_GRACE_MS - 20);
    await el.close();
  });

  it('exit intent before the answer is not kept for later', async () => {
    const { el } = await page(
      `<ws-offcanvas id="${freshId()}" ${INSTANT} exit-intent="yes"><p>Schon weg?</p></ws-offcanvas>`,
    );
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, relatedTarget: null }));
    expect(el.state).to.equal('closed');
    bus.saveChoices({ statistics: true });
    await aTimeout(CONSENT_GRACE_MS + 200);
    expect(el.state).to.equal('closed');
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, relatedTarget: null }));
    expect(el.state).to.equal('open');
    await el.close();
  });

  it('a page without banner does not wait, though no choice is stored', async () => {
    const { el } = await page(
      `<ws-offcanvas id="${freshId()}" ${INSTANT} time-on-page="yes" time-on-page-duration="0.3"><p>Hallo</p></ws-offcanvas>`,
      { banner: false },
    );
    expect(bus.getConsent().banner.show).to.equal(true);
    // Waiting for the banner it would never open (no answer comes); read as a state, not an event, which may already
    // have fired while a loaded machine set the page up.
    await waitUntil(() => el.state === 'open', 'the panel waited', { timeout: 5000 });
    await el.close();
  });

  it('a returning visitor (choice stored) does not wait, and gets no grace', async () => {
    bus.acceptAll();
    const started = performance.now();
    const { el } = await page(
      `<ws-offcanvas id="${freshId()}" ${INSTANT} on-page-load="yes"><p>Hallo</p></ws-offcanvas>`,
    );
    expect((await oneEvent(el, 'ws-offcanvas-open')).detail.cause).to.equal('page-load');
    expect(performance.now() - started).to.be.below(CONSENT_GRACE_MS / 2);
    await el.close();
  });

  it("a visitor's own action opens at once while the banner waits: open(), the click trigger, a hash link", async () => {
    const id = freshId();
    const { el, wrapper } = await page(
      `<ws-offcanvas id="${id}" ${INSTANT} on-click="yes" on-click-element=".open-offer" time-on-page="yes" time-on-page-duration="0.2"><h2>Angebot</h2></ws-offcanvas>`,
    );
    el.open();
    expect(el.state).to.equal('open');
    await el.close();
    wrapper.querySelector<HTMLButtonElement>('.open-offer')!.click();
    expect(el.state).to.equal('open');
    expect(openCount(id)).to.equal(2);
    await el.close();
    await aTimeout(400);
    expect(el.state, 'the time trigger did not wait').to.equal('closed');

    const hashed = freshId();
    history.replaceState(null, '', `#awb-open-oc__${hashed}`);
    const second = await page(`<ws-offcanvas id="${hashed}" ${INSTANT}><h2>Per Link</h2></ws-offcanvas>`);
    expect(second.el.state).to.equal('open');
    await second.el.close();
  });

  it('a banner the visitor reopened stops the triggers; when it has gone they start afresh, after the grace', async () => {
    bus.denyAll();
    const { el, wrapper } = await page(
      `<ws-offcanvas id="${freshId()}" ${INSTANT} exit-intent="yes"><p>Schon weg?</p></ws-offcanvas>`,
    );
    bannerEvent(wrapper, 'ws-consent-banner-show');
    try {
      document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, relatedTarget: null }));
      expect(el.state, 'opened over the reopened banner').to.equal('closed');
    } finally {
      bannerEvent(wrapper, 'ws-consent-banner-hide');
    }
    const hidden = performance.now();
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, relatedTarget: null }));
    expect(el.state, 'opened in the grace').to.equal('closed');
    await oneEvent(el, 'ws-offcanvas-open');
    expect(performance.now() - hidden).to.be.at.least(CONSENT_GRACE_MS - 20);
    await el.close();
  });

  it('a reopened banner ends its hold with the new answer, even before it hides', async () => {
    bus.denyAll();
    // Exit intent, which the test makes: a timed trigger could fire before the banner reopens on a loaded machine.
    const { el, wrapper } = await page(
      `<ws-offcanvas id="${freshId()}" ${INSTANT} exit-intent="yes"><p>Schon weg?</p></ws-offcanvas>`,
    );
    const exitIntent = () => document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, relatedTarget: null }));
    bannerEvent(wrapper, 'ws-consent-banner-show');
    try {
      const opened = oneEvent(el, 'ws-offcanvas-open');
      const answered = performance.now();
      bus.saveChoices({ statistics: true });
      // Still shown ("saved"), but answered: the exit intent is kept for the end of the grace, not dropped.
      exitIntent();
      expect(el.state, 'opened in the grace').to.equal('closed');
      expect((await opened).detail.cause).to.equal('exit-intent');
      // Not before the grace is over (how much later depends on the machine: no test fails on a timing).
      expect(performance.now() - answered).to.be.at.least(CONSENT_GRACE_MS - 20);
    } finally {
      bannerEvent(wrapper, 'ws-consent-banner-hide');
    }
    await el.close();
  });

  it('page load stays once per page: a reopened and answered banner does not bring the panel back', async () => {
    bus.denyAll();
    const { el, wrapper } = await page(
      `<ws-offcanvas id="${freshId()}" ${INSTANT} on-page-load="yes"><p>Hallo</p></ws-offcanvas>`,
    );
    await waitUntil(() => el.state === 'open');
    await el.close();
    bannerEvent(wrapper, 'ws-consent-banner-show');
    bus.saveChoices({ marketing: true });
    bannerEvent(wrapper, 'ws-consent-banner-hide');
    await aTimeout(CONSENT_GRACE_MS + 300);
    expect(el.state).to.equal('closed');
  });

  it('a banner that comes later than the panel (a footer banner) holds the triggers once it is there', async () => {
    const { el, wrapper } = await page(
      `<ws-offcanvas id="${freshId()}" ${INSTANT} exit-intent="yes"><p>Schon weg?</p></ws-offcanvas>`,
      { banner: false },
    );
    wrapper.append(document.createElement('ws-consent-banner'));
    bannerEvent(wrapper, 'ws-consent-banner-show');
    try {
      document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, relatedTarget: null }));
      expect(el.state).to.equal('closed');
    } finally {
      bannerEvent(wrapper, 'ws-consent-banner-hide');
    }
    // Hidden, but still unanswered: the wait goes on until the visitor answers.
    await aTimeout(CONSENT_GRACE_MS + 200);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, relatedTarget: null }));
    expect(el.state).to.equal('closed');
  });
});

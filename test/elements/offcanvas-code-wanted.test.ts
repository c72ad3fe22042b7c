// When the shell fetches <ws-offcanvas>'s code (elements/offcanvas/code-wanted.ts): at once when a
// panel could open without any trigger, else once the consent banner lets the automatic ones arm, a
// hash link is followed, or the visitor comes to a click trigger. The bus is the page's real one; the
// banner is a stand-in tag. The element is never defined here (but in the last two tests): the rule
// works on the undefined tag, as the shell gives it.
import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { whenCodeWanted } from '../../elements/offcanvas/code-wanted.ts';
import { CONSENT_GRACE_MS } from '../../elements/offcanvas/banner-wait.ts';
import { startTestBus } from '../support/consent-page.ts';

const { bus, firstVisit } = startTestBus({ consenttype: 'optin', current_policy_id: '5' });

/** The panel (and a stand-in banner unless `banner` is false); what the rule answered, and when. */
async function ask(panelAttributes: string, { banner = true, id = 'post' } = {}) {
  const wrapper = await fixture<HTMLElement>(
    html`<div .innerHTML=${`${banner ? '<ws-consent-banner></ws-consent-banner>' : ''}<ws-offcanvas id="${id}" ${panelAttributes}><h2>Werkstatt-Post</h2></ws-offcanvas>`}></div>`,
  );
  const outcome = { waited: false, wanted: false };
  void whenCodeWanted(wrapper.querySelector('ws-offcanvas')!, () => (outcome.waited = true)).then(
    () => (outcome.wanted = true),
  );
  await aTimeout(50);
  return outcome;
}

describe('<ws-offcanvas> code: when the shell fetches it', () => {
  beforeEach(() => firstVisit());
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it('waits while the banner waits for its answer, and comes with the answer (accepting or denying)', async () => {
    for (const answer of [() => bus.acceptAll(), () => bus.denyAll()]) {
      firstVisit();
      const outcome = await ask('time-on-page="yes" time-on-page-duration="20"');
      expect(outcome).to.deep.equal({ waited: true, wanted: false });
      answer();
      await aTimeout(0);
      expect(outcome.wanted).to.equal(true);
    }
  });

  it('comes when a hash link is followed while the banner waits (it may name the panel)', async () => {
    const outcome = await ask('exit-intent="yes"');
    expect(outcome.wanted).to.equal(false);
    location.hash = '#awb-oc__post';
    await aTimeout(50);
    expect(outcome.wanted).to.equal(true);
  });

  it('with a click trigger: comes when the visitor comes to a trigger (pointer, focus), not before', async () => {
    for (const interest of ['pointerover', 'focusin'] as const) {
      firstVisit();
      const trigger = await fixture<HTMLButtonElement>(
        html`<button type="button" class="open"><span>Öffnen</span></button>`,
      );
      const outcome = await ask('on-click="yes" on-click-element=".open"');
      expect(outcome, interest).to.deep.equal({ waited: true, wanted: false });
      // Elsewhere in the page: no interest in the trigger.
      document.body.dispatchEvent(new Event(interest, { bubbles: true }));
      await aTimeout(0);
      expect(outcome.wanted, `${interest} elsewhere`).to.equal(false);
      trigger.querySelector('span')!.dispatchEvent(new Event(interest, { bubbles: true }));
      await aTimeout(0);
      expect(outcome.wanted, interest).to.equal(true);
    }
  });

  it('with a click trigger: a link trigger clicked before the code does not navigate; the click is kept', async () => {
    const trigger = await fixture<HTMLAnchorElement>(html`<a class="open" href="#anderswo">Öffnungszeiten</a>`);
    const outcome = await ask('on-click="yes" on-click-element=".open"');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    trigger.dispatchEvent(click);
    await aTimeout(0);
    expect(outcome.wanted).to.equal(true);
    expect(click.defaultPrevented, 'the link is not followed meanwhile').to.equal(true);
    expect(location.hash).to.equal('');
  });

  it('with a broken click selector: at once (the element warns about it)', async () => {
    expect(await ask('on-click="yes" on-click-element="[[nope"')).to.deep.equal({ waited: false, wanted: true });
  });

  it('comes at once for a panel that opens without its automatic triggers, or hides them in a config', async () => {
    for (const attributes of ['is-opened="yes"', 'off-canvas-state="opened"', 'config=\'{"exit_intent":"yes"}\'']) {
      expect(await ask(attributes), attributes).to.deep.equal({ waited: false, wanted: true });
    }
  });

  it('comes at once without a banner on the page, once consent is stored, or with a hash on arrival', async () => {
    expect(await ask('time-on-page="yes"', { banner: false }), 'no banner').to.deep.equal({
      waited: false,
      wanted: true,
    });
    bus.denyAll();
    expect(await ask('time-on-page="yes"'), 'answered before').to.deep.equal({ waited: false, wanted: true });
    firstVisit();
    history.replaceState(null, '', '#kontakt');
    expect(await ask('time-on-page="yes"'), 'a hash on arrival').to.deep.equal({ waited: false, wanted: true });
  });

  // Last two: they define the element for this page.
  it('a click on the trigger before the code opens the panel once the code has come', async () => {
    const trigger = await fixture<HTMLButtonElement>(html`<button type="button" class="open-early">Öffnen</button>`);
    const outcome = await ask('on-click="yes" on-click-element=".open-early" enter-animation="none"', { id: 'early' });
    trigger.click();
    await aTimeout(0);
    expect(outcome.wanted).to.equal(true);
    const { define } = await import('../../elements/offcanvas/define.ts');
    const opened = oneEvent(document.getElementById('early')!, 'ws-offcanvas-open');
    define();
    await opened;
  });

  it('panels whose code arrives after the answer keep the grace and the time on page counted from the answer', async () => {
    // Fetched before the answer here, so that the test decides when it arrives.
    const { define } = await import('../../elements/offcanvas/define.ts');
    const instant = 'enter-animation="none" exit-animation="none"';
    const onLoad = await ask(`on-page-load="yes" ${instant}`);
    const timed = await ask(`time-on-page="yes" time-on-page-duration="3" ${instant}`, { id: 'timed' });
    expect(onLoad.waited && timed.waited).to.equal(true);
    const answered = performance.now();
    bus.acceptAll();
    await aTimeout(0);
    expect(onLoad.wanted && timed.wanted).to.equal(true);
    // The code's journey; the page-load trigger (100 ms after the upgrade) comes within the grace.
    await aTimeout(500);
    const openedAfter = (id: string) =>
      oneEvent(document.getElementById(id)!, 'ws-offcanvas-open').then(() => performance.now() - answered);
    const opened = Promise.all([openedAfter('post'), openedAfter('timed')]);
    define();
    const [pageLoad, timeOnPage] = await opened;
    expect(pageLoad, 'page load').to.be.within(CONSENT_GRACE_MS - 50, CONSENT_GRACE_MS + 700);
    expect(timeOnPage, 'time on page').to.be.within(2950, 3400);
  });
});

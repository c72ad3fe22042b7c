import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { define } from '../../elements/alert/define.ts';
import { ALERT_SLIDE_UP_MS } from '../../elements/alert/rules.ts';
import { alertReserve, dismissibleAlertReserve } from '../../elements/alert/reserve.ts';
import { reserveStylesFor } from '../../shell/reserve.ts';
import { capturingConsole } from '../support/console.ts';

define();

/** React renders into the shadow root asynchronously: wait for the part to appear. */
async function rendered(el: HTMLElement): Promise<HTMLElement> {
  await waitUntil(() => el.shadowRoot?.querySelector('[part="alert"]'), 'alert did not render');
  return el.shadowRoot!.querySelector<HTMLElement>('[part="alert"]')!;
}

const closeButton = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="close-button"]');

describe('<ws-alert>', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('keeps the author text in the light DOM and shows it through a slot', async () => {
    const el = await fixture<HTMLElement>(html`<ws-alert type="success">Gespeichert.</ws-alert>`);
    const box = await rendered(el);
    expect(el.textContent).to.equal('Gespeichert.');
    const slot = box.querySelector('slot')!;
    expect(
      slot
        .assignedNodes()
        .map((n) => n.textContent)
        .join(''),
    ).to.equal('Gespeichert.');
  });

  it('announces errors and warnings as alerts, info and success as status', async () => {
    for (const [type, role] of [
      ['error', 'alert'],
      ['warning', 'alert'],
      ['info', 'status'],
      ['success', 'status'],
    ]) {
      const el = await fixture<HTMLElement>(html`<ws-alert type=${type}>Text</ws-alert>`);
      const box = await rendered(el);
      expect(box.getAttribute('role'), type).to.equal(role);
      expect(box.dataset.type).to.equal(type);
    }
  });

  it('names the type for screen readers in German', async () => {
    const el = await fixture<HTMLElement>(html`<ws-alert type="warning">Werkstatt am Freitag geschlossen.</ws-alert>`);
    const box = await rendered(el);
    expect(box.querySelector('.visually-hidden')!.textContent).to.equal('Warnung: ');
  });

  it('falls back to info for an unknown type and says so in the console', async () => {
    const warnings = (
      await capturingConsole('warn', async () => {
        const el = await fixture<HTMLElement>(html`<ws-alert type="danger">Text</ws-alert>`);
        const box = await rendered(el);
        expect(box.dataset.type).to.equal('info');
      })
    ).map((args) => String(args[0]));
    expect(warnings.some((w) => w.includes('<ws-alert>') && w.includes('"danger"'))).to.equal(true);
  });

  it('shows a named close button only when dismissible (a bare attribute counts)', async () => {
    const plain = await fixture<HTMLElement>(html`<ws-alert>Text</ws-alert>`);
    await rendered(plain);
    expect(closeButton(plain)).to.equal(null);

    const el = await fixture<HTMLElement>(html`<ws-alert dismissible>Text</ws-alert>`);
    await rendered(el);
    expect(closeButton(el)!.getAttribute('aria-label')).to.equal('Meldung schließen');
  });

  it('follows the dismissible attribute and property both ways', async () => {
    const el = await fixture<HTMLElement & { dismissible: boolean }>(
      html`<ws-alert dismissible="false">Text</ws-alert>`,
    );
    await rendered(el);
    // As in HTML, presence decides: even "false" means true.
    expect(el.dismissible).to.equal(true);
    el.removeAttribute('dismissible');
    await waitUntil(() => closeButton(el) === null, 'button stayed after the attribute was removed');
    el.dismissible = true;
    expect(el.hasAttribute('dismissible')).to.equal(true);
    await waitUntil(() => closeButton(el) !== null, 'button did not come back');
    el.dismissible = false;
    expect(el.hasAttribute('dismissible')).to.equal(false);
  });

  it('uses English labels on an English page', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div lang="en"><ws-alert dismissible type="error">Failed</ws-alert></div>`,
    );
    const el = wrapper.querySelector('ws-alert')!;
    await rendered(el);
    expect(closeButton(el)!.getAttribute('aria-label')).to.equal('Dismiss message');
  });

  it('under reduced motion, removes itself at once and fires ws-alert-dismiss', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const wrapper = await fixture<HTMLElement>(html`<div><ws-alert type="warning" dismissible>Text</ws-alert></div>`);
    const el = wrapper.querySelector('ws-alert')!;
    await rendered(el);
    const event = oneEvent(wrapper, 'ws-alert-dismiss');
    closeButton(el)!.click();
    const { detail, bubbles, composed } = await event;
    expect(detail).to.deep.equal({ type: 'warning' });
    expect(bubbles && composed).to.equal(true);
    await aTimeout(0);
    expect(el.isConnected).to.equal(false);
  });

  it('without reduced motion, slides up first and is removed when the animation ends', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><ws-alert dismissible>Text</ws-alert></div>`);
    const el = wrapper.querySelector('ws-alert')!;
    await rendered(el);
    const before = el.offsetHeight;
    closeButton(el)!.click();
    await aTimeout(ALERT_SLIDE_UP_MS / 2);
    expect(el.isConnected, 'removed before the slide-up ended').to.equal(true);
    expect(el.getAnimations().length).to.equal(1);
    expect(el.offsetHeight).to.be.below(before);
    await waitUntil(() => !el.isConnected, 'not removed after the slide-up', { timeout: ALERT_SLIDE_UP_MS * 4 });
  });

  it('stays when a listener cancels the dismiss event', async () => {
    const el = await fixture<HTMLElement>(html`<ws-alert dismissible>Text</ws-alert>`);
    await rendered(el);
    el.addEventListener('ws-alert-dismiss', (event) => event.preventDefault());
    closeButton(el)!.click();
    await aTimeout(ALERT_SLIDE_UP_MS + 100);
    expect(el.isConnected).to.equal(true);
  });

  it('is operable by keyboard: the close button takes focus and Enter dismisses', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await fixture<HTMLElement>(html`<ws-alert dismissible>Text</ws-alert>`);
    await rendered(el);
    const button = closeButton(el)!;
    button.focus();
    expect(el.shadowRoot!.activeElement).to.equal(button);
    const { sendKeys } = await import('@web/test-runner-commands');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !el.isConnected, 'Enter did not dismiss');
  });

  it('passes axe-core for every type', async () => {
    for (const type of ['info', 'success', 'warning', 'error']) {
      const el = await fixture<HTMLElement>(html`<ws-alert type=${type} dismissible>Termin bestätigt.</ws-alert>`);
      await rendered(el);
      await expect(el).to.be.accessible();
    }
  });
});

describe('<ws-alert> before and after its code', () => {
  const PROBE_TAG = 'ws-alert-probe';
  const probeSheet = new CSSStyleSheet();
  probeSheet.replaceSync(
    reserveStylesFor([{ tag: PROBE_TAG, reserve: { '': alertReserve, '[dismissible]': dismissibleAlertReserve } }]),
  );
  before(() => {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, probeSheet];
  });
  after(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== probeSheet);
  });

  it("the upgrade moves nothing on a page whose font is not the kit's (a WordPress theme's)", async () => {
    const text = 'Unsere Werkstatt ist zwischen den Jahren vom 27. bis 30. Dezember geschlossen.';
    const page = await fixture<HTMLElement>(html`
      <div style="width: 364px; font: 18px/1.6 Georgia, 'DejaVu Serif', serif">
        <ws-alert-probe dismissible>${text}</ws-alert-probe>
        <ws-alert dismissible>${text}</ws-alert>
      </div>
    `);
    const [before, after] = [...page.children] as HTMLElement[];
    await rendered(after!);
    // At many widths: two fonts wrap a line apart at some of them.
    const moved: number[] = [];
    for (let width = 240; width <= 560; width += 8) {
      page.style.width = `${width}px`;
      if (after!.getBoundingClientRect().height !== before!.getBoundingClientRect().height) moved.push(width);
    }
    expect(moved, 'widths at which the upgrade changes the height').to.deep.equal([]);
  });
});

// Warnings for page authors: one per element per message, wherever it comes from (the kit's
// attribute parsing, a rules module, a getter that runs on every render). Counted exactly.
import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define as defineAlert } from '../../elements/alert/define.ts';
import { define as defineLiveSearch, type WsLiveSearchElement } from '../../elements/live-search/define.ts';
import { define as defineOffcanvas } from '../../elements/offcanvas/define.ts';
import { define as defineQuantity } from '../../elements/quantity/define.ts';
import { capturingConsole } from '../support/console.ts';

defineAlert();
defineLiveSearch();
defineOffcanvas();
defineQuantity();

/** The console.warn lines written while `run` runs (and React settles after it). */
async function warningsDuring(run: () => Promise<void>): Promise<string[]> {
  const calls = await capturingConsole('warn', async () => {
    await run();
    await aTimeout(50);
  });
  return calls.map((args) => String(args[0]));
}

const part = (el: HTMLElement, selector: string) => el.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
const renderedPart = async (el: HTMLElement, selector: string) => {
  await waitUntil(() => part(el, selector), `${el.localName} did not render ${selector}`);
  return part(el, selector)!;
};

describe('warnings: one per element per message', () => {
  it('<ws-quantity step="0"> and many clicks: 1 warning (it came 25 times before)', async () => {
    const warnings = await warningsDuring(async () => {
      const el = await fixture<HTMLElement>(html`<ws-quantity step="0" value="2"></ws-quantity>`);
      const plus = await renderedPart(el, '[part~="plus"]');
      const minus = part(el, '[part~="minus"]')!;
      for (let i = 0; i < 5; i += 1) plus.click();
      minus.click();
      el.setAttribute('max', '50');
      await aTimeout(20);
      expect((el as HTMLElement & { value: string }).value).to.equal('6');
    });
    expect(warnings.filter((w) => w.includes('"step"')).length, warnings.join('\n')).to.equal(1);
    expect(warnings.length, warnings.join('\n')).to.equal(1);
  });

  it('<ws-alert type="danger"> and re-renders: 1 warning', async () => {
    const warnings = await warningsDuring(async () => {
      const el = await fixture<HTMLElement>(html`<ws-alert type="danger">Text</ws-alert>`);
      await renderedPart(el, '[part="alert"]');
      el.setAttribute('dismissible', '');
      await renderedPart(el, '[part="close-button"]');
      el.removeAttribute('dismissible');
      el.setAttribute('type', 'danger');
      await aTimeout(20);
      expect(part(el, '[part="alert"]')!.dataset.type).to.equal('info');
    });
    expect(warnings.length, warnings.join('\n')).to.equal(1);
    expect(warnings[0]).to.include('<ws-alert>').and.to.include('"danger"');
  });

  it('<ws-live-search titles-only="maybe"> and re-renders: 1 warning, the default (no) in force', async () => {
    const warnings = await warningsDuring(async () => {
      const el = await fixture<WsLiveSearchElement>(html`<ws-live-search titles-only="maybe"></ws-live-search>`);
      await renderedPart(el, 'button');
      el.setAttribute('placeholder', 'Suchen …');
      el.setAttribute('min-chars', '3');
      await aTimeout(20);
      expect(String((el as unknown as { titlesOnly: unknown }).titlesOnly)).to.equal('false');
    });
    expect(warnings.length, warnings.join('\n')).to.equal(1);
    expect(warnings[0]).to.include('<ws-live-search>').and.to.include('"titles-only"').and.to.include('"maybe"');
  });

  it('two elements with the same bad value: 2 warnings, one each', async () => {
    const warnings = await warningsDuring(async () => {
      const box = await fixture<HTMLElement>(
        html`<div><ws-alert type="danger">A</ws-alert><ws-alert type="danger">B</ws-alert></div>`,
      );
      const [first, second] = [...box.querySelectorAll<HTMLElement>('ws-alert')];
      await renderedPart(first!, '[part="alert"]');
      await renderedPart(second!, '[part="alert"]');
      first!.setAttribute('dismissible', '');
      second!.setAttribute('dismissible', '');
      await aTimeout(20);
    });
    expect(warnings.length, warnings.join('\n')).to.equal(2);
  });

  it('a bad yes/no field of an off-canvas panel: 1 warning, naming the panel', async () => {
    const warnings = await warningsDuring(async () => {
      const el = await fixture<HTMLElement>(
        html`<ws-offcanvas id="warn-panel" close-on-esc="vielleicht"><p>x</p></ws-offcanvas>`,
      );
      await renderedPart(el, '[part="panel"]');
      el.setAttribute('label', 'Hinweis');
      el.setAttribute('label', 'Hinweis 2');
      await aTimeout(20);
    });
    expect(warnings.length, warnings.join('\n')).to.equal(1);
    expect(warnings[0]).to.include('<ws-offcanvas id="warn-panel">').and.to.include('"close-on-esc"');
  });
});

describe('yes/no attributes are typed by the kit', () => {
  const titlesOnly = (el: HTMLElement) => String((el as unknown as { titlesOnly: unknown }).titlesOnly);

  it('titles-only="false" is false, a bare titles-only is true, absent is the default (false)', async () => {
    const no = await fixture<HTMLElement>(html`<ws-live-search titles-only="false"></ws-live-search>`);
    const bare = await fixture<HTMLElement>(html`<ws-live-search titles-only></ws-live-search>`);
    const absent = await fixture<HTMLElement>(html`<ws-live-search></ws-live-search>`);
    const on = await fixture<HTMLElement>(html`<ws-live-search titles-only=" ON "></ws-live-search>`);
    expect([titlesOnly(no), titlesOnly(bare), titlesOnly(absent), titlesOnly(on)].join()).to.equal(
      'false,true,false,true',
    );
  });

  it('show-image defaults to yes and show-image="no" turns it off', async () => {
    const absent = await fixture<HTMLElement>(html`<ws-live-search></ws-live-search>`);
    const off = await fixture<HTMLElement>(html`<ws-live-search show-image="no"></ws-live-search>`);
    const read = (el: HTMLElement) => String((el as unknown as { showImage: unknown }).showImage);
    expect(`${read(absent)},${read(off)}`).to.equal('true,false');
  });

  it('dismissible stays an HTML flag: dismissible="false" still shows the close button', async () => {
    const el = await fixture<HTMLElement>(html`<ws-alert dismissible="false">Text</ws-alert>`);
    await renderedPart(el, '[part="close-button"]');
    expect(String((el as unknown as { dismissible: unknown }).dismissible)).to.equal('true');
  });
});

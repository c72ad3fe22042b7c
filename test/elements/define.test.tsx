import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { defineElement, type HostProps } from '../../elements/kit/define.ts';
import { emit } from '../../platform/events.ts';
import { capturingConsole } from '../support/console.ts';
import { afterThisTask, beforeNextFrame } from '../support/tasks.ts';

interface ProbeProps extends HostProps {
  label?: string;
  count?: number;
  open: boolean;
  items?: unknown;
}

declare global {
  interface WsEventDetails {
    'ws-probe-click': { label: string | undefined };
  }
}

/** A small element that shows what the kit hands to its component. */
function Probe({ label, count, open, items, host }: ProbeProps) {
  return (
    <button type="button" part="probe" onClick={() => emit(host, 'ws-probe-click', { label })}>
      {JSON.stringify({ label: label ?? null, count: count ?? null, open, items: items ?? null })}
      <slot />
    </button>
  );
}

const probe = defineElement({
  tag: 'ws-probe',
  component: Probe,
  attributes: { label: 'string', count: 'number', open: 'boolean', items: 'json' },
  config: true,
  styles: ':host { display: block; }',
});
probe.define();

type ProbeElement = HTMLElement & { label?: string; count?: number; open: boolean; items?: unknown };

const state = (el: HTMLElement) => JSON.parse(el.shadowRoot!.querySelector('[part=probe]')!.firstChild!.textContent!);
const settled = (el: HTMLElement, check: (s: Record<string, unknown>) => boolean) =>
  waitUntil(() => check(state(el)), `state is ${el.shadowRoot!.querySelector('[part=probe]')!.textContent}`);

describe('defineElement (kit)', () => {
  it('renders in the same task as the element connects (no empty frame)', async () => {
    const el = document.createElement('ws-probe');
    document.body.append(el);
    const inFirstFrame = beforeNextFrame(() => el.shadowRoot?.querySelector('[part=probe]') ?? null);
    await afterThisTask();
    expect(el.shadowRoot!.querySelector('[part=probe]'), 'rendered when the task is over').to.not.equal(null);
    expect(await inFirstFrame, 'rendered in the first frame').to.not.equal(null);
    el.remove();
  });

  it('maps kebab-case attributes to typed props, booleans by presence', async () => {
    const el = await fixture<ProbeElement>(html`<ws-probe label="Hallo" count="3" open items='[1,2]'></ws-probe>`);
    expect(state(el)).to.deep.equal({ label: 'Hallo', count: 3, open: true, items: [1, 2] });
  });

  it('resets a prop when its attribute is removed', async () => {
    const el = await fixture<ProbeElement>(html`<ws-probe label="x" open></ws-probe>`);
    el.removeAttribute('label');
    el.removeAttribute('open');
    await settled(el, (s) => s.label === null && s.open === false);
  });

  it('reads the fields from a config JSON; single attributes win', async () => {
    const el = await fixture<ProbeElement>(
      html`<ws-probe config='{"label": "aus config", "count": 7, "open": "yes"}' count="2"></ws-probe>`,
    );
    expect(state(el)).to.deep.include({ label: 'aus config', count: 2, open: true });
  });

  it('warns once per element about a bad value and keeps the default', async () => {
    const warnings = (
      await capturingConsole('warn', async () => {
        const el = await fixture<ProbeElement>(html`<ws-probe count="viele" items="{kaputt"></ws-probe>`);
        el.setAttribute('label', 'neu');
        await settled(el, (s) => s.label === 'neu');
        expect(state(el)).to.deep.include({ count: null, items: null });
      })
    ).map((args) => String(args[0]));
    expect(warnings).to.have.length(2);
    expect(warnings[0]).to.match(/^<ws-probe> attribute "count"/);
    expect(warnings[1]).to.match(/^<ws-probe> attribute "items" holds invalid JSON/);
  });

  it('reflects properties to attributes like native elements', async () => {
    const el = await fixture<ProbeElement>(html`<ws-probe></ws-probe>`);
    el.open = true;
    el.count = 5;
    el.items = { a: 1 };
    expect(el.getAttribute('open')).to.equal('');
    expect(el.getAttribute('count')).to.equal('5');
    expect(el.getAttribute('items')).to.equal('{"a":1}');
    el.open = false;
    el.count = undefined;
    expect(el.hasAttribute('open')).to.equal(false);
    expect(el.hasAttribute('count')).to.equal(false);
    await settled(el, (s) => s.open === false && s.count === null);
  });

  it('keeps author content in the light DOM, shown through a slot', async () => {
    const el = await fixture<ProbeElement>(html`<ws-probe><b>Inhalt</b></ws-probe>`);
    const slot = el.shadowRoot!.querySelector('slot')!;
    expect(slot.assignedElements()[0]!.textContent).to.equal('Inhalt');
  });

  it('styles the shadow root with adopted stylesheets, shared between instances', async () => {
    const a = await fixture<ProbeElement>(html`<ws-probe></ws-probe>`);
    const b = await fixture<ProbeElement>(html`<ws-probe></ws-probe>`);
    expect(a.shadowRoot!.adoptedStyleSheets.length).to.equal(2);
    expect(a.shadowRoot!.adoptedStyleSheets[1]).to.equal(b.shadowRoot!.adoptedStyleSheets[1]);
    expect(a.shadowRoot!.querySelector('style')).to.equal(null);
  });

  it('emits events that bubble out of the shadow root', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><ws-probe label="k"></ws-probe></div>`);
    let detail: unknown;
    wrapper.addEventListener('ws-probe-click', (event) => {
      detail = (event as CustomEvent).detail;
    });
    wrapper.querySelector('ws-probe')!.shadowRoot!.querySelector<HTMLElement>('[part=probe]')!.click();
    expect(detail).to.deep.equal({ label: 'k' });
  });

  it('define() tolerates a tag that is already registered', () => {
    expect(() => probe.define()).to.not.throw();
    expect(customElements.get('ws-probe')).to.equal(probe.element);
  });
});

describe('defineElement (kit): a field named like a member of every element', () => {
  it('reads the attribute but keeps the browser’s method (off-canvas `scroll-to` must not hide el.scrollTo())', async () => {
    function ScrollProbe({ scrollTo }: HostProps & { scrollTo?: string }) {
      return <p part="probe">{scrollTo ?? ''}</p>;
    }
    defineElement({ tag: 'ws-scroll-probe', component: ScrollProbe, attributes: { scrollTo: 'string' } }).define();
    const el = await fixture<HTMLElement>(html`<ws-scroll-probe scroll-to="#kontakt"></ws-scroll-probe>`);
    expect(el.shadowRoot!.querySelector('[part=probe]')!.textContent).to.equal('#kontakt');
    expect(typeof el.scrollTo).to.equal('function');
    expect(el.scrollTo).to.equal(HTMLElement.prototype.scrollTo);
  });
});

// A broken element falls back alone (elements/kit/README.md, "A broken element"): a view that
// throws while mounting, updating or re-rendering after an event shows the author's content in
// the element's box, with one console error naming the tag and the cause; the shell reports the
// tag `failed`; every other element and the consent bus go on.
import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { getConsent } from '../../consent-bus/index.ts';
import { FAILED_ATTRIBUTE } from '../../platform/element-states.ts';
import { defineElement, type HostProps } from '../../elements/kit/define.ts';
import { startElementLoader } from '../../shell/element-loader.ts';
import { capturingConsole } from '../support/console.ts';
import { afterThisTask } from '../support/tasks.ts';

function Breaks({ when, broken }: HostProps & { when?: string; broken: boolean }) {
  const [clicked, setClicked] = useState(false);
  if (when === 'mount' || broken || clicked) throw new Error(`the view broke (${when ?? 'update'})`);
  return (
    <button type="button" part="button" onClick={() => setClicked(true)}>
      Drück mich
    </button>
  );
}

const breaks = defineElement({
  tag: 'ws-breaks',
  component: Breaks,
  attributes: { when: 'string', broken: 'boolean' },
  styles: ':host { display: block; min-height: 3rem; }',
});
breaks.define();
// An element whose work before its first render throws: single-spa's mount fails, not the view.
defineElement({
  tag: 'ws-breaks-before-render',
  component: () => <p part="never">nie</p>,
  attributes: {},
  extend: (base) =>
    class extends base {
      override willRenderCallback(): void {
        throw new Error('nothing to take over');
      }
    },
}).define();
defineElement({
  tag: 'ws-works',
  component: ({ label }: HostProps & { label?: string }) => <p part="works">{label}</p>,
  attributes: { label: 'string' },
}).define();

const AUTHOR = '<p class="eigener">Eigener Inhalt der Seite</p>';
const pages: HTMLElement[] = [];
afterEach(() => {
  for (const page of pages.splice(0)) page.remove();
});

async function page(markup: string): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.innerHTML = `${markup}<ws-works label="Nachbar"></ws-works>`;
  document.body.append(holder);
  pages.push(holder);
  await afterThisTask();
  return holder;
}

/** The author's content is on screen, in a box of its own (not hidden by an empty shadow root). */
function authorContentShows(el: Element): boolean {
  const own = el.querySelector('.eigener')!;
  return own.checkVisibility() && own.getBoundingClientRect().height > 0;
}

/** The neighbour still renders, and still follows its attributes. */
async function neighbourWorks(holder: HTMLElement): Promise<void> {
  const works = holder.querySelector('ws-works')!;
  works.setAttribute('label', 'Nachbar, neu');
  await afterThisTask();
  expect(works.shadowRoot!.querySelector('[part=works]')!.textContent).to.equal('Nachbar, neu');
  expect(works.hasAttribute(FAILED_ATTRIBUTE)).to.equal(false);
}

const errorsOf = (errors: unknown[][]) =>
  errors.map((args) => args.map(String).join(' ')).filter((line) => line.startsWith('ws:'));

describe('a broken element falls back, alone', () => {
  it('a view that throws on its first render: the author content shows, one error, the neighbour goes on', async () => {
    let holder!: HTMLElement;
    const errors = await capturingConsole('error', async () => {
      holder = await page(`<ws-breaks when="mount">${AUTHOR}</ws-breaks>`);
    });
    const el = holder.querySelector('ws-breaks')!;
    expect(el.hasAttribute(FAILED_ATTRIBUTE)).to.equal(true);
    expect(authorContentShows(el)).to.equal(true);
    expect(errorsOf(errors)).to.deep.equal(['ws: <ws-breaks> failed: the view broke (mount)']);
    await neighbourWorks(holder);
  });

  it('a view that throws on an update (an attribute changed): the author content shows instead of the view', async () => {
    const holder = await page(`<ws-breaks>${AUTHOR}</ws-breaks>`);
    const el = holder.querySelector('ws-breaks')!;
    expect(el.shadowRoot!.querySelector('[part=button]')).to.not.equal(null);
    expect(authorContentShows(el)).to.equal(false);
    const errors = await capturingConsole('error', async () => {
      el.setAttribute('broken', '');
      await afterThisTask();
    });
    expect(el.shadowRoot!.querySelector('[part=button]')).to.equal(null);
    expect(authorContentShows(el)).to.equal(true);
    expect(errorsOf(errors)).to.deep.equal(['ws: <ws-breaks> failed: the view broke (update)']);
    await neighbourWorks(holder);
  });

  it('a view that throws re-rendering after a click: the author content shows, the page and the consent bus go on', async () => {
    const holder = await page(`<ws-breaks when="click">${AUTHOR}</ws-breaks>`);
    const el = holder.querySelector('ws-breaks')!;
    const errors = await capturingConsole('error', async () => {
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part=button]')!.click();
      await waitUntil(() => el.hasAttribute(FAILED_ATTRIBUTE), 'not marked failed');
    });
    expect(authorContentShows(el)).to.equal(true);
    expect(errorsOf(errors)).to.deep.equal(['ws: <ws-breaks> failed: the view broke (click)']);
    expect(getConsent().categories).to.have.property('functional', true);
    await neighbourWorks(holder);
  });

  it('a mount that fails before the view renders: single-spa undoes it, the author content shows', async () => {
    let holder!: HTMLElement;
    const errors = await capturingConsole('error', async () => {
      holder = await page(`<ws-breaks-before-render>${AUTHOR}</ws-breaks-before-render>`);
    });
    const el = holder.querySelector('ws-breaks-before-render')!;
    expect(el.hasAttribute(FAILED_ATTRIBUTE)).to.equal(true);
    expect(authorContentShows(el)).to.equal(true);
    expect(errorsOf(errors)).to.have.length(1);
    expect(errorsOf(errors)[0]).to.match(/^ws: <ws-breaks-before-render> failed: .*nothing to take over/);
    await neighbourWorks(holder);
  });

  it('the shell reports the failed instance’s tag as failed, and the other tags as mounted', async () => {
    const holder = await page(`<ws-isolated-a when="mount">${AUTHOR}</ws-isolated-a><ws-isolated-b></ws-isolated-b>`);
    const [a, b] = ['ws-isolated-a', 'ws-isolated-b'].map((tag) =>
      defineElement({
        tag: tag as `ws-${string}`,
        component: Breaks,
        attributes: { when: 'string', broken: 'boolean' },
      }),
    );
    const registry = [a!, b!].map((defined) => ({
      tag: defined.tag,
      eager: true,
      load: async () => ({ define: () => defined.define() }),
    }));
    await capturingConsole('error', async () => {
      const loader = startElementLoader({ registry, chunkGraph: {} });
      expect(await loader.whenSettled('ws-isolated-a')).to.equal('failed');
      expect(await loader.whenSettled('ws-isolated-b')).to.equal('mounted');
      expect(loader.status()).to.deep.equal({ 'ws-isolated-a': 'failed', 'ws-isolated-b': 'mounted' });
      loader.stop();
    });
    expect(authorContentShows(holder.querySelector('ws-isolated-a')!)).to.equal(true);
  });
});

// A page with very many elements renders them in slices, each a task of its own, and an element
// waiting for its slice looks as it did before its code came (docs/REFERENCE.md, "Very many elements").
import { expect } from '@open-wc/testing';
import { defineElement, type HostProps } from '../../elements/kit/define.ts';
import { UPGRADING_ATTRIBUTE } from '../../platform/element-states.ts';
import { RENDERS_PER_SLICE_AT_LEAST } from '../../elements/kit/upgrade-slices.ts';
import { reserveStylesFor } from '../../shell/reserve.ts';
import { afterThisTask } from '../support/tasks.ts';

/** Each render takes a little main-thread time, as a real element's does on a slow phone. */
const RENDER_COST_MS = 2;

function SlowProbe({ label }: HostProps & { label?: string }) {
  const until = performance.now() + RENDER_COST_MS;
  while (performance.now() < until);
  return <p part="probe">{label}</p>;
}

const slowProbe = defineElement({
  tag: 'ws-slow-probe',
  component: SlowProbe,
  attributes: { label: 'string' },
  styles: ':host { display: block; height: 40px; }',
});

const COUNT = 300;
const rendered = (elements: Element[]) =>
  elements.filter((element) => element.shadowRoot?.querySelector('[part=probe]')).length;
const waiting = (elements: Element[]) => elements.filter((element) => element.hasAttribute(UPGRADING_ATTRIBUTE)).length;

describe('very many elements upgrade in slices', () => {
  let container: HTMLElement;
  let elements: HTMLElement[];
  let sheet: CSSStyleSheet;

  before(() => {
    // The reserve rule gives the waiting elements the box the element will take, as before its code.
    sheet = new CSSStyleSheet();
    sheet.replaceSync(reserveStylesFor([{ tag: 'ws-slow-probe', reserve: { '': 'display:block;height:40px' } }]));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    container = document.createElement('div');
    container.innerHTML = Array.from(
      { length: COUNT },
      (_, index) => `<ws-slow-probe label="Nummer ${index}">Ohne Skript ${index}</ws-slow-probe>`,
    ).join('');
    document.body.append(container);
    elements = [...container.querySelectorAll<HTMLElement>('ws-slow-probe')];
  });

  after(() => {
    container.remove();
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  });

  it('renders the first slice in the upgrade’s task, lets other tasks run between slices, and renders all in the end', async () => {
    const heights = elements.map((element) => element.getBoundingClientRect().height);
    const done = slowProbe.define();
    // Queued before the upgrade's later slices: it runs right after the upgrade's own task.
    await afterThisTask();

    // The first slice: at least the floor, never all of them.
    const first = rendered(elements);
    expect(first).to.be.at.least(RENDERS_PER_SLICE_AT_LEAST);
    expect(first).to.be.below(COUNT);
    expect(waiting(elements)).to.equal(COUNT - first);

    // Waiting: no shadow root yet, the author's content in the reserved box, properties already read.
    const last = elements.at(-1)!;
    expect(last.shadowRoot).to.equal(null);
    expect(last.checkVisibility()).to.equal(true);
    expect(last.textContent).to.equal(`Ohne Skript ${COUNT - 1}`);
    expect((last as HTMLElement & { label?: string }).label).to.equal(`Nummer ${COUNT - 1}`);
    expect(elements.map((element) => element.getBoundingClientRect().height)).to.deep.equal(heights);

    // A task queued after the upgrade runs while elements still wait: input is answered in between.
    const waitingInNextTask = await new Promise<number>((resolve) => setTimeout(() => resolve(waiting(elements)), 0));
    expect(waitingInNextTask).to.be.above(0);

    await done;
    expect(rendered(elements)).to.equal(COUNT);
    expect(waiting(elements)).to.equal(0);
    expect(last.shadowRoot!.querySelector('[part=probe]')!.textContent).to.equal(`Nummer ${COUNT - 1}`);
    // The same boxes all the way: nothing moved as the slices came.
    expect(elements.map((element) => element.getBoundingClientRect().height)).to.deep.equal(heights);
  });

  it('an element taken out while it waits never renders; put back, it renders', async function () {
    // 300 renders of 2 ms each, in slices: on CI four browsers share two cores.
    this.timeout(30_000);
    const later = defineElement({ tag: 'ws-slow-probe-later', component: SlowProbe, attributes: { label: 'string' } });
    const more = document.createElement('div');
    more.innerHTML = Array.from(
      { length: COUNT },
      (_, index) => `<ws-slow-probe-later label="Mehr ${index}">Mehr ${index}</ws-slow-probe-later>`,
    ).join('');
    container.append(more);
    const added = [...more.querySelectorAll<HTMLElement>('ws-slow-probe-later')];
    const done = later.define();
    const last = added.at(-1)!;
    expect(last.hasAttribute(UPGRADING_ATTRIBUTE)).to.equal(true);
    last.remove();
    await done;
    expect(last.shadowRoot).to.equal(null);
    expect(rendered(added)).to.equal(COUNT - 1);

    container.append(last);
    await afterThisTask();
    expect(last.shadowRoot?.querySelector('[part=probe]')?.textContent, 'a script’s element renders at once').to.equal(
      `Mehr ${COUNT - 1}`,
    );
    expect(last.hasAttribute(UPGRADING_ATTRIBUTE)).to.equal(false);
    more.remove();
  });

  it('elements a script adds after the definition render at once, however many', async () => {
    const added = document.createElement('div');
    added.innerHTML = Array.from(
      { length: 60 },
      (_, index) => `<ws-slow-probe label="Skript ${index}"></ws-slow-probe>`,
    ).join('');
    container.append(added);
    await afterThisTask();
    const elements = [...added.querySelectorAll('ws-slow-probe')];
    expect(rendered(elements)).to.equal(60);
    expect(waiting(elements)).to.equal(0);
    added.remove();
  });

  it('a tag over thousands of elements renders none in its defining task: the upgrade itself fills it', async function () {
    // Rendering all 2,000 in 20 ms slices takes seconds on a busy machine: the test is about the first task, not the speed.
    this.timeout(60_000);
    const many = defineElement({
      tag: 'ws-quick-probe',
      component: ({ label }: HostProps & { label?: string }) => <p part="probe">{label}</p>,
      attributes: { label: 'string' },
    });
    const holder = document.createElement('div');
    holder.innerHTML = Array.from(
      { length: 2000 },
      (_, index) => `<ws-quick-probe label="Viele ${index}">Viele ${index}</ws-quick-probe>`,
    ).join('');
    container.append(holder);
    const added = [...holder.querySelectorAll('ws-quick-probe')];
    // In a task of its own, as the shell defines each tag: nothing else has used this task's slice.
    const inDefiningTask = await new Promise<number>((resolve) =>
      setTimeout(() => {
        void many.define();
        // Looked at once the defining task (and its microtasks) is over, before any later slice.
        void afterThisTask().then(() => resolve(rendered(added)));
      }, 0),
    );
    expect(inDefiningTask).to.equal(0);
    expect(waiting(added)).to.equal(2000);
    await many.define();
    expect(rendered(added)).to.equal(2000);
    holder.remove();
  });
});

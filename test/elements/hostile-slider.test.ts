// The hostile corpus through <ws-slider> and <ws-testimonials>: every text payload as the `label`,
// as the slides' text and as an author's own aria-label of a slide; garbage in `speed`, `animation`,
// `autoplay`, `smooth-height` and `pause-for-video`. Set through the DOM, without a CSP: nothing may
// run, request, open a window or pollute a prototype; texts stay text (the names are exactly the
// strings given, no element is made of them), and every warning names the element and the attribute.
import { expect } from '@open-wc/testing';
import { define as defineSlider } from '../../elements/slider/define.ts';
import { define as defineTestimonials } from '../../elements/testimonials/define.ts';
import { capturingConsole } from '../support/console.ts';
import {
  activateEverything,
  HostileTally,
  inRun,
  TEXT_PAYLOADS,
  watchForHostileRuns,
  type HostilePayload,
} from '../support/hostile-corpus.ts';
import { carousel, pickerDots, rotationButton, nextButton } from '../support/slider-page.ts';
import { afterThisTask } from '../support/tasks.ts';

defineSlider();
defineTestimonials();

const TAGS = ['ws-slider', 'ws-testimonials'] as const;
const polluted = () => 'wsPolluted' in {} || 'wsPolluted' in Object.prototype;

/** What the shadow root may hold: the carousel, its bar and buttons, icons, the slot. */
const SHADOW_TAGS = new Set(['div', 'button', 'svg', 'path', 'span', 'slot']);
const strayShadowElements = (el: Element) =>
  [...el.shadowRoot!.querySelectorAll('*')].map((node) => node.localName).filter((name) => !SHADOW_TAGS.has(name));

/** A page of elements made through the DOM (no parser between payload and attribute or text). */
/** The elements in a div in the page, rendered (their parcels mount in this task). */
async function pageOf(elements: HTMLElement[]): Promise<HTMLElement> {
  const page = document.createElement('div');
  page.append(...elements);
  document.body.append(page);
  await afterThisTask();
  return page;
}

function slide(text: string, label?: string): HTMLElement {
  const child = document.createElement('div');
  child.textContent = text;
  if (label !== undefined) child.setAttribute('aria-label', label);
  return child;
}

describe('hostile corpus: <ws-slider> and <ws-testimonials>', () => {
  const payloads: HostilePayload[] = TEXT_PAYLOADS;

  it("label, slide texts and authors' slide names: nothing runs, texts stay text", async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-slider/ws-testimonials label, slide text, slide aria-label');
    await capturingConsole('warn', async () => {
      for (const tag of TAGS) {
        const run = `rot-${tag}`;
        const elements = payloads.map((payload) => {
          const value = inRun(payload.value, run);
          const el = document.createElement(tag);
          el.setAttribute('label', value);
          el.setAttribute('autoplay', 'no');
          el.append(slide(value), slide(`Zwei ${value}`, value), slide('Drei'));
          return el;
        });
        const page = await pageOf(elements);
        tally.placements += elements.length * 3;
        elements.forEach((el, index) => {
          const value = inRun(payloads[index]!.value, run);
          const name = `${tag} ${payloads[index]!.id}`;
          if (carousel(el).getAttribute('aria-label') !== value)
            tally.broke(name, `label became ${String(carousel(el).getAttribute('aria-label')).slice(0, 60)}`);
          if (
            el.children.length !== 3 ||
            el.children[0]!.textContent !== value ||
            el.children[0]!.children.length !== 0
          )
            tally.broke(name, 'the slide text became markup');
          if (el.children[1]!.getAttribute('aria-label') !== value)
            tally.broke(name, "the author's slide name was changed");
          if (el.children[0]!.getAttribute('aria-label') !== '1 von 3')
            tally.broke(name, `the first slide is named ${el.children[0]!.getAttribute('aria-label')}`);
          for (const stray of strayShadowElements(el)) tally.broke(name, `a <${stray}> in the shadow root`);
          // Every control pressed: the names and texts are rendered again on each change.
          rotationButton(el).click();
          nextButton(el).click();
          if (tag === 'ws-slider') pickerDots(el)[2]!.click();
          el.next();
        });
        activateEverything(page);
        tally.add(await watch.take(0));
        page.remove();
      }
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('texts', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('garbage in speed, animation, autoplay, smooth-height and pause-for-video: defaults, one clear warning each, nothing runs', async function () {
    this.timeout(120_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-slider settings attributes');
    const settings = {
      'ws-slider': ['speed', 'animation', 'autoplay', 'smooth-height', 'pause-for-video'],
      'ws-testimonials': ['speed'],
    } as const;
    const sample = payloads.filter((_, index) => index % 3 === 0);
    const warnings = await capturingConsole('warn', async () => {
      for (const tag of TAGS) {
        for (const attribute of settings[tag]) {
          const run = `rot-${tag}-${attribute}`;
          const elements = sample.map((payload, index) => {
            const el = document.createElement(tag);
            el.id = `${attribute}-${index}`;
            el.setAttribute(attribute, inRun(payload.value, run));
            el.append(slide('Eins'), slide('Zwei'));
            return el;
          });
          const page = await pageOf(elements);
          tally.placements += elements.length;
          for (const el of elements) {
            const className = carousel(el).className;
            if (!/^carousel (fade|slide)( smooth)?$/.test(className))
              tally.broke(`${tag} ${attribute}`, `class ${className.slice(0, 60)}`);
            if (attribute === 'animation' && className !== 'carousel fade')
              tally.broke(`${tag} ${el.id}`, 'a bad animation did not fall back to fade');
            el.next();
          }
          activateEverything(page);
          tally.add(await watch.take(0));
          page.remove();
        }
      }
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('settings', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
    // Warnings are plain strings that name the element (with its id) and the attribute.
    const lines = warnings.map((args) => args.map(String).join(' '));
    expect(
      warnings.every((args) => args.every((arg) => typeof arg === 'string')),
      'no objects or format strings passed to the console',
    ).to.equal(true);
    for (const line of lines)
      expect(/^<ws-(slider|testimonials) id="[a-z-]+-\d+"> /.test(line), line.slice(0, 120)).to.equal(true);
    for (const line of lines) {
      const attribute = /id="([a-z-]+)-\d+"/.exec(line)![1]!;
      expect(
        line.includes(attribute) ||
          line.includes(attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())),
        `names ${attribute}: ${line.slice(0, 160)}`,
      ).to.equal(true);
    }
    // Each element with a value that is not a word of its type warned (one per element at most per message).
    expect(lines.length).to.be.greaterThan(0);
  });
});

// The hostile corpus through <ws-animate> and <ws-title>: every text payload as a <ws-title> word
// (`words`), as the heading's own rotating word, as the highlighted word, and in every settings
// attribute of both elements (animation, direction, duration, delay, offset; effect, display-time,
// effect-delay, highlight). Set through the DOM, without a CSP: nothing may run, request, open a
// window, pollute a prototype or throw (the offset becomes an observer's root margin: a bad one
// would throw); words stay text (no element is made of them) and are read exactly as given.
import { expect } from '@open-wc/testing';
import { define as defineAnimate } from '../../elements/animate/define.ts';
import { define as defineTitle } from '../../elements/title/define.ts';
import { capturingConsole } from '../support/console.ts';
import {
  activateEverything,
  HostileTally,
  inRun,
  TEXT_PAYLOADS,
  watchForHostileRuns,
} from '../support/hostile-corpus.ts';
import { afterThisTask } from '../support/tasks.ts';

defineAnimate();
defineTitle();

const polluted = () => 'wsPolluted' in {} || 'wsPolluted' in Object.prototype;

/** What the words' markup may hold inside [data-rotate]: the spoken text, the stack, the word boxes (and letters). */
const WORD_TAGS = new Set(['span']);

/** The elements in a div in the page, rendered (their parcels mount in this task). */
async function pageOf(elements: HTMLElement[]): Promise<HTMLElement> {
  const page = document.createElement('div');
  page.append(...elements);
  document.body.append(page);
  await afterThisTask();
  return page;
}

/** <ws-title> with a heading: `Wir beseitigen <span data-rotate>{own}</span> <mark data-highlight>{marked}</mark>`. */
function title(attributes: Record<string, string>, own: string, marked: string): HTMLElement {
  const el = document.createElement('ws-title');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const heading = document.createElement('h2');
  const rotating = document.createElement('span');
  rotating.dataset.rotate = '';
  rotating.textContent = own;
  const mark = document.createElement('mark');
  mark.dataset.highlight = '';
  mark.textContent = marked;
  heading.append('Wir beseitigen ', rotating, ' ', mark);
  el.append(heading);
  return el;
}

/** The heading's text as a screen reader gets it: aria-hidden parts left out. */
function spokenText(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(spokenText).join('');
}

describe('hostile corpus: <ws-title> and <ws-animate>', () => {
  it("words, the heading's own word and the highlighted word: nothing runs, words stay text and are read as given", async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-title words, rotating word, highlighted word');
    await capturingConsole('warn', async () => {
      const run = 'title-words';
      const elements = TEXT_PAYLOADS.map((payload) => {
        const value = inRun(payload.value, run);
        return title({ words: `Kratzer|${value}|Beulen`, highlight: 'underline', effect: 'type' }, value, value);
      });
      const page = await pageOf(elements);
      tally.placements += elements.length * 3;
      // The stroke is a module of its own (loaded lazily): the marked word is checked with its stroke in it.
      for (let frame = 0; frame < 60 && elements.some((el) => !el.querySelector('mark > svg')); frame++)
        await new Promise((resolve) => requestAnimationFrame(resolve));
      elements.forEach((el, index) => {
        const payload = TEXT_PAYLOADS[index]!;
        const value = inRun(payload.value, run);
        const name = `ws-title ${payload.id}`;
        const rotating = el.querySelector('[data-rotate]')!;
        const strays = [...rotating.querySelectorAll('*')]
          .map((node) => node.localName)
          .filter((tag) => !WORD_TAGS.has(tag));
        for (const stray of strays) tally.broke(name, `a <${stray}> among the words`);
        const words = [...el.querySelectorAll('[data-ws-word]')].map((word) => word.textContent);
        const expected = [value.replace(/\s+/gu, ' ').trim(), 'Kratzer', 'Beulen'].filter(
          (word, at, all) => word && all.indexOf(word) === at,
        );
        if (JSON.stringify(words) !== JSON.stringify(expected))
          tally.broke(name, `words became ${JSON.stringify(words).slice(0, 80)}`);
        if (el.querySelector('[data-ws-spoken]')?.textContent !== expected.join(', '))
          tally.broke(name, 'the spoken words differ from the words given');
        const mark = el.querySelector('mark')!;
        if (mark.firstChild?.textContent !== value || [...mark.children].some((child) => child.localName !== 'svg'))
          tally.broke(name, 'the highlighted word became markup');
        if (!spokenText(el.querySelector('h2')!).startsWith('Wir beseitigen '))
          tally.broke(name, 'the heading lost its text');
        el.shadowRoot!.querySelector<HTMLButtonElement>('[part="pause-button"]')?.click();
      });
      activateEverything(page);
      tally.add(await watch.take(0));
      page.remove();
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('words', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('garbage in every settings attribute of both: defaults, one clear warning per element and attribute, nothing runs or throws', async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-animate and ws-title settings attributes');
    const settings = {
      'ws-animate': ['animation', 'direction', 'duration', 'delay', 'offset'],
      'ws-title': ['effect', 'display-time', 'effect-delay', 'highlight'],
    } as const;
    const sample = TEXT_PAYLOADS.filter((_, index) => index % 3 === 0);
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    addEventListener('error', onError);
    const warnings = await capturingConsole('warn', async () => {
      for (const [tag, attributes] of Object.entries(settings)) {
        for (const attribute of attributes) {
          const run = `${tag}-${attribute}`;
          const elements = sample.map((payload, index) => {
            const value = inRun(payload.value, run);
            const el =
              tag === 'ws-title'
                ? title({ words: 'Dellen|Kratzer' }, 'Dellen', 'jetzt')
                : document.createElement('ws-animate');
            el.id = `${attribute}-${index}`;
            el.setAttribute(attribute, value);
            if (tag === 'ws-animate') el.append(Object.assign(document.createElement('p'), { textContent: 'Inhalt' }));
            return el;
          });
          const page = await pageOf(elements);
          tally.placements += elements.length;
          for (const el of elements) {
            if (tag === 'ws-animate') {
              const className = el.shadowRoot!.querySelector('.content')?.className ?? '';
              if (
                !/^content (waiting|running|done) (fade|slide|zoom|bounce|flip) (up|down|left|right)$/.test(className)
              )
                tally.broke(`${tag} ${el.id}`, `class ${className.slice(0, 60)}`);
            } else {
              const effect = el.querySelector<HTMLElement>('[data-ws-words]')?.dataset.wsEffect ?? '';
              if (!['fade', 'slide', 'clip', 'type'].includes(effect))
                tally.broke(`${tag} ${el.id}`, `effect ${effect.slice(0, 40)}`);
              if (attribute === 'highlight' && el.querySelector('svg'))
                tally.broke(`${tag} ${el.id}`, 'a garbage highlight drew a stroke');
            }
          }
          activateEverything(page);
          tally.add(await watch.take(0));
          page.remove();
        }
      }
    });
    removeEventListener('error', onError);
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('settings', 'Object.prototype was polluted');
    if (errors.length) tally.broke('settings', `uncaught: ${String(errors[0]).slice(0, 120)}`);
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
    const lines = warnings.map((args) => args.map(String).join(' '));
    expect(
      warnings.every((args) => args.every((arg) => typeof arg === 'string')),
      'no objects or format strings passed to the console',
    ).to.equal(true);
    for (const line of lines)
      expect(/^<ws-(animate|title) id="[a-z-]+-\d+"> /.test(line), line.slice(0, 120)).to.equal(true);
    for (const line of lines) {
      const attribute = /id="([a-z-]+)-\d+"/.exec(line)![1]!;
      const camel = attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      expect(line.includes(attribute) || line.includes(camel), `names ${attribute}: ${line.slice(0, 160)}`).to.equal(
        true,
      );
    }
    expect(lines.length).to.be.greaterThan(0);
  });
});

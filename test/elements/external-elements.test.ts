// Other teams' elements join the shell (docs/ARCHITECTURE.md, "Elements from outside"): registered
// from the page, loaded by the same rules as ws's own (only when the tag is in the page, near the
// viewport), failing alone, and following consent through the bus the shell hands them. The
// element here is written with lit (test/fixtures/x-consent-note.ts).
import { expect, waitUntil } from '@open-wc/testing';
import { acceptAll, consent$, denyAll, getConsent, hasConsent } from '../../consent-bus/index.ts';
import { FAILED_ATTRIBUTE } from '../../platform/element-states.ts';
import { startElementLoader, type ElementLoader } from '../../shell/element-loader.ts';
import {
  externalEntry,
  registrationProblem,
  shellForElements,
  type ExternalElementModule,
} from '../../shell/external-elements.ts';
import { listedElements } from '../../shell/external-list.ts';
import { capturingConsole } from '../support/console.ts';

const shell = shellForElements({ consent$, getConsent, hasConsent });
const note = (el: Element) => el.shadowRoot?.querySelector('[part=note]')?.textContent;
const loads: string[] = [];
const fixtureModule = (): Promise<ExternalElementModule> => {
  loads.push('x-consent-note');
  return import('../fixtures/x-consent-note.ts');
};

describe('elements registered from outside', () => {
  let loader: ElementLoader;
  let holder: HTMLElement;

  before(() => {
    holder = document.createElement('div');
    // In view: a note, a failing one, two tags whose modules fail; another team's tag a long way below.
    holder.innerHTML = `<x-consent-note id="oben"><p>Ohne Skript: Hinweis</p></x-consent-note><x-consent-note id="kaputt" fail><p class="eigener">Eigener Text</p></x-consent-note><x-missing-module><p class="eigener">Bleibt stehen</p></x-missing-module><x-defines-nothing></x-defines-nothing><div style="height:6000px"></div><x-late></x-late>`;
    document.body.append(holder);
    loader = startElementLoader({ registry: [], chunkGraph: {} });
  });

  after(() => {
    loader.stop();
    holder.remove();
  });

  it('refuses what is not another team’s custom element, naming why', () => {
    expect(registrationProblem({ tag: 'ws-map', load: fixtureModule })).to.match(/ws- prefix is the shell's own/);
    expect(registrationProblem({ tag: 'karte', load: fixtureModule })).to.match(/not a custom element name/);
    expect(registrationProblem({ tag: 'X-Map', load: fixtureModule })).to.match(/not a custom element name/);
    expect(registrationProblem({ tag: 'x-map', load: '/x-map.js' })).to.match(/load must be a function/);
    expect(registrationProblem({ tag: 'x-map', load: fixtureModule, eager: 'yes' })).to.match(
      /eager must be true or false/,
    );
    expect(registrationProblem('x-map')).to.match(/an object/);
    expect(registrationProblem({ tag: 'x-map', load: fixtureModule })).to.equal(undefined);
  });

  it('loads the element’s module only once its tag is in the page, and hands it the consent bus', async () => {
    expect(loader.add(externalEntry({ tag: 'x-consent-note', load: fixtureModule }, shell))).to.equal(true);
    expect(
      loader.add(externalEntry({ tag: 'x-consent-note', load: fixtureModule }, shell)),
      'a second registration',
    ).to.equal(false);
    const errors = await capturingConsole('error', async () => {
      expect(await loader.whenSettled('x-consent-note')).to.equal('failed');
    });
    expect(loads).to.deep.equal(['x-consent-note']);
    const upper = holder.querySelector('#oben')!;
    expect(note(upper)).to.equal('Marketing nicht erlaubt');
    // The one whose render throws falls back alone: its own text shows, the others render.
    const broken = holder.querySelector('#kaputt')!;
    expect(broken.hasAttribute(FAILED_ATTRIBUTE)).to.equal(true);
    expect(broken.querySelector('.eigener')!.checkVisibility()).to.equal(true);
    expect(errors.map((args) => args.join(' '))).to.deep.equal([
      'ws: <x-consent-note> failed: the note cannot be rendered',
    ]);
  });

  it('follows consent: accepting marketing shows it, withdrawing takes it back', async () => {
    const upper = holder.querySelector('#oben')!;
    acceptAll();
    await waitUntil(() => note(upper) === 'Marketing erlaubt', 'the note did not follow the acceptance');
    denyAll();
    await waitUntil(() => note(upper) === 'Marketing nicht erlaubt', 'the note did not follow the withdrawal');
  });

  it('a module that cannot be fetched, or defines nothing, fails alone; the author content stays', async () => {
    const errors = await capturingConsole('error', async () => {
      loader.add(
        externalEntry(
          { tag: 'x-missing-module', load: () => import(new URL('./no-such-module.js', import.meta.url).href) },
          shell,
        ),
      );
      loader.add(externalEntry({ tag: 'x-defines-nothing', load: async () => ({}) }, shell));
      expect(await loader.whenSettled('x-missing-module')).to.equal('failed');
      expect(await loader.whenSettled('x-defines-nothing')).to.equal('failed');
    });
    const lines = errors.map((args) => args.join(' '));
    expect(lines.some((line) => line.startsWith('ws: <x-missing-module> failed:'))).to.equal(true);
    expect(lines).to.include('ws: <x-defines-nothing> failed: its module did not define <x-defines-nothing>');
    expect(holder.querySelector('x-missing-module .eigener')!.checkVisibility()).to.equal(true);
    expect(holder.querySelector('x-consent-note#oben')!.hasAttribute(FAILED_ATTRIBUTE)).to.equal(false);
  });

  it('the page’s JSON list: each bad entry named in one error and skipped, a good one loadable', () => {
    const listed = (json: string) => {
      const doc = document.implementation.createHTMLDocument('Liste');
      doc.head.innerHTML = `<base href="https://werkstatt.example/seite/"><script type="application/json" id="ws-elements">${json}</script>`;
      const reports: string[] = [];
      return { elements: listedElements(doc, (message) => reports.push(message)), reports };
    };
    expect(listed('{kaputt').reports[0]).to.match(/^#ws-elements is not JSON/);
    expect(listed('{"tag":"x-map"}').reports).to.deep.equal([
      '#ws-elements must be a JSON array of { "tag", "module" }: no element of it is loaded',
    ]);
    const { elements, reports } = listed(
      '[{"tag":"x-map","module":"javascript:alert(1)"},{"tag":"x-map"},{"tag":"x-karte","module":"js/x-karte.js","eager":true}]',
    );
    expect(reports).to.have.length(2);
    expect(reports[0]).to.match(/<x-map> needs "module", an http\(s\) or relative URL/);
    expect(elements.map(({ tag, eager }) => `${tag} ${eager}`)).to.deep.equal(['x-karte true']);
  });

  it('loads an element below the fold only when it comes near the viewport', async () => {
    const late: string[] = [];
    loader.add(
      externalEntry(
        {
          tag: 'x-late',
          load: async () => (
            late.push('x-late'),
            { define: () => customElements.define('x-late', class extends HTMLElement {}) }
          ),
        },
        shell,
      ),
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(loader.status()['x-late']).to.equal('not loaded');
    expect(late).to.deep.equal([]);
    holder.querySelector('x-late')!.scrollIntoView();
    expect(await loader.whenSettled('x-late')).to.equal('mounted');
    expect(late).to.deep.equal(['x-late']);
    scrollTo(0, 0);
  });
});

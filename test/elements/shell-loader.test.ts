import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { startElementLoader } from '../../shell/element-loader.ts';
import type { ElementEntry, ElementModule } from '../../shell/registry.ts';
import { capturingConsole } from '../support/console.ts';

/** A fake element module whose define() registers a plain custom element. */
function moduleFor(tag: string): ElementModule {
  return {
    define() {
      if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
    },
  };
}

const loads: string[] = [];
const errors: string[] = [];
const originalError = console.error;

function entry(tag: `ws-${string}`, options: Partial<ElementEntry> = {}): ElementEntry {
  return {
    tag,
    eager: false,
    load: async () => {
      loads.push(tag);
      return moduleFor(tag);
    },
    ...options,
  };
}

/** Files next to the loader that the test server does not have: they answer 404, as a missing chunk would. */
const MISSING_CHUNK = 'missing-chunk.js';
const MISSING_FIRST_FRAME = 'missing-first-frame.js';
const MISSING_RULE = 'missing-waiting-rule.js';
/** Ends the wait of ws-test-waits (its rule sets it when an element does not need the code yet). */
let releaseWaiting: (() => void) | undefined;
const missing = (file: string) => new URL(`../../shell/${file}`, import.meta.url).href;

// The build's graph for the tags whose loads fail: a failure names only a file of its own tag.
const chunkGraph = {
  'ws-test-broken-load': ['broken-load.js'],
  'ws-test-frame-broken': ['frame-broken.js'],
  'ws-test-frame-broken-waits': ['frame-broken-waits.js'],
  'ws-test-404-a': [MISSING_CHUNK],
  'ws-test-404-b': [MISSING_CHUNK],
  'ws-test-frame-404': [MISSING_FIRST_FRAME],
  'ws-test-rule-404': [MISSING_RULE],
};

// single-spa is one per page, so this file starts one loader with every case's tags.
const registry: ElementEntry[] = [
  entry('ws-test-present'),
  entry('ws-test-later'),
  entry('ws-test-absent'),
  entry('ws-test-eager', { eager: true }),
  entry('ws-test-far'),
  entry('ws-test-broken-load', {
    load: async () => {
      loads.push('ws-test-broken-load');
      throw new Error('network down');
    },
  }),
  entry('ws-test-broken-define', {
    load: async () => ({
      define() {
        throw new Error('define exploded');
      },
    }),
  }),
  entry('ws-test-no-define', { load: async () => ({}) as ElementModule }),
  entry('ws-test-framed', {
    firstFrame: async () => ({
      paintFirstFrame: (element: HTMLElement) => {
        loads.push('ws-test-framed:first-frame');
        element.textContent = 'erster Frame';
      },
    }),
  }),
  // A first frame in the markup at start: every element's code waits until it is on screen.
  entry('ws-test-framed-at-start', {
    eager: true,
    firstFrame: async () => {
      // Arrives after the plain tags were seen, as a first frame's file can.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return {
        paintFirstFrame: () => {
          loads.push('ws-test-framed-at-start:first-frame');
        },
      };
    },
  }),
  entry('ws-test-frame-broken', {
    firstFrame: async () => {
      throw new Error('no first frame');
    },
  }),
  entry('ws-test-frame-throws', {
    firstFrame: async () => ({
      paintFirstFrame: () => {
        throw new Error('paint exploded');
      },
    }),
  }),
  entry('ws-test-frame-404', { firstFrame: () => import(missing(MISSING_FIRST_FRAME)) }),
  // Eager, with a waiting rule: its code comes when the test says an element needs it.
  entry('ws-test-waits', {
    eager: true,
    codeWanted: async () => ({
      whenCodeWanted: (element, onWait) => {
        if (element.hasAttribute('needed')) return Promise.resolve();
        onWait();
        return new Promise<void>((resolve) => (releaseWaiting = resolve));
      },
    }),
  }),
  entry('ws-test-rule-404', { eager: true, codeWanted: () => import(missing(MISSING_RULE)) }),
  // A first frame and a waiting rule that never lets go (the banner's): the frame paints, the code waits.
  entry('ws-test-framed-waits', {
    eager: true,
    firstFrame: async () => ({
      paintFirstFrame: (element: HTMLElement) => {
        element.textContent = 'Frage';
      },
    }),
    codeWanted: async () => ({ whenCodeWanted: (_element, onWait) => (onWait(), new Promise<void>(() => {})) }),
  }),
  // The same rule, but the first frame's file fails: nothing would answer, so the code comes at once.
  entry('ws-test-frame-broken-waits', {
    eager: true,
    firstFrame: async () => {
      throw new Error('no first frame here');
    },
    codeWanted: async () => ({ whenCodeWanted: (_element, onWait) => (onWait(), new Promise<void>(() => {})) }),
  }),
  // Two elements whose code shares one chunk that answers 404.
  entry('ws-test-404-a', { load: () => import(missing(MISSING_CHUNK)) }),
  entry('ws-test-404-b', { load: () => import(missing(MISSING_CHUNK)) }),
];

describe('shell element loader', () => {
  let loader: ReturnType<typeof startElementLoader>;
  let statusAtStart: Record<string, string> = {};
  const activated: string[] = [];

  before(async () => {
    console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
    };
    document.body.insertAdjacentHTML(
      'beforeend',
      '<ws-test-present id="present"></ws-test-present><ws-test-eager></ws-test-eager><ws-test-framed-at-start></ws-test-framed-at-start>',
    );
    loader = startElementLoader({ registry, chunkGraph, onActivate: (e) => activated.push(e.tag) });
    statusAtStart = loader.status();
  });

  after(() => {
    console.error = originalError;
    loader.stop();
  });

  it('loads and defines a tag that is in the page at start', async () => {
    expect(await loader.whenSettled('ws-test-present')).to.equal('mounted');
    expect(customElements.get('ws-test-present')).to.not.equal(undefined);
    expect(loader.status()['ws-test-present']).to.equal('mounted');
  });

  it('never fetches the code of a tag that is not in the page', async () => {
    await loader.whenSettled('ws-test-present');
    expect(loads).to.not.include('ws-test-absent');
    expect(loader.status()['ws-test-absent']).to.equal('not loaded');
  });

  it('loads eager tags at once and reports each activation for preload hints', async () => {
    expect(await loader.whenSettled('ws-test-eager')).to.equal('mounted');
    expect(activated).to.include('ws-test-eager');
  });

  it('holds every element’s code and preload hints until the first frames at start have painted', async () => {
    await loader.whenSettled('ws-test-framed-at-start');
    const painted = loads.indexOf('ws-test-framed-at-start:first-frame');
    expect(painted).to.be.greaterThan(-1);
    for (const tag of ['ws-test-present', 'ws-test-eager', 'ws-test-framed-at-start'])
      expect(loads.indexOf(tag), tag).to.be.greaterThan(painted);
    expect(activated.slice(0, 3).sort()).to.deep.equal(['ws-test-eager', 'ws-test-framed-at-start', 'ws-test-present']);
  });

  it('reports a tag it has seen as loading until its element is defined', async () => {
    // Right after the start, the eager tag waits for a paint and an idle moment (single-spa comes with its code).
    expect(statusAtStart['ws-test-eager']).to.equal('loading');
    expect(statusAtStart['ws-test-absent']).to.equal('not loaded');
    expect(await loader.whenSettled('ws-test-eager')).to.equal('mounted');
  });

  it('settles a tag it does not know at once, as not loaded', async () => {
    expect(await loader.whenSettled('ws-test-unknown')).to.equal('not loaded');
  });

  it('upgrades a tag added to the page later', async () => {
    expect(loads).to.not.include('ws-test-later');
    const el = await fixture(html`<ws-test-later></ws-test-later>`);
    expect(await loader.whenSettled('ws-test-later')).to.equal('mounted');
    expect(el instanceof customElements.get('ws-test-later')!).to.equal(true);
  });

  it('waits with a tag far below the fold until it comes near the viewport', async () => {
    const page = await fixture<HTMLElement>(
      html`<div><div style="height:8000px"></div><ws-test-far>unten</ws-test-far></div>`,
    );
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
    expect(loads).to.not.include('ws-test-far');
    page.querySelector('ws-test-far')!.scrollIntoView();
    expect(await loader.whenSettled('ws-test-far')).to.equal('mounted');
    window.scrollTo(0, 0);
  });

  it('isolates a bundle that fails to load: others still work, the console names the tag', async () => {
    await fixture(html`<div><ws-test-broken-load></ws-test-broken-load><ws-test-later></ws-test-later></div>`);
    expect(await loader.whenSettled('ws-test-broken-load')).to.equal('failed');
    expect(errors.some((e) => e.includes('<ws-test-broken-load>') && e.includes('network down'))).to.equal(true);
    expect(loader.status()['ws-test-later']).to.equal('mounted');
  });

  it('isolates a bundle whose define() throws, and one without define()', async () => {
    await fixture(
      html`<div><ws-test-broken-define></ws-test-broken-define><ws-test-no-define></ws-test-no-define></div>`,
    );
    expect(await loader.whenSettled('ws-test-broken-define')).to.equal('failed');
    expect(await loader.whenSettled('ws-test-no-define')).to.equal('failed');
    expect(errors.some((e) => e.includes('<ws-test-broken-define>') && e.includes('define exploded'))).to.equal(true);
    expect(errors.some((e) => e.includes('<ws-test-no-define>') && e.includes('define()'))).to.equal(true);
    // A tag added after the failures still loads.
    await fixture(html`<ws-test-absent></ws-test-absent>`);
    expect(await loader.whenSettled('ws-test-absent')).to.equal('mounted');
  });

  it('paints a first frame before the element’s code is loaded', async () => {
    const el = await fixture<HTMLElement>(html`<ws-test-framed></ws-test-framed>`);
    expect(await loader.whenSettled('ws-test-framed')).to.equal('mounted');
    expect(el.textContent).to.equal('erster Frame');
    const order = loads.filter((name) => name === 'ws-test-framed' || name === 'ws-test-framed:first-frame');
    expect(order).to.deep.equal(['ws-test-framed:first-frame', 'ws-test-framed']);
  });

  it('loads the element even when its first frame fails, with one error', async () => {
    const before = errors.length;
    await fixture(html`<ws-test-frame-broken></ws-test-frame-broken>`);
    expect(await loader.whenSettled('ws-test-frame-broken')).to.equal('mounted');
    expect(errors.slice(before)).to.deep.equal(['ws: <ws-test-frame-broken> first frame failed: no first frame']);
  });

  it('loads the element when its first frame throws while painting, with one error and no unhandled rejection', async () => {
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    try {
      const before = errors.length;
      await fixture(html`<ws-test-frame-throws></ws-test-frame-throws>`);
      expect(await loader.whenSettled('ws-test-frame-throws')).to.equal('mounted');
      expect(errors.slice(before)).to.deep.equal(['ws: <ws-test-frame-throws> first frame failed: paint exploded']);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      window.removeEventListener('unhandledrejection', onRejection);
    }
    expect(rejections).to.deep.equal([]);
  });

  it('names a first frame’s file that answers 404, and still loads the element', async () => {
    const before = errors.length;
    await fixture(html`<ws-test-frame-404></ws-test-frame-404>`);
    expect(await loader.whenSettled('ws-test-frame-404')).to.equal('mounted');
    expect(errors.slice(before)).to.deep.equal([
      `ws: <ws-test-frame-404> first frame failed: ${MISSING_FIRST_FRAME} answered 404`,
    ]);
  });

  it('names the chunk that answers 404 in one error, however many tags it stops', async () => {
    const before = errors.length;
    const warnings = (
      await capturingConsole('warn', async () => {
        await fixture(html`<div><ws-test-404-a></ws-test-404-a><ws-test-404-b></ws-test-404-b></div>`);
        expect(await loader.whenSettled('ws-test-404-a')).to.equal('failed');
        expect(await loader.whenSettled('ws-test-404-b')).to.equal('failed');
      })
    ).map((args) => String(args[0]));
    const named = errors.slice(before).filter((error) => error.includes(`${MISSING_CHUNK} answered 404`));
    expect(named).to.have.length(1);
    // The other tag it stopped is still named, as a warning.
    expect(warnings.filter((warning) => warning.includes(`${MISSING_CHUNK} answered 404`))).to.have.length(1);
  });

  it('keeps an eager tag waiting while its rule says no element needs the code, then loads it', async () => {
    await fixture(html`<ws-test-waits></ws-test-waits>`);
    expect(await loader.whenSettled('ws-test-waits')).to.equal('waiting');
    expect(loader.status()['ws-test-waits']).to.equal('waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads).to.not.include('ws-test-waits');
    releaseWaiting!();
    await waitUntil(() => loader.status()['ws-test-waits'] !== 'waiting', 'still waiting after the rule let go');
    expect(await loader.whenSettled('ws-test-waits')).to.equal('mounted');
    expect(loads).to.include('ws-test-waits');
  });

  it('paints the first frame of a tag whose code waits, and keeps the code waiting', async () => {
    const el = await fixture<HTMLElement>(html`<ws-test-framed-waits></ws-test-framed-waits>`);
    expect(await loader.whenSettled('ws-test-framed-waits')).to.equal('waiting');
    await waitUntil(() => el.textContent === 'Frage', 'the first frame was not painted while the code waits');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loads).to.not.include('ws-test-framed-waits');
    expect(loader.status()['ws-test-framed-waits']).to.equal('waiting');
  });

  it('loads a waiting tag at once when its first frame fails: the element is then the only answer', async () => {
    const before = errors.length;
    await fixture(html`<ws-test-frame-broken-waits></ws-test-frame-broken-waits>`);
    await waitUntil(() => loads.includes('ws-test-frame-broken-waits'), 'the code waited without a first frame');
    expect(await loader.whenSettled('ws-test-frame-broken-waits')).to.equal('mounted');
    expect(errors.slice(before)).to.deep.equal([
      'ws: <ws-test-frame-broken-waits> first frame failed: no first frame here',
    ]);
  });

  it('loads an eager tag at once when its waiting rule cannot be fetched, with one error naming the file', async () => {
    const before = errors.length;
    await fixture(html`<ws-test-rule-404></ws-test-rule-404>`);
    expect(await loader.whenSettled('ws-test-rule-404')).to.equal('mounted');
    expect(errors.slice(before)).to.deep.equal([
      `ws: <ws-test-rule-404> waiting rule failed: ${MISSING_RULE} answered 404`,
    ]);
  });

  it('warns once about an unknown ws-* tag', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      await fixture(html`<div><ws-nope></ws-nope><ws-nope></ws-nope></div>`);
      await waitUntil(() => warnings.length > 0, 'no warning');
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      console.warn = original;
    }
    expect(warnings.filter((w) => w.includes('<ws-nope>'))).to.have.length(1);
  });
});

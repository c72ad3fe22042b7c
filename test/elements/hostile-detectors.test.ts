// The hostile corpus' detectors can fail: a payload that does run, and requests that do go out,
// are seen. Without this, a corpus that reports 0 could simply be blind.
import { expect, fixture, html } from '@open-wc/testing';
import {
  activateEverything,
  hostileUrl,
  HOSTILE_CORPUS,
  javascriptUrlFor,
  ranCode,
  recorderUrl,
  watchForHostileRuns,
} from '../support/hostile-corpus.ts';

describe('hostile corpus: the detectors', () => {
  it('every payload id is unique', () => {
    const ids = HOSTILE_CORPUS.map((payload) => payload.id);
    expect(new Set(ids).size).to.equal(ids.length);
    console.log(`hostile corpus | size: ${ids.length} payloads`);
  });

  it('sees a payload that runs: handler, inline script, javascript: link, javascript: frame, the flag', async () => {
    const watch = await watchForHostileRuns();
    const page = await fixture<HTMLElement>(html`<div></div>`);
    page.innerHTML = `<img src=x onerror="${ranCode('sanity-handler')}"><a href="${javascriptUrlFor('sanity-link')}">x</a>`;
    const script = document.createElement('script');
    script.textContent = ranCode('sanity-script');
    page.append(script);
    const frame = document.createElement('iframe');
    frame.src = javascriptUrlFor('sanity-frame');
    page.append(frame);
    window.__wsHostile = 'sanity-flag';
    activateEverything(page);
    const { executions } = await watch.take(300);
    expect(executions).to.have.members([
      'sanity-handler',
      'sanity-script',
      'sanity-link',
      'sanity-frame',
      'flag:sanity-flag',
    ]);
  });

  it('sees requests to the hostile host and to the recorder path: image, CSS, frame, fetch, a data: frame', async () => {
    const watch = await watchForHostileRuns();
    const page = await fixture<HTMLElement>(html`<div></div>`);
    page.innerHTML = `<img src="${hostileUrl('sanity', 'image')}" alt=""><div style="background:url(${recorderUrl('sanity', 'css')})">x</div><iframe src="${hostileUrl('sanity', 'frame')}"></iframe><iframe src="data:text/html,<script>${ranCode('sanity-opaque')}</script>"></iframe>`;
    void fetch(hostileUrl('sanity', 'fetch')).catch(() => undefined);
    const { requests } = await watch.take(500);
    const paths = requests.map((request) => new URL(request).pathname);
    expect(paths).to.include.members([
      '/sanity/image',
      '/__hostile/sanity/css',
      '/sanity/frame',
      '/sanity/fetch',
      '/ran/sanity-opaque',
    ]);
  });

  it('keeps the page on a navigation and reports one to the hostile host; a form submission too', async () => {
    const watch = await watchForHostileRuns();
    const page = await fixture<HTMLElement>(html`<div></div>`);
    page.innerHTML = `<a href="/elsewhere/">x</a><form action="${hostileUrl('sanity', 'form')}"><button>Senden</button></form>`;
    const before = location.href;
    activateEverything(page);
    const { requests } = await watch.take(200);
    expect(location.href).to.equal(before);
    expect(requests.map((request) => new URL(request).pathname)).to.include('/sanity/form');
  });
});

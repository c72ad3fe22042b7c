// The hostile corpus through every attribute of <ws-share> (networks, data-title, data-description,
// data-link, data-image), set through the DOM and through the no-JS fallback markup of fallback.ts
// parsed by the browser, without a CSP: nothing may run, request, open a window or pollute a prototype,
// and no link may leave http(s) share addresses of the networks or mailto:.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define } from '../../elements/share/define.ts';
import { shareElementHtml } from '../../elements/share/fallback.ts';
import { SHARE_NETWORK_NAMES, SHARE_NETWORKS } from '../../elements/share/rules.ts';
import { readSharePage } from '../../elements/share/share.tsx';
import { capturingConsole } from '../support/console.ts';
import {
  activateEverything,
  HostileTally,
  inRun,
  TEXT_PAYLOADS,
  URL_PAYLOADS,
  watchForHostileRuns,
  type HostilePayload,
} from '../support/hostile-corpus.ts';

define();

const FIELDS = ['networks', 'data-title', 'data-description', 'data-link', 'data-image'] as const;
const BOX_KEYS = {
  networks: 'networks',
  'data-title': 'title',
  'data-description': 'description',
  'data-link': 'link',
  'data-image': 'image',
} as const;

/** A prototype pollution shows as a property every object inherits. */
const polluted = () => 'wsPolluted' in {} || 'wsPolluted' in Object.prototype;

/** Each network's share address (up to its "?"), and mailto:: the only starts a link may have. */
const ADDRESSES = SHARE_NETWORK_NAMES.map((network) =>
  SHARE_NETWORKS[network].template.slice(0, SHARE_NETWORKS[network].template.indexOf('?') + 1),
);
const NETWORK_HOSTS = SHARE_NETWORK_NAMES.filter((network) => network !== 'mail').map(
  (network) => new URL(SHARE_NETWORKS[network].template).hostname,
);

/** Links that point anywhere but a network's share address, in light DOM and shadow roots. */
function strayLinks(root: ParentNode): string[] {
  const roots: ParentNode[] = [
    root,
    ...[...root.querySelectorAll('*')].flatMap((element) => (element.shadowRoot ? [element.shadowRoot] : [])),
  ];
  return roots.flatMap((scope) =>
    [...scope.querySelectorAll('a')]
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => !ADDRESSES.some((address) => href.startsWith(address))),
  );
}

describe('hostile corpus: <ws-share>', () => {
  const payloads: HostilePayload[] = [...TEXT_PAYLOADS, ...URL_PAYLOADS];

  it('every attribute, set through the DOM: text stays text, links stay share links', async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-share attributes');
    const sheet: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      writable: true,
      value: async (data: ShareData) => void sheet.push(data),
    });
    try {
      await capturingConsole('warn', async () => {
        for (const field of FIELDS) {
          const run = `share-${field}`;
          const boxes = payloads.map((payload) => {
            const box = document.createElement('ws-share');
            box.setAttribute(field, inRun(payload.value, run));
            return box;
          });
          const page = await fixture<HTMLElement>(html`<div></div>`);
          page.append(...boxes);
          tally.placements += boxes.length;
          await waitUntil(() => boxes.every((box) => box.shadowRoot?.querySelector('ul')), 'ws-share did not render', {
            timeout: 5000,
          });
          for (const href of strayLinks(page))
            tally.broke(field, `a link outside the share addresses: ${href.slice(0, 80)}`);
          for (const box of boxes) box.shadowRoot!.querySelector('button')?.click();
          activateEverything(page);
          tally.add(await watch.take(0));
          page.remove();
        }
      });
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
    for (const data of sheet)
      if (!/^https?:/.test(data.url ?? '')) tally.broke('system sheet', `shared ${String(data.url).slice(0, 80)}`);
    expect(sheet.length).to.equal(FIELDS.length * payloads.length);
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('attributes', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('every attribute in the no-JS fallback markup (fallback.ts), parsed by the browser, before and after the upgrade', async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-share fallback markup');
    const page = readSharePage(document);
    await capturingConsole('warn', async () => {
      for (const field of FIELDS) {
        const run = `share-fallback-${field}`;
        const markup = payloads
          .map((payload) => shareElementHtml({ [BOX_KEYS[field]]: inRun(payload.value, run) }, page, 'de'))
          .join('');
        // A never-defined wrapper tag first: the fallback as a visitor without script gets it.
        const probe = await fixture<HTMLElement>(html`<div></div>`);
        probe.innerHTML = markup
          .replaceAll('<ws-share', '<ws-share-fallback')
          .replaceAll('</ws-share>', '</ws-share-fallback>');
        tally.placements += payloads.length;
        expect(probe.querySelectorAll('ws-share-fallback').length, field).to.equal(payloads.length);
        expect(
          probe.querySelectorAll(
            'script, img, iframe, object, embed, svg, math, style, form, [style], [onerror], [onclick], [srcdoc]',
          ).length,
          `${field}: no markup of a payload`,
        ).to.equal(0);
        for (const href of strayLinks(probe))
          tally.broke(`${field} fallback`, `a link outside the share addresses: ${href.slice(0, 80)}`);
        activateEverything(probe);
        tally.add(await watch.take(0));
        probe.remove();
        // Then the same markup under the real tag, upgraded at once.
        const upgraded = await fixture<HTMLElement>(html`<div></div>`);
        upgraded.innerHTML = markup;
        const boxes = [...upgraded.querySelectorAll('ws-share')];
        expect(boxes.length, field).to.equal(payloads.length);
        await waitUntil(() => boxes.every((box) => box.shadowRoot?.querySelector('ul')), 'ws-share did not render', {
          timeout: 5000,
        });
        for (const href of strayLinks(upgraded))
          tally.broke(`${field} upgraded`, `a link outside the share addresses: ${href.slice(0, 80)}`);
        activateEverything(upgraded);
        tally.add(await watch.take(0));
        upgraded.remove();
      }
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('fallback', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('nothing was requested from any network, before or after the clicks', () => {
    const requested = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).hostname);
    for (const host of NETWORK_HOSTS)
      expect(
        requested.filter((name) => name === host || name.endsWith(`.${host.replace(/^(www|api)\./, '')}`)),
        host,
      ).to.deep.equal([]);
  });
});

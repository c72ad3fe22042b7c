// The hostile corpus through the page helpers. <ws-tooltip>: every text payload as its
// text and as the id its `for` names (matched with getElementById, never a selector). <ws-tabs>: every text payload as a tab
// heading's text (the tab's name) and id, and every hash payload on arrival naming them (ids are
// compared as text, never a selector). <ws-sticky>: every text payload as its
// offset (a number: warned, read as 0, nothing runs). <ws-to-top>: every text and link payload as its `position` and as the
// text of the author's link (which names the element's own link; the author's href is theirs, never
// read). Set through the DOM,
// without a CSP: nothing may run, request or pollute a prototype; a bad position warns once and reads
// as right; the name stays text; the element's own link always says `#top`. <ws-vertical-menu>: every
// text payload as its submenu-label, its open-on, an item's text and a submenu's id, and every link
// payload as the items' href (read only to find the current page): the button's name stays text.
import { expect } from '@open-wc/testing';
import { define as defineSticky } from '../../elements/sticky/define.ts';
import { define as defineTabs } from '../../elements/tabs/define.ts';
import { define as defineTooltip } from '../../elements/tooltip/define.ts';
import { define } from '../../elements/to-top/define.ts';
import { define as defineVerticalMenu } from '../../elements/vertical-menu/define.ts';
import { submenuButtonName } from '../../elements/vertical-menu/rules.ts';
import { TOGGLE_CLASS } from '../../elements/vertical-menu/styles.ts';
import { capturingConsole } from '../support/console.ts';
import {
  activateEverything,
  HASH_PAYLOADS,
  HostileTally,
  inRun,
  TEXT_PAYLOADS,
  URL_PAYLOADS,
  watchForHostileRuns,
} from '../support/hostile-corpus.ts';

define();
defineSticky();
defineTabs();
defineTooltip();
defineVerticalMenu();

const polluted = () => 'wsPolluted' in {} || 'wsPolluted' in Object.prototype;
/** What the shadow root may hold: the link, its arrow, the hidden name. */
const SHADOW_TAGS = new Set(['a', 'svg', 'path', 'span']);

function toTop(position: string, text: string): HTMLElement {
  const el = document.createElement('ws-to-top');
  el.setAttribute('position', position);
  const link = document.createElement('a');
  link.setAttribute('href', '#top');
  link.textContent = text;
  el.append(link);
  return el;
}

describe('hostile corpus: <ws-to-top>', () => {
  it("position and the link's text: nothing runs, the name stays text, the own link says #top", async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-to-top position, link text');
    const warnings = await capturingConsole('warn', async () => {
      const payloads = [...TEXT_PAYLOADS, ...URL_PAYLOADS];
      const elements = payloads.map((payload) =>
        toTop(inRun(payload.value, 'to-top-position'), inRun(payload.value, 'to-top-text')),
      );
      const page = document.createElement('div');
      page.append(...elements);
      document.body.append(page);
      tally.placements += elements.length * 2;
      for (let frame = 0; frame < 10; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      elements.forEach((el, index) => {
        const payload = payloads[index]!;
        const name = `ws-to-top ${payload.id}`;
        const own = el.shadowRoot?.querySelector('[part="link"]');
        if (!own) return tally.broke(name, 'no link rendered');
        if (own.getAttribute('href') !== '#top')
          tally.broke(name, `its link says ${own.getAttribute('href')?.slice(0, 60)}`);
        const text = inRun(payload.value, 'to-top-text').trim();
        if (own.textContent !== (text || 'Nach oben')) tally.broke(name, 'the name is not the text given');
        for (const stray of [...el.shadowRoot!.querySelectorAll('*')]
          .map((node) => node.localName)
          .filter((tag) => !SHADOW_TAGS.has(tag)))
          tally.broke(name, `a <${stray}> in the shadow root`);
        if (el.getAttribute('data-position') !== 'right')
          tally.broke(name, `position became ${el.getAttribute('data-position')}`);
      });
      activateEverything(page);
      tally.add(await watch.take(0));
      page.remove();
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('to-top', 'Object.prototype was polluted');
    // One warning per element, each naming the attribute.
    if (!warnings.every((args) => args.join(' ').includes('attribute "position"')))
      tally.broke('warnings', 'a warning that is not about the position');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('<ws-sticky> offset: nothing runs, each warns once and sticks at 0 px', async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-sticky offset');
    const warnings = await capturingConsole('warn', async () => {
      const page = document.createElement('div');
      const elements = TEXT_PAYLOADS.map((payload) => {
        const holder = document.createElement('div');
        const el = document.createElement('ws-sticky');
        el.setAttribute('offset', inRun(payload.value, 'sticky-offset'));
        el.textContent = 'Termin';
        holder.append(el);
        page.append(holder);
        return el;
      });
      document.body.append(page);
      tally.placements += elements.length;
      for (let frame = 0; frame < 10; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      elements.forEach((el, index) => {
        if (getComputedStyle(el).top !== '0px')
          tally.broke(`ws-sticky ${TEXT_PAYLOADS[index]!.id}`, `sticks at ${getComputedStyle(el).top}`);
      });
      activateEverything(page);
      tally.add(await watch.take(0));
      page.remove();
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('sticky', 'Object.prototype was polluted');
    if (warnings.length !== TEXT_PAYLOADS.length)
      tally.broke('warnings', `${warnings.length} warnings for ${TEXT_PAYLOADS.length} elements`);
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('<ws-tabs> heading texts and ids, and hashes naming them: nothing runs, names stay text, ids match exactly', async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-tabs heading text, heading id, hash');
    const startUrl = location.href.replace(/#.*$/, '');
    await capturingConsole('warn', async () => {
      const page = document.createElement('div');
      const elements = TEXT_PAYLOADS.map((payload) => {
        const value = inRun(payload.value, 'tabs-heading');
        const el = document.createElement('ws-tabs');
        const first = document.createElement('h3');
        first.slot = 'tab';
        first.textContent = 'Lack';
        const second = document.createElement('h3');
        second.slot = 'tab';
        second.textContent = value;
        second.id = value;
        const panel = () => Object.assign(document.createElement('div'), { textContent: 'Text' });
        el.append(first, panel(), second, panel());
        page.append(el);
        return el;
      });
      document.body.append(page);
      tally.placements += elements.length * 2;
      for (let frame = 0; frame < 10; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      elements.forEach((el, index) => {
        const payload = TEXT_PAYLOADS[index]!;
        const value = inRun(payload.value, 'tabs-heading');
        const name = `ws-tabs ${payload.id}`;
        const tabs = [...el.shadowRoot!.querySelectorAll('[role="tab"]')];
        const expected = value.replace(/\s+/g, ' ').trim() || 'Reiter 2';
        if (tabs.length !== 2) return tally.broke(name, `${tabs.length} tabs`);
        if (tabs[1]!.textContent !== expected) tally.broke(name, "the tab's name is not the heading's text");
        if (tabs[1]!.children.length > 0) tally.broke(name, "the tab's name became markup");
      });
      // A hash naming the hostile id opens exactly that tab; hostile hashes open nothing and run nothing.
      for (const payload of HASH_PAYLOADS) {
        location.hash = inRun(payload.value, 'tabs-hash');
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      activateEverything(page);
      tally.add(await watch.take(0));
      page.remove();
      history.replaceState(null, '', startUrl);
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('tabs', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('<ws-tooltip> text and the id "for" names: nothing runs, the text stays text, only that control is described', async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-tooltip text, for');
    await capturingConsole('warn', async () => {
      const page = document.createElement('div');
      const pairs = TEXT_PAYLOADS.map((payload) => {
        const value = inRun(payload.value, 'tooltip');
        const control = document.createElement('button');
        control.id = value;
        control.textContent = 'Begriff';
        const tip = document.createElement('ws-tooltip');
        tip.setAttribute('for', value);
        tip.textContent = value;
        page.append(control, tip);
        return { control, tip };
      });
      document.body.append(page);
      tally.placements += pairs.length * 2;
      for (let frame = 0; frame < 10; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      pairs.forEach(({ control, tip }, index) => {
        const name = `ws-tooltip ${TEXT_PAYLOADS[index]!.id}`;
        // Ids that repeat across payloads name the first such control: each control is described by at most its own tooltip(s).
        if (!tip.hasAttribute('popover') && document.getElementById(control.id) === control)
          tally.broke(name, 'its control was not found');
        if (tip.children.length > 0) tally.broke(name, 'its text became markup');
        control.focus();
        control.blur();
      });
      activateEverything(page);
      tally.add(await watch.take(0));
      page.remove();
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('tooltip', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
  it("<ws-vertical-menu> label, open-on, item texts, submenu ids and hrefs: nothing runs, the buttons' names stay text", async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-vertical-menu submenu-label, open-on, item text, submenu id, href');
    await capturingConsole('warn', async () => {
      const page = document.createElement('div');
      const elements = TEXT_PAYLOADS.map((payload, index) => {
        const el = document.createElement('ws-vertical-menu');
        el.setAttribute('submenu-label', inRun(payload.value, 'menu-label'));
        el.setAttribute('open-on', inRun(payload.value, 'menu-open-on'));
        const list = document.createElement('ul');
        const item = document.createElement('li');
        const link = document.createElement('a');
        const url = URL_PAYLOADS[index % URL_PAYLOADS.length]!;
        link.setAttribute('href', inRun(url.value, 'menu-href'));
        link.textContent = inRun(payload.value, 'menu-text');
        const submenu = document.createElement('ul');
        submenu.id = inRun(payload.value, 'menu-id');
        submenu.innerHTML = '<li><a href="/unter/">Unterseite</a></li>';
        item.append(link, submenu);
        list.append(item);
        el.append(list);
        page.append(el);
        return el;
      });
      document.body.append(page);
      tally.placements += elements.length * 5;
      for (let frame = 0; frame < 10; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      elements.forEach((el, index) => {
        const payload = TEXT_PAYLOADS[index]!;
        const name = `ws-vertical-menu ${payload.id}`;
        const toggles = el.querySelectorAll(`.${TOGGLE_CLASS}`);
        if (toggles.length !== 1) return tally.broke(name, `${toggles.length} buttons`);
        const toggle = toggles[0]!;
        const expected = submenuButtonName(inRun(payload.value, 'menu-label'), inRun(payload.value, 'menu-text'), 'de');
        if (toggle.getAttribute('aria-label') !== expected)
          tally.broke(name, "the button's name is not the text given");
        if (toggle.getAttribute('aria-controls') !== el.querySelector('li > ul')!.id)
          tally.broke(name, 'the button points elsewhere');
        // Only the button, its arrow, the author's list: nothing parsed from a string.
        const tags = [...el.querySelectorAll('*')]
          .map((node) => node.localName)
          .filter((tag) => !['ul', 'li', 'a', 'button', 'svg', 'path'].includes(tag));
        for (const stray of tags) tally.broke(name, `a <${stray}> in the menu`);
      });
      // The hrefs are the author's own links (a javascript: link of the author's runs when clicked,
      // element or not): read by the element above, then neutralised before the clicks.
      for (const link of page.querySelectorAll('a')) link.setAttribute('href', '#menu');
      for (const toggle of page.querySelectorAll<HTMLButtonElement>(`.${TOGGLE_CLASS}`)) toggle.click();
      for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      activateEverything(page);
      tally.add(await watch.take(0));
      page.remove();
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('vertical-menu', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});

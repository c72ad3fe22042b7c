// <ws-vertical-menu>: arrow buttons beside the items with a submenu (named, expanded or
// not, pointing at their submenu), the button by click and keys, Escape back to the button, the
// current page's branch open, hover after 500 ms (hand-driven timers) and never by touch, the label
// setting, an unknown open-on, items added later, the markup given back, reduced motion, axe in each
// state, and the box before the code equal to the box after it.
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { define } from '../../elements/vertical-menu/define.ts';
import { verticalMenuReserve, verticalMenuReserveWhileLoading } from '../../elements/vertical-menu/reserve.ts';
import { HOVER_OPEN_DELAY_MS } from '../../elements/vertical-menu/rules.ts';
import { TOGGLE_CLASS } from '../../elements/vertical-menu/styles.ts';
import { capturingConsole } from '../support/console.ts';
import { manualTimers, type ManualTimers } from '../support/manual-timers.ts';
import { useReserveProbe } from '../support/slider-page.ts';

define();

const MENU = `<ul>
  <li><a href="/start/">Start</a></li>
  <li><a href="/leistungen/">Leistungen</a><ul>
    <li><a href="/leistungen/lack/">Lack</a></li>
    <li><a href="/leistungen/glas/">Glas</a><ul><li><a href="/leistungen/glas/steinschlag/">Steinschlag</a></li></ul></li>
  </ul></li>
  <li><a href="/blog/">Blog</a><ul><li><a href="/blog/tipps/">Tipps</a></li></ul></li>
  <li><a href="/kontakt/">Kontakt</a></li>
</ul>`;

const pages: HTMLElement[] = [];
function menuPage(attributes = '', inside = MENU, tag = 'ws-vertical-menu'): HTMLElement {
  const page = document.createElement('nav');
  page.setAttribute('aria-label', 'Seitenmenü');
  page.innerHTML = `<${tag} ${attributes}>${inside}</${tag}>`;
  document.body.prepend(page);
  pages.push(page);
  return page.firstElementChild as HTMLElement;
}
const toggles = (el: Element) => [...el.querySelectorAll<HTMLButtonElement>(`.${TOGGLE_CLASS}`)];
const toggleOf = (el: Element, name: string) =>
  toggles(el).find((button) => button.getAttribute('aria-label') === `Untermenü von ${name}`)!;
/** Each button as "name:expanded", in order. */
const states = (el: Element) =>
  toggles(el).map(
    (button) =>
      `${button.getAttribute('aria-label')!.replace('Untermenü von ', '')}:${button.getAttribute('aria-expanded')}`,
  );
/** The links a visitor sees, in order. */
const visibleLinks = (el: Element) =>
  [...el.querySelectorAll('a')].filter((link) => link.getClientRects().length > 0).map((link) => link.textContent);
const ready = (el: Element) => waitUntil(() => toggles(el).length === 3, 'no arrow buttons');
const frames = async (count = 2) => {
  for (let index = 0; index < count; index += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
};
/** Waits by frames (waitUntil waits by setTimeout, which the hand-driven timers hold). */
async function byFrames(condition: () => boolean, message: string): Promise<void> {
  for (let frame = 0; frame < 120 && !condition(); frame += 1) await frames(1);
  expect(condition(), message).to.equal(true);
}
const pointer = (target: Element, type: string, pointerType = 'mouse') =>
  target.dispatchEvent(
    new PointerEvent(type, { pointerType, bubbles: type !== 'pointerenter' && type !== 'pointerleave' }),
  );

beforeEach(async () => {
  await setViewport({ width: 800, height: 700 });
});
afterEach(() => {
  for (const page of pages.splice(0)) page.remove();
});

describe('<ws-vertical-menu>', () => {
  it('an arrow button after each link with a submenu: named, collapsed, pointing at its submenu; submenus hidden; axe', async () => {
    const el = menuPage();
    await ready(el);
    expect(states(el)).to.deep.equal(['Leistungen:false', 'Glas:false', 'Blog:false']);
    for (const button of toggles(el)) {
      expect(button.previousElementSibling!.localName, 'right after its link').to.equal('a');
      const submenu = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(submenu.parentElement).to.equal(button.parentElement);
      expect(submenu.hidden).to.equal(true);
      expect(button.type).to.equal('button');
      const box = button.getBoundingClientRect();
      // Those of the top level are on screen (the others in their closed submenus).
      if (!button.closest('li li')) expect(box.width >= 24 && box.height >= 24, 'at least 24 × 24 px').to.equal(true);
    }
    expect(visibleLinks(el)).to.deep.equal(['Start', 'Leistungen', 'Blog', 'Kontakt']);
    await expect(el.parentElement!).to.be.accessible();
  });

  it('a click opens and closes a submenu, and says so (aria-expanded, ws-vertical-menu-toggle); axe open', async () => {
    const el = menuPage();
    await ready(el);
    const events: string[] = [];
    el.addEventListener('ws-vertical-menu-toggle', (event) => {
      const { open, label, cause } = (event as CustomEvent<WsEventDetails['ws-vertical-menu-toggle']>).detail;
      events.push(`${label}:${open}:${cause}`);
    });
    toggleOf(el, 'Leistungen').click();
    await waitUntil(() => toggleOf(el, 'Leistungen').getAttribute('aria-expanded') === 'true');
    expect(visibleLinks(el)).to.deep.equal(['Start', 'Leistungen', 'Lack', 'Glas', 'Blog', 'Kontakt']);
    await expect(el.parentElement!).to.be.accessible();
    toggleOf(el, 'Glas').click();
    await waitUntil(() => visibleLinks(el).includes('Steinschlag'));
    toggleOf(el, 'Leistungen').click();
    await waitUntil(() => toggleOf(el, 'Leistungen').getAttribute('aria-expanded') === 'false');
    expect(visibleLinks(el)).to.deep.equal(['Start', 'Leistungen', 'Blog', 'Kontakt']);
    expect(events).to.deep.equal(['Leistungen:true:button', 'Glas:true:button', 'Leistungen:false:button']);
  });

  it('keyboard only: Tab reaches each button after its link, Enter and Space toggle, Escape closes and returns to the button', async () => {
    const el = menuPage();
    await ready(el);
    el.querySelector('a')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.textContent).to.equal('Leistungen');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(toggleOf(el, 'Leistungen'));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => toggleOf(el, 'Leistungen').getAttribute('aria-expanded') === 'true');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.textContent).to.equal('Lack');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(toggleOf(el, 'Glas'));
    await sendKeys({ press: 'Space' });
    await waitUntil(() => toggleOf(el, 'Glas').getAttribute('aria-expanded') === 'true');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.textContent).to.equal('Steinschlag');
    // Escape closes the innermost submenu around focus, then the next one out.
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => toggleOf(el, 'Glas').getAttribute('aria-expanded') === 'false');
    expect(document.activeElement).to.equal(toggleOf(el, 'Glas'));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => toggleOf(el, 'Leistungen').getAttribute('aria-expanded') === 'false');
    expect(document.activeElement).to.equal(toggleOf(el, 'Leistungen'));
    // Nothing open: Escape is left to the page (a panel around the menu may close on it).
    let reachedPage = false;
    const onKey = (event: KeyboardEvent) => void (reachedPage = event.key === 'Escape' && !event.defaultPrevented);
    document.addEventListener('keydown', onKey);
    await sendKeys({ press: 'Escape' });
    document.removeEventListener('keydown', onKey);
    expect(reachedPage).to.equal(true);
  });

  it('closing a submenu that holds focus hands focus to its button, not to the page', async () => {
    const el = menuPage();
    await ready(el);
    toggleOf(el, 'Leistungen').click();
    await waitUntil(() => visibleLinks(el).includes('Lack'));
    el.querySelector<HTMLAnchorElement>('a[href="/leistungen/lack/"]')!.focus();
    toggleOf(el, 'Leistungen').click();
    await waitUntil(() => !visibleLinks(el).includes('Lack'));
    expect(document.activeElement).to.equal(toggleOf(el, 'Leistungen'));
  });

  it('the current page: its link gets aria-current="page", its branch and its own submenu start open', async () => {
    const here = `${location.pathname}${location.search}`;
    const el = menuPage('', MENU.replace('href="/leistungen/glas/"', `href="${here}"`));
    await ready(el);
    expect(el.querySelector(`a[href="${here}"]`)!.getAttribute('aria-current')).to.equal('page');
    expect(states(el)).to.deep.equal(['Leistungen:true', 'Glas:true', 'Blog:false']);
    expect(visibleLinks(el)).to.deep.equal(['Start', 'Leistungen', 'Lack', 'Glas', 'Steinschlag', 'Blog', 'Kontakt']);
    await expect(el.parentElement!).to.be.accessible();
  });

  it('one current page: a link to the page itself before one to a place in it; none added where the server marked one', async () => {
    const here = `${location.pathname}${location.search}`;
    history.replaceState(null, '', `${here}#glas`);
    try {
      const both = menuPage(
        '',
        MENU.replace('href="/leistungen/"', `href="${here}"`).replace(
          'href="/leistungen/glas/"',
          `href="${here}#glas"`,
        ),
      );
      await ready(both);
      expect([...both.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent)).to.deep.equal([
        'Leistungen',
      ]);
      const marked = menuPage(
        '',
        MENU.replace('href="/kontakt/"', 'href="/kontakt/" aria-current="page"').replace(
          'href="/leistungen/glas/"',
          `href="${here}#glas"`,
        ),
      );
      await ready(marked);
      expect([...marked.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent)).to.deep.equal([
        'Kontakt',
      ]);
    } finally {
      history.replaceState(null, '', here);
    }
  });

  it('a link the server marked aria-current (a post\'s category) opens its branch; aria-current="false" does not', async () => {
    const el = menuPage(
      '',
      MENU.replace('href="/blog/tipps/"', 'href="/blog/tipps/" aria-current="true"').replace(
        'href="/leistungen/lack/"',
        'href="/leistungen/lack/" aria-current="false"',
      ),
    );
    await ready(el);
    expect(states(el)).to.deep.equal(['Leistungen:false', 'Glas:false', 'Blog:true']);
  });

  it('submenu-label names the buttons: the item for %s, or after the label; the page language without it', async () => {
    const withPlaceholder = menuPage('submenu-label="%s: weitere Seiten"');
    const after = menuPage('submenu-label="Mehr zu"');
    await ready(withPlaceholder);
    await ready(after);
    expect(toggles(withPlaceholder)[0]!.getAttribute('aria-label')).to.equal('Leistungen: weitere Seiten');
    expect(toggles(after)[0]!.getAttribute('aria-label')).to.equal('Mehr zu Leistungen');
    const english = document.createElement('div');
    english.lang = 'en';
    english.innerHTML = `<ws-vertical-menu>${MENU}</ws-vertical-menu>`;
    document.body.prepend(english);
    pages.push(english);
    const el = english.firstElementChild!;
    await ready(el);
    expect(toggles(el)[0]!.getAttribute('aria-label')).to.equal('Submenu of Leistungen');
  });

  it('an unknown open-on warns and reads as click', async () => {
    const warnings = await capturingConsole('warn', async () => {
      const el = menuPage('open-on="wiggle"');
      await ready(el);
    });
    expect(warnings.map((call) => call.join(' ')).join('\n')).to.contain(
      'attribute "open-on" has the unknown value "wiggle"; using "click"',
    );
  });

  it('items added later get their buttons; an item that loses its submenu loses its button', async () => {
    const el = menuPage();
    await ready(el);
    const kontakt = el.querySelector('a[href="/kontakt/"]')!.parentElement!;
    kontakt.insertAdjacentHTML('beforeend', '<ul><li><a href="/kontakt/anfahrt/">Anfahrt</a></li></ul>');
    await waitUntil(() => toggles(el).length === 4, 'no button for the new submenu');
    expect(states(el)).to.deep.equal(['Leistungen:false', 'Glas:false', 'Blog:false', 'Kontakt:false']);
    el.querySelector('a[href="/blog/"]')!.parentElement!.querySelector('ul')!.remove();
    await waitUntil(() => toggles(el).length === 3, 'the button stayed without its submenu');
    expect(states(el)).to.deep.equal(['Leistungen:false', 'Glas:false', 'Kontakt:false']);
  });

  it('taken out of the page, it gives the markup back: no buttons, every submenu shown, no ids or marks of its own', async () => {
    const here = `${location.pathname}${location.search}`;
    const el = menuPage('', MENU.replace('href="/kontakt/"', `href="${here}"`));
    await ready(el);
    const page = el.parentElement!;
    el.remove();
    await frames();
    expect(page.contains(el)).to.equal(false);
    expect(el.querySelectorAll(`.${TOGGLE_CLASS}, [hidden], ul[id], [aria-current]`).length).to.equal(0);
  });

  it('under reduced motion the arrow turns at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = menuPage();
      await ready(el);
      expect(getComputedStyle(toggles(el)[0]!.querySelector('svg')!).transitionDuration).to.equal('0s');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
    const el = menuPage();
    await ready(el);
    expect(getComputedStyle(toggles(el)[0]!.querySelector('svg')!).transitionDuration).to.equal('0.2s');
  });
});

describe("<ws-vertical-menu> inside a <details> (a phone's menu)", () => {
  function disclosurePage(): {
    details: HTMLDetailsElement;
    summary: HTMLElement;
    el: HTMLElement;
    after: HTMLButtonElement;
  } {
    const page = document.createElement('div');
    page.innerHTML = `<details open><summary>Menü</summary><ws-vertical-menu>${MENU.replace('href="/leistungen/lack/"', 'href="#lack"')}</ws-vertical-menu></details><button type="button">Suche</button>`;
    document.body.prepend(page);
    pages.push(page);
    return {
      details: page.querySelector('details')!,
      summary: page.querySelector('summary')!,
      el: page.querySelector('ws-vertical-menu')!,
      after: page.querySelector('details + button')!,
    };
  }

  it('Escape closes an open submenu first, then the disclosure, returning to its summary', async () => {
    const { details, summary, el } = disclosurePage();
    await ready(el);
    toggleOf(el, 'Leistungen').click();
    await waitUntil(() => visibleLinks(el).includes('Lack'));
    el.querySelector<HTMLAnchorElement>('a[href="#lack"]')!.focus();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => toggleOf(el, 'Leistungen').getAttribute('aria-expanded') === 'false');
    expect(details.open, 'the disclosure closed with the submenu').to.equal(true);
    await sendKeys({ press: 'Escape' });
    expect(details.open).to.equal(false);
    expect(document.activeElement).to.equal(summary);
  });

  it('a followed link closes it (a link into the same page too); a click with a modifier does not', async () => {
    const { details, el } = disclosurePage();
    await ready(el);
    toggleOf(el, 'Leistungen').click();
    await waitUntil(() => visibleLinks(el).includes('Lack'));
    const link = el.querySelector<HTMLAnchorElement>('a[href="#lack"]')!;
    // The test page stays where it is (the element does not need the navigation to happen).
    link.addEventListener('click', (event) => event.preventDefault());
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(details.open).to.equal(true);
    link.click();
    expect(details.open).to.equal(false);
  });

  it('focus moving on past it closes it; focus inside (or on its summary) keeps it open', async () => {
    const { details, summary, el, after } = disclosurePage();
    await ready(el);
    el.querySelector('a')!.focus();
    summary.focus();
    expect(details.open).to.equal(true);
    el.querySelector('a')!.focus();
    after.focus();
    expect(details.open).to.equal(false);
  });
});

describe('<ws-vertical-menu open-on="hover">', () => {
  /** A hover menu on hand-driven timers: `item` is "Leistungen"'s. */
  async function withHoverMenu(
    run: (page: { el: HTMLElement; item: HTMLElement; timers: ManualTimers }) => Promise<void>,
  ): Promise<void> {
    const el = menuPage('open-on="hover"');
    await ready(el);
    const timers = manualTimers();
    try {
      await run({ el, item: toggleOf(el, 'Leistungen').parentElement!, timers });
    } finally {
      timers.restore();
    }
  }

  it(`a mouse resting ${HOVER_OPEN_DELAY_MS} ms opens, leaving closes after the same rest; passing over does nothing`, async () => {
    await withHoverMenu(async ({ el, item, timers }) => {
      pointer(item, 'pointerenter');
      timers.advance(HOVER_OPEN_DELAY_MS - 1);
      await frames();
      expect(toggleOf(el, 'Leistungen').getAttribute('aria-expanded')).to.equal('false');
      timers.advance(1);
      await byFrames(
        () => toggleOf(el, 'Leistungen').getAttribute('aria-expanded') === 'true',
        'not open after the rest',
      );
      pointer(item, 'pointerleave');
      timers.advance(HOVER_OPEN_DELAY_MS - 1);
      await frames();
      expect(toggleOf(el, 'Leistungen').getAttribute('aria-expanded')).to.equal('true');
      timers.advance(1);
      await byFrames(
        () => toggleOf(el, 'Leistungen').getAttribute('aria-expanded') === 'false',
        'not closed after leaving',
      );
      // Passing over: in and out before the rest.
      const blog = toggleOf(el, 'Blog').parentElement!;
      pointer(blog, 'pointerenter');
      timers.advance(200);
      pointer(blog, 'pointerleave');
      timers.advance(HOVER_OPEN_DELAY_MS * 2);
      await frames();
      expect(toggleOf(el, 'Blog').getAttribute('aria-expanded')).to.equal('false');
    });
  });

  it('touch never opens by hover; the button works; a submenu the visitor opened stays when the pointer leaves', async () => {
    await withHoverMenu(async ({ el, item, timers }) => {
      pointer(item, 'pointerenter', 'touch');
      timers.advance(HOVER_OPEN_DELAY_MS * 2);
      await frames();
      expect(toggleOf(el, 'Leistungen').getAttribute('aria-expanded')).to.equal('false');
      pointer(item, 'pointerenter');
      toggleOf(el, 'Leistungen').click();
      await byFrames(() => toggleOf(el, 'Leistungen').getAttribute('aria-expanded') === 'true', 'not open');
      timers.advance(HOVER_OPEN_DELAY_MS);
      pointer(item, 'pointerleave');
      timers.advance(HOVER_OPEN_DELAY_MS * 2);
      await frames();
      expect(toggleOf(el, 'Leistungen').getAttribute('aria-expanded')).to.equal('true');
    });
  });

  it('focus inside keeps a hover-opened submenu open when the pointer leaves', async () => {
    await withHoverMenu(async ({ el, item, timers }) => {
      pointer(item, 'pointerenter');
      timers.advance(HOVER_OPEN_DELAY_MS);
      await byFrames(() => toggleOf(el, 'Leistungen').getAttribute('aria-expanded') === 'true', 'not open');
      el.querySelector<HTMLAnchorElement>('a[href="/leistungen/lack/"]')!.focus();
      pointer(item, 'pointerleave');
      timers.advance(HOVER_OPEN_DELAY_MS * 2);
      await frames();
      expect(toggleOf(el, 'Leistungen').getAttribute('aria-expanded')).to.equal('true');
    });
  });
});

describe('<ws-vertical-menu> before its code: the box it will have', () => {
  useReserveProbe('ws-vertical-menu-probe', verticalMenuReserve, verticalMenuReserveWhileLoading);
  for (const marked of ['none', 'a branch']) {
    it(`with ${marked} marked current, the waiting tag is as tall as the upgraded element, its links in the same places`, async () => {
      const markup =
        marked === 'none'
          ? MENU
          : MENU.replace('href="/leistungen/glas/"', 'href="/leistungen/glas/" aria-current="true"');
      const probe = menuPage('', markup, 'ws-vertical-menu-probe');
      const el = menuPage('', markup);
      await ready(el);
      await frames();
      const places = (host: Element) =>
        [...host.querySelectorAll('a')].map((link) => {
          const box = link.getBoundingClientRect();
          const top = host.getBoundingClientRect().top;
          return box.height === 0 ? '-' : `${Math.round(box.top - top)}/${Math.round(box.width)}`;
        });
      expect(probe.getBoundingClientRect().height.toFixed(2)).to.equal(el.getBoundingClientRect().height.toFixed(2));
      expect(places(probe)).to.deep.equal(places(el));
    });
  }
});

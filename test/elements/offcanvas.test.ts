import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import { define } from '../../elements/offcanvas/define.ts';
import type { OffcanvasHost } from '../../elements/offcanvas/offcanvas-element.ts';
import { capturingConsole } from '../support/console.ts';

define();

const panelOf = (el: OffcanvasHost) => el.shadowRoot!.querySelector<HTMLElement>('[part~="panel"]')!;
const closeButtonOf = (el: OffcanvasHost) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="close-button"]')!;
/** Instant animations, so state changes are immediate (the animated path has its own test). */
const INSTANT = 'enter-animation="none" exit-animation="none"';

let ids = 0;
/** A fresh id per test: counters live in localStorage under the panel's id. */
const freshId = () => `panel-${Date.now()}-${(ids += 1)}`;

async function panel(markup: string): Promise<OffcanvasHost> {
  const wrapper = await fixture<HTMLElement>(html`<div .innerHTML=${markup}></div>`);
  const el = wrapper.querySelector<OffcanvasHost>('ws-offcanvas')!;
  await waitUntil(() => el.shadowRoot?.querySelector('[part~="panel"]'), 'the panel did not render');
  return el;
}

/** The panel and its first opening, listened for before it exists: under load, 100 ms pass before it renders. */
async function panelAndOpening(markup: string) {
  const opened = oneEvent(document, 'ws-offcanvas-open');
  const el = await panel(markup);
  return { el, opened };
}

describe('<ws-offcanvas>', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('a popup is a modal dialog: focus moves in, and returns to the opener on close', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div>
      <button id="opener">Newsletter</button>
      <ws-offcanvas id=${freshId()} enter-animation="none" exit-animation="none"><h2>Newsletter</h2><p>Jeden Monat Tipps zur Fahrzeugpflege.</p><a href="/kontakt/">Anmelden</a></ws-offcanvas>
    </div>`);
    const el = wrapper.querySelector<OffcanvasHost>('ws-offcanvas')!;
    await waitUntil(() => el.shadowRoot?.querySelector('dialog'));
    const opener = wrapper.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    const opened = oneEvent(el, 'ws-offcanvas-open');
    el.open();
    expect((await opened).detail).to.deep.equal({ id: el.id, cause: 'method' });
    const dialog = panelOf(el) as HTMLDialogElement;
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-label')).to.equal('Newsletter');
    expect(el.shadowRoot!.activeElement ?? document.activeElement).to.not.equal(opener);
    expect(el.state).to.equal('open');
    await expect(el).to.be.accessible();
    const closed = oneEvent(el, 'ws-offcanvas-close');
    closeButtonOf(el).click();
    expect((await closed).detail).to.deep.equal({ id: el.id, cause: 'close-button' });
    await waitUntil(() => el.state === 'closed');
    expect(dialog.open).to.equal(false);
    expect(document.activeElement).to.equal(opener);
  });

  it('a popup the page opens by itself takes no focus: announced, not modal, the next Tab goes in, Escape anywhere closes it, focus stays where the visitor is', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><input id="reading" aria-label="Ihre Nachricht" /></div>`);
    const typing = wrapper.querySelector<HTMLInputElement>('#reading')!;
    typing.focus();
    wrapper.insertAdjacentHTML(
      'beforeend',
      `<ws-offcanvas id="${freshId()}" ${INSTANT} time-on-page="yes" time-on-page-duration="0.1"><h2>Werkstatt-Post</h2><a href="/newsletter/">Anmelden</a></ws-offcanvas>`,
    );
    const el = wrapper.querySelector<OffcanvasHost>('ws-offcanvas')!;
    const opened = oneEvent(el, 'ws-offcanvas-open');
    expect((await opened).detail.cause).to.equal('time-on-page');
    const dialog = panelOf(el) as HTMLDialogElement;
    expect([dialog.open, dialog.matches(':modal')]).to.deep.equal([true, false]);
    expect(document.activeElement, 'focus stays in the field').to.equal(typing);
    await waitUntil(() => el.shadowRoot!.querySelector('[role="status"]')!.textContent !== '', 'no announcement');
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.equal(
      'Hinweis „Werkstatt-Post“ geöffnet. Die Tabulatortaste führt hinein, Escape schließt ihn.',
    );
    // Over the page, and the page is not locked.
    const box = dialog.getBoundingClientRect();
    expect(el.shadowRoot!.elementFromPoint(box.left + box.width / 2, box.top + 8)).to.not.equal(null);
    expect(getComputedStyle(document.documentElement).overflow).to.not.equal('hidden');
    await expect(el).to.be.accessible();

    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement, 'the next Tab goes into the popup').to.equal(closeButtonOf(el));
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(el.querySelector('a'));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => el.state === 'closed', 'Escape inside did not close');
    expect(document.activeElement, 'back where the visitor was before it opened').to.equal(typing);

    // Opened quietly again: Escape from the page closes it, and focus stays on the page.
    el.open('inactivity');
    typing.focus();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => el.state === 'closed', 'Escape on the page did not close');
    expect(document.activeElement).to.equal(typing);
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.equal('');
  });

  it('Escape closes it, unless close_on_esc is off', async () => {
    const el = await panel(`<ws-offcanvas id="${freshId()}" ${INSTANT}><p>Text</p></ws-offcanvas>`);
    el.open();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => el.state === 'closed', 'Escape did not close');

    const stubborn = await panel(
      `<ws-offcanvas id="${freshId()}" ${INSTANT} close-on-esc="no"><p>Text</p></ws-offcanvas>`,
    );
    stubborn.open();
    await sendKeys({ press: 'Escape' });
    await aTimeout(50);
    await sendKeys({ press: 'Escape' });
    await aTimeout(50);
    expect(stubborn.state).to.equal('open');
    expect((panelOf(stubborn) as HTMLDialogElement).open).to.equal(true);
    await stubborn.close();
  });

  it('a click on the overlay closes it, unless that is switched off; a click inside does not', async () => {
    const el = await panel(`<ws-offcanvas id="${freshId()}" ${INSTANT}><p>Inhalt</p></ws-offcanvas>`);
    el.open();
    const box = panelOf(el).getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 20), Math.round(box.top + 20)] });
    expect(el.state).to.equal('open');
    await sendMouse({ type: 'click', position: [3, 3] });
    await waitUntil(() => el.state === 'closed', 'an overlay click did not close');

    const kept = await panel(
      `<ws-offcanvas id="${freshId()}" ${INSTANT} overlay-close-on-click="no"><p>Inhalt</p></ws-offcanvas>`,
    );
    kept.open();
    await sendMouse({ type: 'click', position: [3, 3] });
    await aTimeout(50);
    expect(kept.state).to.equal('open');
    await kept.close();
  });

  it('close links in the content close it', async () => {
    const id = freshId();
    const el = await panel(
      `<ws-offcanvas id="${id}" ${INSTANT}><a href="#awb-close-oc__${id}">Nein danke</a> <a href="#awb-close-oc">Alle schließen</a> <button data-offcanvas-close>Später</button></ws-offcanvas>`,
    );
    for (const selector of [`a[href="#awb-close-oc__${id}"]`, 'a[href="#awb-close-oc"]', '[data-offcanvas-close]']) {
      el.open();
      const closed = oneEvent(el, 'ws-offcanvas-close');
      el.querySelector<HTMLElement>(selector)!.click();
      expect((await closed).detail.cause, selector).to.equal('close-link');
      await waitUntil(() => el.state === 'closed');
      expect(location.hash, 'a close link adds no hash').to.equal('');
    }
  });

  it('a sliding bar is a labelled region that does not trap focus; Escape inside closes it', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div>
      <ws-offcanvas id=${freshId()} type="sliding-bar" position="bottom" label="Öffnungszeiten" enter-animation="none" exit-animation="none"><p>Mo–Fr 7:30–17:30 Uhr</p><a href="tel:+4930123456">Anrufen</a></ws-offcanvas>
      <a id="after" href="/leistungen/">Leistungen</a>
    </div>`);
    const el = wrapper.querySelector<OffcanvasHost>('ws-offcanvas')!;
    await waitUntil(() => el.shadowRoot?.querySelector('section'));
    const bar = panelOf(el);
    expect(bar.hidden).to.equal(true);
    el.open();
    expect(bar.hidden).to.equal(false);
    expect(bar.getAttribute('role')).to.equal('region');
    expect(bar.getAttribute('aria-label')).to.equal('Öffnungszeiten');
    await expect(el).to.be.accessible();
    // Not modal: the rest of the page stays reachable.
    wrapper.querySelector<HTMLElement>('#after')!.focus();
    expect(document.activeElement!.id).to.equal('after');
    el.querySelector('a')!.focus();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => el.state === 'closed', 'Escape inside the bar did not close it');
    expect(bar.hidden).to.equal(true);
  });

  it('push: a left sliding bar moves the page aside by its width, and back', async () => {
    const el = await panel(
      `<ws-offcanvas id="${freshId()}" ${INSTANT} type="sliding-bar" position="left" transition="push" label="Menü"><p>Menü</p></ws-offcanvas>`,
    );
    el.open();
    const width = panelOf(el).getBoundingClientRect().width;
    expect(width).to.be.greaterThan(0);
    expect(document.documentElement.style.marginLeft).to.equal(`${width}px`);
    await el.close();
    expect(document.documentElement.style.marginLeft).to.equal('');
  });

  it('opened again while its exit animation plays, then closed: the page scrolls again', async () => {
    const el = await panel(
      `<ws-offcanvas id="${freshId()}" enter-animation="none" exit-animation="fade" exit-animation-speed="0.3" overlay-page-scrollbar="no"><p>x</p></ws-offcanvas>`,
    );
    el.open();
    const closing = el.close();
    expect(el.state).to.equal('closing');
    el.open();
    await closing;
    expect(document.documentElement.style.overflow).to.equal('hidden');
    await el.close();
    expect(el.state).to.equal('closed');
    expect(document.documentElement.style.overflow).to.equal('');
    expect(document.documentElement.style.getPropertyValue('scrollbar-gutter')).to.equal('');
  });

  it('a sliding bar with overlay: a click on the overlay closes it', async () => {
    const el = await panel(
      `<ws-offcanvas id="${freshId()}" ${INSTANT} type="sliding-bar" position="right" overlay="yes" label="Kontakt"><p>030 123456</p></ws-offcanvas>`,
    );
    el.open();
    // The overlay is rendered by React on the state change (a microtask later).
    await waitUntil(() => el.shadowRoot!.querySelector('[part="overlay"]'), 'no overlay');
    el.shadowRoot!.querySelector<HTMLElement>('[part="overlay"]')!.click();
    await waitUntil(
      () => el.state === 'closed' && !el.shadowRoot!.querySelector('[part="overlay"]'),
      'the overlay stayed',
    );
  });

  it('the scroll lock keeps the scrollbar room and is undone on close', async () => {
    const el = await panel(
      `<ws-offcanvas id="${freshId()}" ${INSTANT} overlay-page-scrollbar="no"><p>x</p></ws-offcanvas>`,
    );
    el.open();
    expect(document.documentElement.style.overflow).to.equal('hidden');
    expect(document.documentElement.style.getPropertyValue('scrollbar-gutter')).to.equal('stable');
    await el.close();
    expect(document.documentElement.style.overflow).to.equal('');
    el.open('hash', { lockScroll: false });
    expect(document.documentElement.style.overflow).to.equal('');
    await el.close();
  });

  it('toggle() opens and closes; an open panel is not opened twice', async () => {
    const el = await panel(`<ws-offcanvas id="${freshId()}" ${INSTANT}><p>Text</p></ws-offcanvas>`);
    let opens = 0;
    el.addEventListener('ws-offcanvas-open', () => (opens += 1));
    el.toggle();
    el.open();
    expect(opens).to.equal(1);
    el.toggle();
    await waitUntil(() => el.state === 'closed');
  });

  it('plays the enter and exit animations, and none under reduced motion', async () => {
    const el = await panel(
      `<ws-offcanvas id="${freshId()}" enter-animation="slide" enter-animation-direction="up" enter-animation-speed="0.3" exit-animation="fade" exit-animation-speed="0.3"><p>Text</p></ws-offcanvas>`,
    );
    el.open();
    expect(panelOf(el).getAnimations().length).to.equal(1);
    const closing = el.close();
    expect(el.state).to.equal('closing');
    await closing;
    expect(el.state).to.equal('closed');

    await emulateMedia({ reducedMotion: 'reduce' });
    el.open();
    expect(panelOf(el).getAnimations().length).to.equal(0);
    await el.close();
    expect(el.state).to.equal('closed');
  });

  it('status_css_animations "off" turns animations off', async () => {
    const el = await panel(
      `<ws-offcanvas id="${freshId()}" status-css-animations="off" enter-animation="zoom"><p>Text</p></ws-offcanvas>`,
    );
    el.open();
    expect(panelOf(el).getAnimations().length).to.equal(0);
    await el.close();
  });

  it('closing pauses native video and audio in the panel', async () => {
    const el = await panel(`<ws-offcanvas id="${freshId()}" ${INSTANT}><video></video><audio></audio></ws-offcanvas>`);
    const paused: string[] = [];
    for (const media of el.querySelectorAll<HTMLMediaElement>('video, audio'))
      media.pause = () => void paused.push(media.localName);
    el.open();
    await el.close();
    expect(paused).to.deep.equal(['video', 'audio']);
  });

  it('a blocked player gets no message when the panel closes (consent did not let it load)', async () => {
    const el = await panel(
      `<ws-offcanvas id="${freshId()}" ${INSTANT}><iframe data-category="marketing" data-src="https://www.youtube-nocookie.com/embed/x" title="Video"></iframe></ws-offcanvas>`,
    );
    el.open();
    await el.close();
    expect(el.querySelector('iframe')!.hasAttribute('src')).to.equal(false);
  });

  describe('triggers', () => {
    it('on page load, after 100 ms', async () => {
      const { el, opened } = await panelAndOpening(
        `<ws-offcanvas id="${freshId()}" ${INSTANT} on-page-load="yes"><p>Hallo</p></ws-offcanvas>`,
      );
      const { detail } = await opened;
      expect(detail.cause).to.equal('page-load');
      await el.close();
    });

    it('time on page, in seconds', async () => {
      const started = performance.now();
      const el = await panel(
        `<ws-offcanvas id="${freshId()}" ${INSTANT} time-on-page="yes" time-on-page-duration="0.3"><p>Hallo</p></ws-offcanvas>`,
      );
      const { detail } = await oneEvent(el, 'ws-offcanvas-open');
      expect(detail.cause).to.equal('time-on-page');
      expect(performance.now() - started).to.be.at.least(290);
      await el.close();
    });

    it('exit intent: the pointer leaving through the top, once', async () => {
      const el = await panel(
        `<ws-offcanvas id="${freshId()}" ${INSTANT} exit-intent="yes"><p>Schon weg?</p></ws-offcanvas>`,
      );
      document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300, relatedTarget: null }));
      expect(el.state).to.equal('closed');
      document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, relatedTarget: null }));
      expect(el.state).to.equal('open');
      await el.close();
      document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, relatedTarget: null }));
      expect(el.state).to.equal('closed');
    });

    it('inactivity: every mouse move, key or scroll starts the wait again', async function () {
      this.timeout(15_000);
      const el = await panel(
        `<ws-offcanvas id="${freshId()}" ${INSTANT} after-inactivity="yes" inactivity-duration="2"><p>Noch da?</p></ws-offcanvas>`,
      );
      // Four keys 0.6 s apart outlast the 2 s wait only if each starts it again; late timers of a loaded machine fit.
      for (let i = 0; i < 4; i += 1) {
        await aTimeout(600);
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
      }
      expect(el.state, 'opened although the visitor was active').to.equal('closed');
      const { detail } = await oneEvent(el, 'ws-offcanvas-open');
      expect(detail.cause).to.equal('inactivity');
      await el.close();
    });

    it('a click on the configured element opens it (and a link does not navigate)', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div>
        <a class="call-us" href="#nirgends">Rufen Sie uns an</a>
        <ws-offcanvas id=${freshId()} on-click="yes" on-click-element=".call-us" type="sliding-bar" enter-animation="none" exit-animation="none"><p>030 123456</p></ws-offcanvas>
      </div>`);
      const el = wrapper.querySelector<OffcanvasHost>('ws-offcanvas')!;
      await waitUntil(() => el.shadowRoot?.querySelector('section'));
      wrapper.querySelector<HTMLElement>('.call-us')!.click();
      expect(el.state).to.equal('open');
      expect(location.hash).to.equal('');
      await el.close();
    });

    it('scrolling down past a position', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div style="height: 5000px"></div>`);
      const el = await panel(
        `<ws-offcanvas id="${freshId()}" ${INSTANT} on-scroll="yes" scroll-position="400"><p>Angebot</p></ws-offcanvas>`,
      );
      window.scrollTo(0, 200);
      await aTimeout(50);
      expect(el.state).to.equal('closed');
      const opened = oneEvent(el, 'ws-offcanvas-open');
      window.scrollTo(0, 600);
      expect((await opened).detail.cause).to.equal('scroll');
      await el.close();
      window.scrollTo(0, 0);
      wrapper.remove();
    });

    it('scrolling up above a position (not on the way down)', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div style="height: 5000px"></div>`);
      window.scrollTo(0, 1500);
      await aTimeout(50);
      const el = await panel(
        `<ws-offcanvas id="${freshId()}" ${INSTANT} on-scroll="yes" scroll-direction="up" scroll-position="20%"><p>Zurück nach oben?</p></ws-offcanvas>`,
      );
      window.scrollTo(0, 2500);
      await aTimeout(50);
      expect(el.state, 'opened on the way down').to.equal('closed');
      const opened = oneEvent(el, 'ws-offcanvas-open');
      window.scrollTo(0, 400);
      expect((await opened).detail.cause).to.equal('scroll');
      await el.close();
      window.scrollTo(0, 0);
      wrapper.remove();
    });

    it('an element entering the view while scrolling down', async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div><div style="height: 3000px"></div><p id="offer-target">Angebot</p><div style="height: 1000px"></div></div>`,
      );
      const el = await panel(
        `<ws-offcanvas id="${freshId()}" ${INSTANT} on-scroll="yes" scroll-to="element" scroll-element="#offer-target"><p>Angebot</p></ws-offcanvas>`,
      );
      await aTimeout(50);
      expect(el.state).to.equal('closed');
      const opened = oneEvent(el, 'ws-offcanvas-open');
      wrapper.querySelector('#offer-target')!.scrollIntoView();
      expect((await opened).detail.cause).to.equal('scroll');
      await el.close();
      window.scrollTo(0, 0);
    });

    it('a broken selector warns and leaves the other triggers working', async () => {
      const warnings = await capturingConsole('warn', async () => {
        const { el, opened } = await panelAndOpening(
          `<ws-offcanvas id="${freshId()}" ${INSTANT} on-click="yes" on-click-element="[[kaputt" on-page-load="yes"><p>x</p></ws-offcanvas>`,
        );
        await opened;
        await el.close();
      });
      expect(
        warnings
          .map((args) => String(args[0]))
          .some((text) => text.includes('on_click_element') && text.includes('[[kaputt')),
      ).to.equal(true);
    });
  });

  describe('display rules and storage', () => {
    it('frequency once: opened before, so the automatic trigger stays off; open() still works', async () => {
      const id = freshId();
      localStorage.setItem(`ws-offcanvas:${id}`, JSON.stringify({ open_count: 1, last_open_date: Date.now() - 1000 }));
      const el = await panel(
        `<ws-offcanvas id="${id}" ${INSTANT} on-page-load="yes" frequency="once"><p>x</p></ws-offcanvas>`,
      );
      await aTimeout(250);
      expect(el.state).to.equal('closed');
      expect(el.suppressedBecause).to.match(/once/);
      el.open();
      expect(el.state).to.equal('open');
      await el.close();
    });

    it('opening and closing are counted per panel', async () => {
      const id = freshId();
      const el = await panel(`<ws-offcanvas id="${id}" ${INSTANT}><p>x</p></ws-offcanvas>`);
      el.open();
      await el.close();
      const stored = JSON.parse(localStorage.getItem(`ws-offcanvas:${id}`)!);
      expect(stored).to.include({ open_count: 1, close_count: 1, closed: true, page_views: 1, sessions: 1 });
      expect(stored.last_open_date).to.be.closeTo(Date.now(), 5000);
    });

    it('storage with garbage: the panel behaves as on a first visit', async () => {
      const id = freshId();
      localStorage.setItem(`ws-offcanvas:${id}`, '{kaputt');
      sessionStorage.setItem(`ws-offcanvas-session:${id}`, 'auch kaputt');
      const { el, opened } = await panelAndOpening(
        `<ws-offcanvas id="${id}" ${INSTANT} on-page-load="yes" frequency="once"><p>x</p></ws-offcanvas>`,
      );
      await opened;
      await el.close();
    });

    it('storage that throws: the panel still opens and closes, with one console warning', async () => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = () => {
        throw new DOMException('quota', 'QuotaExceededError');
      };
      try {
        const warnings = await capturingConsole('warn', async () => {
          const { el, opened } = await panelAndOpening(
            `<ws-offcanvas id="${freshId()}" ${INSTANT} on-page-load="yes" frequency="close"><p>x</p></ws-offcanvas>`,
          );
          await opened;
          await el.close();
          el.open();
          await el.close();
        });
        expect(warnings.length).to.be.at.most(2);
      } finally {
        Storage.prototype.setItem = setItem;
      }
    });

    it('frequency close: once closed, the next page view keeps it shut', async () => {
      const id = freshId();
      localStorage.setItem(`ws-offcanvas:${id}`, JSON.stringify({ open_count: 1, close_count: 1, closed: true }));
      const el = await panel(
        `<ws-offcanvas id="${id}" ${INSTANT} on-page-load="yes" frequency="close"><p>x</p></ws-offcanvas>`,
      );
      await aTimeout(250);
      expect(el.state).to.equal('closed');
    });
  });

  describe('data flows one way: the element reads its attributes, the view renders what it publishes', () => {
    it('close-on-esc and overlay-close-on-click changed after the upgrade take effect at once', async () => {
      const el = await panel(`<ws-offcanvas id="${freshId()}" ${INSTANT}><p>Text</p></ws-offcanvas>`);
      el.setAttribute('close-on-esc', 'no');
      el.setAttribute('overlay-close-on-click', 'no');
      el.open();
      await sendKeys({ press: 'Escape' });
      await sendMouse({ type: 'click', position: [3, 3] });
      await aTimeout(50);
      expect(el.state, 'Escape or the overlay closed it although switched off').to.equal('open');
      el.setAttribute('close-on-esc', 'yes');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => el.state === 'closed', 'Escape switched on again did not close');

      // In the same task as the change: the element reads it itself, no render has to report it back.
      const bar = await panel(
        `<ws-offcanvas id="${freshId()}" ${INSTANT} type="sliding-bar" label="Leiste"><a href="/kontakt/">Kontakt</a></ws-offcanvas>`,
      );
      bar.setAttribute('close-on-esc', 'no');
      bar.open();
      bar
        .querySelector('a')!
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      expect(bar.state, 'Escape closed the bar right after close-on-esc="no"').to.equal('open');
      await bar.close();
    });

    it('an attribute set just before open() counts for that opening', async () => {
      const el = await panel(`<ws-offcanvas id="${freshId()}" ${INSTANT}><p>x</p></ws-offcanvas>`);
      el.setAttribute('overlay-page-scrollbar', 'no');
      el.open();
      expect(document.documentElement.style.overflow).to.equal('hidden');
      await el.close();
      expect(document.documentElement.style.overflow).to.equal('');
    });

    it('a trigger switched on after the upgrade is armed (config JSON too), and switched off is disarmed', async () => {
      const el = await panel(`<ws-offcanvas id="${freshId()}" ${INSTANT}><p>Hallo</p></ws-offcanvas>`);
      const opened = oneEvent(el, 'ws-offcanvas-open');
      el.setAttribute('config', '{"on_page_load":"yes"}');
      expect((await opened).detail.cause).to.equal('page-load');
      await el.close();

      const quiet = await panel(
        `<ws-offcanvas id="${freshId()}" ${INSTANT} time-on-page="yes" time-on-page-duration="0.2"><p>x</p></ws-offcanvas>`,
      );
      quiet.setAttribute('time-on-page', 'no');
      await aTimeout(400);
      expect(quiet.state, 'a trigger switched off still fired').to.equal('closed');
    });

    it('a popup made a sliding bar while open: the bar shows while open and hides once closed', async () => {
      const el = await panel(`<ws-offcanvas id="${freshId()}" ${INSTANT} label="Hinweis"><p>x</p></ws-offcanvas>`);
      el.open();
      el.setAttribute('type', 'sliding-bar');
      await waitUntil(() => panelOf(el).localName === 'section', 'the view did not follow the type');
      expect(el.state).to.equal('open');
      expect(panelOf(el).hidden, 'the new bar is hidden although the panel is open').to.equal(false);
      await el.close();
      expect(panelOf(el).hidden).to.equal(true);
      el.open();
      expect(panelOf(el).hidden).to.equal(false);
      await el.close();
    });

    it('a sliding bar stays visible while its exit animation plays, and is hidden when closed', async () => {
      const el = await panel(
        `<ws-offcanvas id="${freshId()}" type="sliding-bar" label="Leiste" exit-animation="fade" exit-animation-speed="0.3" enter-animation="none"><p>x</p></ws-offcanvas>`,
      );
      el.open();
      const closing = el.close();
      expect(el.state).to.equal('closing');
      expect(panelOf(el).hidden, 'hidden before the exit animation played').to.equal(false);
      await closing;
      expect(panelOf(el).hidden).to.equal(true);
    });
  });

  it('a hash naming the panel on load opens it; closing removes the hash without a history entry', async () => {
    const id = freshId();
    history.replaceState(null, '', `#awb-oc__${id}`);
    const length = history.length;
    const el = await panel(`<ws-offcanvas id="${id}" ${INSTANT}><p>x</p></ws-offcanvas>`);
    expect(el.state).to.equal('open');
    await el.close();
    expect(location.hash).to.equal('');
    expect(history.length).to.equal(length);
  });

  it('bad configuration: a warning names the field, the value and the default', async () => {
    const warnings = await capturingConsole('warn', async () => {
      const el = await panel(
        `<ws-offcanvas id="${freshId()}" config='{"type":"banner","enter_animation_speed":"schnell"}'><p>x</p></ws-offcanvas>`,
      );
      expect(panelOf(el).localName).to.equal('dialog');
    });
    const texts = warnings.map((args) => String(args[0]));
    expect(
      texts.some((text) => text.includes('"type"') && text.includes('"banner"') && text.includes('"popup"')),
    ).to.equal(true, texts.join('\n'));
    expect(texts.some((text) => text.includes('enter_animation_speed'))).to.equal(true, texts.join('\n'));
  });

  it('without an id it works, and says once that it remembers nothing', async () => {
    const errors = await capturingConsole('error', async () => {
      const el = await panel(`<ws-offcanvas ${INSTANT}><p>x</p></ws-offcanvas>`);
      el.open();
      await el.close();
      el.open();
      await el.close();
    });
    expect(errors.length).to.equal(1);
    expect(String(errors[0]![0])).to.include('needs an id');
  });
});

import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import * as consentBus from '../../consent-bus/index.ts';
import { TAB_CHANNEL } from '../../consent-bus/index.ts';
import {
  closesFirstFrame,
  hideDelayAfter,
  paintFirstFrame,
  whenBannerCodeWanted,
  whenUnpressed,
} from '../../elements/consent-banner/first-frame.ts';
import { BANNER_HIDE_DELAY_MS } from '../../elements/consent-banner/rules.ts';
import {
  PRINTED_ATTRIBUTE,
  printedBanner,
  printedTemplates,
  type PrintedBannerFile,
} from '../../elements/consent-banner/printed-frame.ts';
import { CATEGORY_NAMES, CHOOSABLE_CATEGORIES } from '../../consent-bus/categories.ts';
import { tokenStyles } from '../../platform/tokens.ts';
import { ConsentBanner } from '../../elements/consent-banner/banner.tsx';
import { bannerStyles } from '../../elements/consent-banner/styles.ts';
import { defineElement } from '../../elements/kit/define.ts';
import { startTestBus } from '../support/consent-page.ts';
import { beforeNextFrame } from '../support/tasks.ts';

const { bus, firstVisit } = startTestBus({
  consenttype: 'optin',
  use_categories: 'visible',
  current_policy_id: '8',
  readmore_optin: '/datenschutz/',
  colorpalette_button_accept_background_color: '#0b57d0',
});

/** What matters for the layout: element names, classes and parts, in order. */
// The first frame's hidden form posts only without script (frame-markup.ts): the element has none.
const shape = (root: ShadowRoot) =>
  [...root.querySelectorAll('*:not(form, form *)')].map(
    (node) => `${node.localName}.${node.getAttribute('class') ?? ''}[${node.getAttribute('part') ?? ''}]`,
  );

const section = (el: HTMLElement) => el.shadowRoot!.querySelector('section');
const button = (el: HTMLElement, part: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${part}"]`)!;

/** A first frame as the shell paints it: with the shell's bus handed over. */
async function painted(template = html`<ws-consent-banner></ws-consent-banner>`): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(template);
  expect(customElements.get('ws-consent-banner')).to.equal(undefined);
  paintFirstFrame(el, consentBus);
  return el;
}

describe('the banner’s first frame (without React)', () => {
  beforeEach(() => firstVisit());

  it('paints the banner into the undefined element, and its buttons already work', async () => {
    const el = await painted(html`<ws-consent-banner position="bottom-right"></ws-consent-banner>`);
    expect(section(el)!.className).to.equal('banner position-bottom-right theme-light layout-categories');
    expect(el.shadowRoot!.querySelector('input[name=statistics]')).to.not.equal(null);
    // Its name once: the heading, which names the region; no live copy (docs/ACCESSIBILITY.md#the-banners-name-once).
    const named = [...el.shadowRoot!.querySelectorAll('*')].filter(
      (node) => node.textContent === 'Cookie-Einstellungen',
    );
    const live = el.shadowRoot!.querySelectorAll('[aria-live]').length;
    expect(`${named.map((node) => node.id).join()} ${section(el)!.getAttribute('aria-labelledby')} ${live}`).to.equal(
      'title title 0',
    );
    await expect(el).to.be.accessible();
    el.shadowRoot!.querySelector<HTMLInputElement>('input[name=statistics]')!.click();
    button(el, 'save').click();
    expect(bus.getConsent().categories.statistics).to.equal(true);
    expect(bus.getConsent().categories.marketing).to.equal(false);
  });

  it('paints only the revoke button once answered, and nothing where no banner is wanted at all', async () => {
    bus.denyAll();
    const answered = await painted();
    expect([...answered.shadowRoot!.children].map((node) => node.getAttribute('part'))).to.deep.equal(['revoke']);
    firstVisit({ consenttype: 'other' });
    const el = await painted();
    expect(el.shadowRoot).to.equal(null);
  });

  it('uses the palette of the settings, as the element does', async () => {
    const el = await painted();
    expect(el.style.getPropertyValue('--ws-banner-accept-background')).to.equal('#0b57d0');
  });

  it('accept all: "saved" is announced, and the frame hides by itself after 1000 ms', async () => {
    const el = await painted();
    button(el, 'accept').click();
    expect(bus.getConsent().status).to.equal('allow');
    expect(el.shadowRoot!.querySelector('[role=status]')!.textContent).to.equal('Ihre Auswahl wurde gespeichert.');
    await aTimeout(BANNER_HIDE_DELAY_MS / 2);
    expect(section(el), 'still showing "saved"').to.not.equal(null);
    await waitUntil(() => !section(el), 'the first frame did not hide', { timeout: BANNER_HIDE_DELAY_MS * 2 });
  });

  it('deny during the "saved" second still counts, and closes at once', async () => {
    const el = await painted();
    button(el, 'accept').click();
    button(el, 'deny').click();
    expect(bus.getConsent().status).to.equal('deny');
    expect(section(el)).to.equal(null);
  });

  it('deny: the frame hides at once', async () => {
    const el = await painted();
    button(el, 'deny').click();
    expect(bus.getConsent().status).to.equal('deny');
    expect(section(el)).to.equal(null);
  });

  it('after the answer focus goes back to the page control the visitor came from, else to the main content (docs/REFERENCE.md, "Focus after an answer")', async () => {
    const page = await fixture<HTMLElement>(
      html`<div><main><a href="#oben">Oben</a></main><a href="#vorher" id="vorher">Vorher</a><ws-consent-banner></ws-consent-banner></div>`,
    );
    const el = page.querySelector<HTMLElement>('ws-consent-banner')!;
    paintFirstFrame(el, consentBus);
    page.querySelector<HTMLElement>('#vorher')!.focus();
    button(el, 'deny').focus();
    button(el, 'deny').click();
    expect(section(el)).to.equal(null);
    expect(document.activeElement).to.equal(page.querySelector('#vorher'));

    // Nothing of the page focused before: the main content takes it (one <main> in the page, as in a real one).
    page.remove();
    firstVisit();
    const again = await fixture<HTMLElement>(
      html`<div><main><a href="#oben">Oben</a></main><ws-consent-banner></ws-consent-banner></div>`,
    );
    const second = again.querySelector<HTMLElement>('ws-consent-banner')!;
    paintFirstFrame(second, consentBus);
    (document.activeElement as HTMLElement | null)?.blur();
    button(second, 'deny').focus();
    button(second, 'deny').click();
    expect(document.activeElement).to.equal(again.querySelector('main'));
    expect(again.querySelector('main')!.getAttribute('tabindex')).to.equal('-1');
  });

  it('the basic layout’s "Einstellungen" shows the switches, and their choice is saved', async () => {
    const el = await painted(html`<ws-consent-banner layout="basic"></ws-consent-banner>`);
    expect(el.shadowRoot!.querySelector('fieldset')).to.equal(null);
    button(el, 'preferences').click();
    expect(el.shadowRoot!.activeElement).to.equal(el.shadowRoot!.querySelector('input[name=preferences]'));
    expect(button(el, 'preferences').getAttribute('aria-expanded')).to.equal('true');
    // The same order as the element's categories layout: message, switches, buttons.
    expect(shape(el.shadowRoot!).indexOf('fieldset.categories[categories]')).to.be.below(
      shape(el.shadowRoot!).indexOf('div.buttons[buttons]'),
    );
    // Pressed again, the switches go and focus stays on it; once more, they are back.
    button(el, 'preferences').focus();
    button(el, 'preferences').click();
    expect([el.shadowRoot!.querySelector('fieldset'), el.shadowRoot!.querySelector('[part~="save"]')]).to.deep.equal([
      null,
      null,
    ]);
    expect([
      button(el, 'preferences').getAttribute('aria-expanded'),
      button(el, 'preferences').hasAttribute('aria-controls'),
    ]).to.deep.equal(['false', false]);
    expect(el.shadowRoot!.activeElement).to.equal(button(el, 'preferences'));
    button(el, 'preferences').click();
    expect(button(el, 'preferences').getAttribute('aria-controls')).to.equal(
      el.shadowRoot!.querySelector('fieldset')!.id,
    );
    el.shadowRoot!.querySelector<HTMLInputElement>('input[name=marketing]')!.click();
    button(el, 'save').click();
    expect(bus.getConsent().status).to.equal('dismiss');
    expect(bus.getConsent().categories.marketing).to.equal(true);
    await waitUntil(() => !section(el), 'the first frame did not hide', { timeout: BANNER_HIDE_DELAY_MS * 2 });
  });

  it('on a phone the first layer is the message and three equal buttons; "Einstellungen" opens the switches with their purposes', async () => {
    await setViewport({ width: 412, height: 823 });
    try {
      const el = await painted();
      const visible = (node: Element | null) => node !== null && (node as HTMLElement).offsetWidth > 0;
      expect(visible(el.shadowRoot!.querySelector('fieldset')), 'switches in the first layer').to.equal(false);
      const shown = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.buttons button')].filter(visible);
      expect(shown.map((node) => node.textContent)).to.deep.equal(['Alle akzeptieren', 'Ablehnen', 'Einstellungen']);
      expect(
        new Set(
          shown.map((node) => `${node.offsetWidth}x${node.offsetHeight} ${getComputedStyle(node).backgroundColor}`),
        ).size,
      ).to.equal(1);
      button(el, 'preferences').click();
      expect(section(el)!.className).to.equal('banner position-bottom theme-light layout-categories expanded');
      expect(visible(el.shadowRoot!.querySelector('fieldset')), 'switches after "Einstellungen"').to.equal(true);
      expect(el.shadowRoot!.activeElement?.getAttribute('name')).to.equal('preferences');
      expect(button(el, 'preferences').getAttribute('aria-expanded')).to.equal('true');
      const statistics = el.shadowRoot!.querySelector<HTMLInputElement>('input[name=statistics]')!;
      expect(el.shadowRoot!.getElementById(statistics.getAttribute('aria-describedby')!)!.textContent).to.equal(
        'Zählt Besuche, damit wir die Website verbessern.',
      );
      await expect(el).to.be.accessible();
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('a choice made elsewhere (the element, a page script) closes it at once', async () => {
    const el = await painted();
    consentBus.acceptAll();
    expect(section(el)).to.equal(null);
  });

  it('a choice made in another tab closes it too', async () => {
    const el = await painted();
    // What another tab leaves behind: its cookies, and a word on the bus's channel.
    for (const cookie of ['cmplz_consent_status=deny', 'cmplz_choice=set', 'cmplz_policy_id=8'])
      document.cookie = `${cookie}; Path=/`;
    const otherTab = new BroadcastChannel(TAB_CHANNEL);
    otherTab.postMessage('consent-changed');
    otherTab.close();
    await waitUntil(() => !section(el), 'the first frame stayed after another tab’s choice');
  });

  it('tells the page it opened once the page is parsed, and that it closed at the answer, each once', async () => {
    const told: string[] = [];
    const listen = (event: Event) => told.push(`${event.type}:${(event as CustomEvent).detail.reason}`);
    for (const type of ['ws-consent-banner-show', 'ws-consent-banner-hide']) document.addEventListener(type, listen);
    try {
      const el = await painted();
      expect(told, 'told in the same task as the paint').to.deep.equal([]);
      await waitUntil(() => told.length > 0, 'the first frame never said it opened');
      button(el, 'deny').click();
      await aTimeout(50);
      expect(told).to.deep.equal(['ws-consent-banner-show:needs-choice', 'ws-consent-banner-hide:choice-made']);
    } finally {
      for (const type of ['ws-consent-banner-show', 'ws-consent-banner-hide'])
        document.removeEventListener(type, listen);
    }
  });

  it('the rules: deny closes at once, allow and dismiss after the "saved" second; only a state without banner closes', () => {
    expect(hideDelayAfter('deny')).to.equal(0);
    expect(hideDelayAfter('allow')).to.equal(BANNER_HIDE_DELAY_MS);
    expect(hideDelayAfter('dismiss')).to.equal(BANNER_HIDE_DELAY_MS);
    const state = bus.getConsent();
    expect(closesFirstFrame({ ...state, banner: { ...state.banner, show: true } })).to.equal(false);
    expect(closesFirstFrame({ ...state, banner: { ...state.banner, show: false } })).to.equal(true);
  });
});

/** The wall and a control of the page beneath it, as the visitor meets them. */
async function paintedWall(
  tag = 'ws-consent-banner',
): Promise<{ el: HTMLElement; dialog: HTMLDialogElement; beneath: HTMLButtonElement }> {
  const page = await fixture<HTMLElement>(html`<div><button type="button">Unter der Wand</button></div>`);
  const el = document.createElement(tag);
  page.append(el);
  expect(customElements.get(tag)).to.equal(undefined);
  paintFirstFrame(el, consentBus);
  return { el, dialog: el.shadowRoot!.querySelector('dialog')!, beneath: page.querySelector('button')! };
}

/** Whether the page under the wall takes focus (an inert page does not). */
function takesFocus(control: HTMLElement): boolean {
  control.focus();
  return document.activeElement === control;
}

describe('the banner’s first frame with the soft cookie wall', () => {
  beforeEach(() => firstVisit({ soft_cookiewall: true }));

  it('paints the wall as the element does: a modal dialog, focus inside, the page inert', async () => {
    const { el, dialog, beneath } = await paintedWall();
    expect(dialog.className).to.equal('banner position-bottom theme-light layout-categories wall');
    expect(dialog.getAttribute('part')).to.equal('banner');
    expect(dialog.getAttribute('aria-labelledby')).to.equal('title');
    expect(dialog.getAttribute('aria-describedby')).to.equal('message');
    expect(dialog.open && dialog.matches(':modal'), 'not modal').to.equal(true);
    expect(dialog.contains(el.shadowRoot!.activeElement), 'focus is not in the wall').to.equal(true);
    expect(takesFocus(beneath), 'the page under the wall takes focus').to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('Escape does not close it, and a close the browser forces reopens it: only a choice does', async () => {
    const { dialog } = await paintedWall();
    await sendKeys({ press: 'Escape' });
    await aTimeout(50);
    expect(dialog.open && dialog.matches(':modal'), 'Escape closed the wall').to.equal(true);
    const closed = oneEvent(dialog, 'close');
    dialog.close();
    await closed;
    expect(dialog.open && dialog.matches(':modal'), 'a forced close left the page free').to.equal(true);
    expect(bus.getConsent().choiceMade).to.equal(false);
  });

  it('accept all: "saved" for a second, then the wall closes and the page is released', async () => {
    const { el, dialog, beneath } = await paintedWall();
    button(el, 'accept').click();
    expect(bus.getConsent().status).to.equal('allow');
    expect(el.shadowRoot!.querySelector('[role=status]')!.textContent).to.equal('Ihre Auswahl wurde gespeichert.');
    await aTimeout(BANNER_HIDE_DELAY_MS / 2);
    expect(dialog.matches(':modal'), 'closed before the "saved" second').to.equal(true);
    await waitUntil(() => !dialog.isConnected, 'the wall did not close', { timeout: BANNER_HIDE_DELAY_MS * 2 });
    expect(dialog.open).to.equal(false);
    expect(takesFocus(beneath), 'the page stayed inert').to.equal(true);
  });

  it('deny, or a choice made elsewhere, closes it at once', async () => {
    const denied = await paintedWall();
    button(denied.el, 'deny').click();
    expect(bus.getConsent().status).to.equal('deny');
    expect(denied.dialog.open || denied.dialog.isConnected).to.equal(false);
    firstVisit({ soft_cookiewall: true });
    const elsewhere = await paintedWall();
    consentBus.acceptAll();
    expect(elsewhere.dialog.open || elsewhere.dialog.isConnected).to.equal(false);
    expect(takesFocus(elsewhere.beneath)).to.equal(true);
  });
});

/** The banner's element under a tag of its own: ws-consent-banner is defined once, in the last test. */
const bannerUnderTag = (tag: `ws-${string}`) =>
  defineElement({
    tag,
    component: ConsentBanner,
    attributes: { position: 'string', layout: 'string', theme: 'string' },
    styles: bannerStyles,
  });

describe('when the banner’s element is fetched (its waiting rule)', () => {
  beforeEach(() => firstVisit());

  /** The rule for a fresh banner tag: whether it waits, and a flag that turns true once the code is wanted. */
  async function rule(template = html`<ws-consent-banner></ws-consent-banner>`) {
    const el = await fixture<HTMLElement>(template);
    let waits = false;
    let wanted = false;
    void whenBannerCodeWanted(el, () => (waits = true), consentBus).then(() => (wanted = true));
    await aTimeout(0);
    return { el, waits, wanted: () => wanted };
  }

  it('a first visit: the first frame answers, the code waits until the visitor answers here or anywhere', async () => {
    const { waits, wanted } = await rule();
    expect(waits).to.equal(true);
    await aTimeout(50);
    expect(wanted()).to.equal(false);
    consentBus.acceptAll();
    await waitUntil(wanted, 'the code was not wanted after the answer');
  });

  it('a returning visitor: the code waits for interest in the revoke button, or for the banner wanted again', async () => {
    consentBus.denyAll();
    for (const interest of ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const) {
      const returning = await rule();
      await aTimeout(50);
      expect(`${interest}: ${returning.waits} ${returning.wanted()}`).to.equal(`${interest}: true false`);
      returning.el.dispatchEvent(new Event(interest));
      await waitUntil(returning.wanted, `${interest} did not want the code`);
    }
    const renewed = await rule();
    firstVisit();
    await waitUntil(renewed.wanted, 'a banner wanted again did not want the code');
  });

  it('at once where the banner auto-dismisses', async () => {
    firstVisit({ consenttype: 'optout', dismiss_on_timeout: true });
    const dismissing = await rule();
    expect(`${dismissing.waits} ${dismissing.wanted()}`).to.equal('false true');
  });

  it('once settings come anew or an attribute changes: the first frame follows neither', async () => {
    const bySettings = await rule();
    firstVisit({ extra: { theme: 'dark' } });
    await waitUntil(bySettings.wanted, 'new settings did not want the code');
    const byAttribute = await rule();
    byAttribute.el.setAttribute('style', 'color: red');
    await aTimeout(50);
    expect(byAttribute.wanted(), 'an attribute that is not the element’s').to.equal(false);
    byAttribute.el.setAttribute('position', 'top');
    await waitUntil(byAttribute.wanted, 'a changed position did not want the code');
  });
});

describe('a returning visitor’s revoke button, drawn by the first frame', () => {
  beforeEach(() => {
    firstVisit();
    consentBus.denyAll();
  });

  /** Element names, parts, titles and drawing, in order: what the take-over must keep. */
  const drawing = (root: ShadowRoot) =>
    [...root.querySelectorAll('*')].map((node) =>
      ['class', 'part', 'title', 'viewBox', 'd', 'cx', 'cy', 'r', 'aria-hidden']
        .map((name) => node.getAttribute(name) ?? '')
        .join('|')
        .concat(`<${node.localName}>${node.childElementCount ? '' : (node.textContent ?? '')}`),
    );

  it('is the element’s button, in its place, last in the page; the element takes it over unchanged', async () => {
    const revokeElement = bannerUnderTag('ws-consent-banner-revoke');
    const page = await fixture<HTMLElement>(html`<div><button type="button">davor</button></div>`);
    const el = document.createElement('ws-consent-banner-revoke');
    document.body.prepend(el);
    try {
      paintFirstFrame(el, consentBus);
      const revoke = button(el, 'revoke');
      expect(`${revoke.title} | ${revoke.textContent}`).to.equal('Einwilligung verwalten | Einwilligung verwalten');
      await waitUntil(() => document.body.lastElementChild === el, 'the revoke button is not the last Tab stop');
      await expect(el).to.be.accessible();
      const before = drawing(el.shadowRoot!);
      const box = JSON.stringify(revoke.getBoundingClientRect());
      revokeElement.define();
      await waitUntil(() => button(el, 'revoke') && button(el, 'revoke') !== revoke, 'the element drew no button');
      expect(drawing(el.shadowRoot!)).to.deep.equal(before);
      expect(JSON.stringify(button(el, 'revoke').getBoundingClientRect())).to.equal(box);
      expect(page.isConnected).to.equal(true);
    } finally {
      el.remove();
    }
  });

  it('steps aside while an off-canvas panel is open', async () => {
    const el = await painted();
    const panel = document.createElement('div');
    document.body.append(panel);
    try {
      panel.dispatchEvent(new CustomEvent('ws-offcanvas-open', { bubbles: true }));
      expect(button(el, 'revoke').hidden).to.equal(true);
      panel.dispatchEvent(new CustomEvent('ws-offcanvas-close', { bubbles: true }));
      expect(button(el, 'revoke').hidden).to.equal(false);
    } finally {
      panel.remove();
    }
  });

  it('pressed before the element came, the banner reopens with the choices once it has, focus on its first button', async () => {
    const reopenElement = bannerUnderTag('ws-consent-banner-reopen');
    const el = await fixture<HTMLElement>(html`<ws-consent-banner-reopen></ws-consent-banner-reopen>`);
    paintFirstFrame(el, consentBus);
    button(el, 'revoke').focus();
    button(el, 'revoke').click();
    reopenElement.define();
    await waitUntil(() => section(el) && el.shadowRoot!.querySelector('fieldset'), 'the banner did not reopen');
    await waitUntil(
      () => el.shadowRoot!.activeElement?.getAttribute('part') === 'button accept',
      'focus did not move into the banner',
    );
    await sendKeys({ press: 'Escape' });
    await waitUntil(
      () => el.shadowRoot!.activeElement?.getAttribute('part') === 'revoke',
      'focus did not come back to the revoke button',
    );
    expect(bus.getConsent().status).to.equal('deny');
  });
});

describe('the first frame pressed: the take-over waits', () => {
  beforeEach(() => firstVisit());

  it('whenUnpressed waits while a pointer is down on the frame, and a task past its release (the click lands first)', async () => {
    const el = await painted();
    let done = false;
    await whenUnpressed(el);
    button(el, 'accept').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    const waiting = whenUnpressed(el).then(() => (done = true));
    await aTimeout(50);
    expect(done, 'resolved while pressed').to.equal(false);
    // Released off the banner: still a release.
    let clickedFirst = false;
    button(el, 'accept').addEventListener('click', () => (clickedFirst = !done));
    document.body.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    button(el, 'accept').click();
    await waiting;
    expect(clickedFirst, 'the click came after the take-over').to.equal(true);
    expect(bus.getConsent().status).to.equal('allow');
  });
});

describe('the React element takes the first frame over', () => {
  beforeEach(() => firstVisit());

  it('the wall: the same modal dialog in the same task, focus stays on the same control', async () => {
    firstVisit({ soft_cookiewall: true });
    const wallElement = bannerUnderTag('ws-consent-banner-wall');
    const { el, dialog, beneath } = await paintedWall(wallElement.tag);
    const root = el.shadowRoot!;
    button(el, 'deny').focus();
    const painting = shape(root);
    const attributes = dialog.getAttributeNames().map((name) => `${name}=${dialog.getAttribute(name)}`);
    const box = JSON.stringify(dialog.getBoundingClientRect());
    wallElement.define();
    // Upgraded, rendered and shown modal in this task, focus handed on: what the next frame shows.
    const [taken, focusedPart] = await beforeNextFrame(
      () => [root.querySelector('dialog')!, root.activeElement?.getAttribute('part')] as const,
    );
    expect(focusedPart).to.equal('button deny');
    expect(el.shadowRoot).to.equal(root);
    expect(taken).to.not.equal(dialog);
    expect(shape(root)).to.deep.equal(painting);
    expect(taken.getAttributeNames().map((name) => `${name}=${taken.getAttribute(name)}`)).to.have.members(attributes);
    expect(taken.open && taken.matches(':modal'), 'the element’s wall is not modal at once').to.equal(true);
    expect(JSON.stringify(taken.getBoundingClientRect())).to.equal(box);
    // Compared by part and identity as a flag: chai would walk React's internals to print an element.
    expect(root.activeElement?.getAttribute('part')).to.equal('button deny');
    expect(
      root.activeElement === button(el, 'deny') && taken.contains(root.activeElement),
      'focus is not on the element’s own deny button',
    ).to.equal(true);
    expect(takesFocus(beneath)).to.equal(false);
    await sendKeys({ press: 'Escape' });
    expect(taken.open).to.equal(true);
    button(el, 'deny').click();
    expect(bus.getConsent().status).to.equal('deny');
    await waitUntil(() => !taken.open, 'the element’s wall stayed after a choice');
    expect(takesFocus(beneath)).to.equal(true);
  });

  it('accept in the first frame, the element arriving within the "saved" second: "saved" stays for the rest of it', async () => {
    const savedElement = bannerUnderTag('ws-consent-banner-saved');
    const el = await fixture<HTMLElement>(html`<ws-consent-banner-saved></ws-consent-banner-saved>`);
    paintFirstFrame(el, consentBus);
    button(el, 'accept').click();
    const status = () => el.shadowRoot!.querySelector('[role=status]')?.textContent;
    expect(status()).to.equal('Ihre Auswahl wurde gespeichert.');
    savedElement.define();
    expect(status(), 'the element dropped "saved" on arrival').to.equal('Ihre Auswahl wurde gespeichert.');
    await aTimeout(BANNER_HIDE_DELAY_MS / 2);
    expect(status(), 'still within the second').to.equal('Ihre Auswahl wurde gespeichert.');
    await waitUntil(() => !section(el), 'the element did not hide after the second', {
      timeout: BANNER_HIDE_DELAY_MS * 2,
    });
  });

  it('the page hears the banner open and close once, though the element takes over in between', async () => {
    const toldElement = bannerUnderTag('ws-consent-banner-told');
    const told: string[] = [];
    const listen = (event: Event) => told.push(event.type);
    for (const type of ['ws-consent-banner-show', 'ws-consent-banner-hide']) document.addEventListener(type, listen);
    try {
      const el = await fixture<HTMLElement>(html`<ws-consent-banner-told></ws-consent-banner-told>`);
      paintFirstFrame(el, consentBus);
      await waitUntil(() => told.length > 0, 'the first frame never said it opened');
      button(el, 'accept').click();
      toldElement.define();
      await waitUntil(() => !section(el), 'the element did not hide after the second', {
        timeout: BANNER_HIDE_DELAY_MS * 2,
      });
      await aTimeout(50);
      expect(told).to.deep.equal(['ws-consent-banner-show', 'ws-consent-banner-hide']);
    } finally {
      for (const type of ['ws-consent-banner-show', 'ws-consent-banner-hide'])
        document.removeEventListener(type, listen);
    }
  });

  it('a switch ticked in the first frame is still ticked in the element, and saved with it', async () => {
    const draftElement = bannerUnderTag('ws-consent-banner-draft');
    const el = await fixture<HTMLElement>(html`<ws-consent-banner-draft></ws-consent-banner-draft>`);
    paintFirstFrame(el, consentBus);
    const statistics = () => el.shadowRoot!.querySelector<HTMLInputElement>('input[name="statistics"]')!;
    statistics().click();
    expect(statistics().checked).to.equal(true);
    draftElement.define();
    await waitUntil(
      () => el.shadowRoot!.querySelector('[part~="save"]') && statistics().checked,
      'the element dropped the ticked switch',
    );
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('input[name="marketing"]')!.checked).to.equal(false);
    button(el, 'save').click();
    expect(bus.getConsent().categories).to.include({ statistics: true, marketing: false, preferences: false });
  });

  it("the room at the screen's bottom is kept from the first frame's paint, and the element keeps that watcher", async () => {
    const roomElement = bannerUnderTag('ws-consent-banner-room');
    const el = await fixture<HTMLElement>(html`<ws-consent-banner-room position="bottom"></ws-consent-banner-room>`);
    const room = () =>
      `${document.documentElement.style.getPropertyValue('--ws-banner-room')} ` +
      `${document.querySelectorAll('[data-ws-banner-room]').length} spacer(s)`;
    paintFirstFrame(el, consentBus);
    // The room comes in the banner's first frame, before it paints (elements/consent-banner/room.ts).
    const kept = await beforeNextFrame(room);
    expect(Number.parseFloat(kept), `no room kept by the first frame: ${kept}`).to.be.above(0);
    expect(kept).to.match(/ 1 spacer/);
    const firstSection = section(el);
    roomElement.define();
    await waitUntil(() => section(el) && section(el) !== firstSection, 'the element did not take the root over');
    // Its effects, the room's among them, run after its render.
    await aTimeout(50);
    expect(room(), 'the element started a second watcher, or dropped the room').to.equal(kept);
    button(el, 'deny').click();
    await waitUntil(() => room() === '0px 0 spacer(s)', `the room stayed after the answer: ${room()}`);
  });

  it('the first frame alone gives the room back when it hides', async () => {
    const el = await painted(html`<ws-consent-banner position="bottom"></ws-consent-banner>`);
    const room = () => document.documentElement.style.getPropertyValue('--ws-banner-room');
    expect(Number.parseFloat(await beforeNextFrame(room))).to.be.above(0);
    button(el, 'deny').click();
    expect(`${room()} ${document.querySelectorAll('[data-ws-banner-room]').length}`).to.equal('0px 0');
  });

  // Last: once defined, the tag cannot be undefined again for the tests above.
  it('the React element takes the root over with the same markup, in one task', async () => {
    const el = await painted();
    const painting = shape(el.shadowRoot!);
    const root = el.shadowRoot!;
    // The visitor was in the banner once and has moved on: the take-over must not pull focus back.
    const elsewhere = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Weiter' });
    el.after(elsewhere);
    button(el, 'accept').focus();
    elsewhere.focus();
    const { define } = await import('../../elements/consent-banner/define.ts');
    define();
    // Upgraded and rendered synchronously: no frame without a banner in between.
    expect(el.shadowRoot).to.equal(root);
    expect(shape(root)).to.deep.equal(painting);
    await Promise.resolve();
    expect(document.activeElement === elsewhere, 'the take-over took focus').to.equal(true);
    await waitUntil(() => root.querySelector('[part~="accept"]'));
    (root.querySelector('[part~="deny"]') as HTMLButtonElement).click();
    expect(bus.getConsent().status).to.equal('deny');
    // The first frame no longer acts on the root it handed over: the element's revoke button stays.
    await waitUntil(() => root.querySelector('[part="revoke"]'), 'no revoke button after deny');
    await aTimeout(BANNER_HIDE_DELAY_MS + 100);
    expect(root.querySelector('[part="revoke"]')).to.not.equal(null);
  });
});

describe('the frame the server printed (docs/ARCHITECTURE.md#the-printed-banner)', () => {
  beforeEach(() => firstVisit());

  const TEMPLATES: PrintedBannerFile = {
    head: '',
    templates: printedTemplates(CHOOSABLE_CATEGORIES, `${tokenStyles}${bannerStyles}`),
    texts: { de: {}, en: {} },
  };

  /** The page's own settings printed into an undefined tag, as the demo server prints them. */
  async function printedHost(settings = bus.settings()): Promise<HTMLElement> {
    const printed = printedBanner(TEMPLATES, {
      settings,
      language: 'de',
      categoryNames: CATEGORY_NAMES,
      choosable: CHOOSABLE_CATEGORIES,
      returnTo: `${location.pathname}${location.search}`,
      nonce: '',
    });
    const wrapper = await fixture<HTMLElement>(html`<div></div>`);
    // Parsed as a server's HTML is: the template becomes the host's shadow root.
    wrapper.setHTMLUnsafe(printed.replaceAll('ws-consent-banner', 'ws-printed-banner'));
    const host = wrapper.firstElementChild as HTMLElement;
    expect(host.shadowRoot, 'no declarative shadow root').to.not.equal(null);
    return host;
  }

  it('is the markup the shell paints: kept node for node, only listeners are added, and a ticked switch stays', async () => {
    const host = await printedHost();
    const root = host.shadowRoot!;
    const section = root.querySelector('section')!;
    root.querySelector<HTMLInputElement>('input[name=marketing]')!.checked = true;
    paintFirstFrame(host, consentBus);
    expect(host.shadowRoot).to.equal(root);
    expect(root.querySelector('section')).to.equal(section);
    expect(host.hasAttribute(PRINTED_ATTRIBUTE)).to.equal(false);
    await expect(host).to.be.accessible();
    button(host, 'save').click();
    expect(bus.getConsent().categories.marketing).to.equal(true);
    expect(bus.getConsent().categories.statistics).to.equal(false);
    // Answered here: the form never posted (the test page is still this page).
    expect(root.querySelector('.saved')!.textContent).to.equal('Ihre Auswahl wurde gespeichert.');
  });

  it('printed under other settings (a banner answer changed them): painted anew with the settings of the page', async () => {
    const host = await printedHost({ ...bus.settings(), extra: { ...bus.settings().extra, header: 'Alt gedruckt' } });
    const section = host.shadowRoot!.querySelector('section')!;
    paintFirstFrame(host, consentBus);
    expect(host.shadowRoot!.querySelector('section')).to.not.equal(section);
    expect(host.shadowRoot!.querySelector('h2')!.textContent).to.equal('Cookie-Einstellungen');
    button(host, 'accept').click();
    expect(bus.getConsent().status).to.equal('allow');
  });

  it('a visitor who answered: the printed frame goes for the revoke button, and the tag no longer counts as printed', async () => {
    bus.denyAll();
    const host = await printedHost();
    paintFirstFrame(host, consentBus);
    expect([...host.shadowRoot!.childNodes].map((node) => (node as Element).getAttribute?.('part'))).to.deep.equal([
      'revoke',
    ]);
    expect(host.hasAttribute(PRINTED_ATTRIBUTE)).to.equal(false);
  });

  it('the printed wall comes open without script and becomes modal with it', async () => {
    firstVisit({ soft_cookiewall: true });
    const host = await printedHost();
    const dialog = host.shadowRoot!.querySelector('dialog')!;
    expect(dialog.open && !dialog.matches(':modal')).to.equal(true);
    paintFirstFrame(host, consentBus);
    expect(host.shadowRoot!.querySelector('dialog')).to.equal(dialog);
    expect(dialog.matches(':modal')).to.equal(true);
    button(host, 'deny').click();
    expect(dialog.isConnected).to.equal(false);
  });
});

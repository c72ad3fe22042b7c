import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { define } from '../../elements/consent-banner/define.ts';
import { BANNER_HIDE_DELAY_MS } from '../../elements/consent-banner/rules.ts';
import { startTestBus } from '../support/consent-page.ts';
import { capturingConsole } from '../support/console.ts';

const { bus, firstVisit } = startTestBus({
  consenttype: 'optin',
  use_categories: 'hidden',
  current_policy_id: '5',
  readmore_optin: '/datenschutz/',
  colorpalette_button_accept_background_color: '#0b57d0',
  colorpalette_background_color: 'url(javascript:alert(1))',
});
define();

const root = (el: HTMLElement) => el.shadowRoot!;
const bannerOf = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[part="banner"]');
const button = (el: HTMLElement, part: string) => root(el).querySelector<HTMLButtonElement>(`[part~="${part}"]`);

async function banner(template = html`<ws-consent-banner></ws-consent-banner>`): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(template);
  await waitUntil(() => bannerOf(el) || button(el, 'revoke'), 'banner did not render');
  return el;
}

describe('<ws-consent-banner>', () => {
  beforeEach(() => firstVisit());
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('opens by itself on a first visit: a labelled region, equal accept and deny, no focus theft', async () => {
    const el = await banner();
    const region = bannerOf(el)!;
    expect(region.localName).to.equal('section');
    expect(root(el).getElementById(region.getAttribute('aria-labelledby')!)!.textContent).to.equal(
      'Cookie-Einstellungen',
    );
    const accept = button(el, 'accept')!;
    const deny = button(el, 'deny')!;
    expect(accept.textContent).to.equal('Alle akzeptieren');
    expect(deny.textContent).to.equal('Ablehnen');
    expect(getComputedStyle(accept).backgroundColor).to.equal(getComputedStyle(deny).backgroundColor);
    expect(getComputedStyle(accept).fontSize).to.equal(getComputedStyle(deny).fontSize);
    expect(accept.offsetHeight).to.equal(deny.offsetHeight);
    expect(document.activeElement).to.equal(document.body);
    expect(getComputedStyle(region).position).to.equal('fixed');
    expect(root(el).querySelector('a[part="read-more"]')!.getAttribute('href')).to.equal('/datenschutz/');
  });

  it('while open at the bottom the page keeps its height free: scroll padding, room after the page and --ws-banner-room; an answer gives them back', async () => {
    document.documentElement.style.scrollPaddingBlockEnd = '12px';
    try {
      const el = await banner();
      const room = () => document.querySelector<HTMLElement>('body > [data-ws-banner-room]');
      await waitUntil(() => room(), 'no room after the page');
      const top = bannerOf(el)!.getBoundingClientRect().top;
      const expected = Math.ceil(innerHeight - top) + 8;
      expect(document.documentElement.style.scrollPaddingBlockEnd).to.equal(`${expected}px`);
      expect(room()!.style.blockSize).to.equal(`${expected}px`);
      expect(room()!.getAttribute('aria-hidden')).to.equal('true');
      // For sticky parts of the page, which no scroll moves clear.
      expect(document.documentElement.style.getPropertyValue('--ws-banner-room')).to.equal(`${expected}px`);
      button(el, 'deny')!.click();
      await waitUntil(() => !room(), 'the room stayed after the answer');
      // The page's own value comes back.
      expect(document.documentElement.style.scrollPaddingBlockEnd).to.equal('12px');
      expect(document.documentElement.style.getPropertyValue('--ws-banner-room')).to.equal('0px');
    } finally {
      document.documentElement.style.scrollPaddingBlockEnd = '';
    }
  });

  it('uses the palette of the settings, but only plain colours', async () => {
    const el = await banner();
    expect(el.style.getPropertyValue('--ws-banner-accept-background')).to.equal('#0b57d0');
    expect(el.style.getPropertyValue('--ws-banner-background')).to.equal('');
  });

  it('accept all: consent for everything, "saved" for a second, then it hides', async () => {
    const el = await banner();
    const hidden = oneEvent(el, 'ws-consent-banner-hide');
    button(el, 'accept')!.click();
    expect(bus.getConsent().status).to.equal('allow');
    await waitUntil(() => root(el).querySelector('[role=status]')!.textContent === 'Ihre Auswahl wurde gespeichert.');
    expect(bannerOf(el)).to.not.equal(null);
    await aTimeout(BANNER_HIDE_DELAY_MS / 2);
    expect(bannerOf(el), 'hid before 1000 ms').to.not.equal(null);
    const { detail } = await hidden;
    expect(detail.reason).to.equal('choice-made');
    expect(bannerOf(el)).to.equal(null);
  });

  it('deny: only functional, and the banner goes at once, its name with it', async () => {
    const el = await banner();
    // Its name is written once, as its heading, which names the region; nothing announces it again.
    const region = bannerOf(el)!;
    const heading = root(el).getElementById(region.getAttribute('aria-labelledby')!)!;
    const copies = [...root(el).querySelectorAll('*')].filter((node) => node.textContent === 'Cookie-Einstellungen');
    expect(`${heading.tagName} ${heading.textContent} | ${copies.length}`).to.equal('H2 Cookie-Einstellungen | 1');
    expect(root(el).querySelectorAll('[aria-live]').length, 'a live copy of its name').to.equal(0);
    button(el, 'preferences')!.click();
    await waitUntil(() => root(el).querySelector('legend'));
    expect(root(el).querySelector('legend')!.textContent).to.equal('Kategorien');
    button(el, 'deny')!.click();
    expect(bus.getConsent().status).to.equal('deny');
    expect(bus.hasConsent('statistics')).to.equal(false);
    await waitUntil(() => bannerOf(el) === null, 'banner stayed after deny', { timeout: BANNER_HIDE_DELAY_MS / 2 });
    // No stray copy of its name stays in the page, only the revoke button.
    await waitUntil(
      () => root(el).textContent === 'Einwilligung verwalten',
      `left in the page: "${root(el).textContent}"`,
    );
  });

  it('preferences: functional checked and fixed, the visitor’s choice saved as dismiss', async () => {
    const el = await banner();
    button(el, 'preferences')!.click();
    await waitUntil(() => root(el).querySelector('fieldset'));
    const boxes = [...root(el).querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    expect(boxes.map((box) => [box.checked, box.disabled])).to.deep.equal([
      [true, true],
      [false, false],
      [false, false],
      [false, false],
    ]);
    root(el).querySelector<HTMLInputElement>('input[name=statistics]')!.click();
    await waitUntil(() => button(el, 'save'));
    button(el, 'save')!.click();
    const state = bus.getConsent();
    expect(state.status).to.equal('dismiss');
    expect([state.categories.statistics, state.categories.marketing, state.categories.preferences]).to.deep.equal([
      true,
      false,
      false,
    ]);
  });

  it('"Einstellungen" is a disclosure: shown, focus on the first switch; pressed again, the switches go and focus stays on it', async () => {
    const el = await banner();
    const settings = button(el, 'preferences')!;
    expect([settings.getAttribute('aria-expanded'), settings.hasAttribute('aria-controls')]).to.deep.equal([
      'false',
      false,
    ]);
    settings.click();
    await waitUntil(
      () => root(el).activeElement === root(el).querySelector('input[name=preferences]'),
      'focus did not move to the first switch',
    );
    expect(settings.getAttribute('aria-expanded')).to.equal('true');
    expect(root(el).getElementById(settings.getAttribute('aria-controls')!)!.localName).to.equal('fieldset');
    expect([...root(el).querySelectorAll('.buttons button')].map((node) => node.getAttribute('part'))).to.deep.equal([
      'button accept',
      'button deny',
      'button preferences',
      'button save',
    ]);
    await expect(el).to.be.accessible();
    settings.focus();
    settings.click();
    await waitUntil(() => !root(el).querySelector('fieldset'), 'the switches did not go');
    expect([
      settings.getAttribute('aria-expanded'),
      settings.hasAttribute('aria-controls'),
      button(el, 'save'),
    ]).to.deep.equal(['false', false, null]);
    expect(root(el).activeElement).to.equal(settings);
  });

  it('the categories layout shows the switches at once; position and theme follow the attributes', async () => {
    const el = await banner(
      html`<ws-consent-banner layout="categories" position="bottom-left" theme="dark"></ws-consent-banner>`,
    );
    expect(root(el).querySelector('fieldset')).to.not.equal(null);
    expect(bannerOf(el)!.className).to.include('position-bottom-left');
    expect(bannerOf(el)!.className).to.include('theme-dark');
    expect(bannerOf(el)!.getBoundingClientRect().width).to.be.at.most(468);
  });

  it('on a phone the categories layout starts with message and three equal buttons; the switches with their purposes come behind "Einstellungen"', async () => {
    await setViewport({ width: 412, height: 823 });
    try {
      const el = await banner(html`<ws-consent-banner layout="categories"></ws-consent-banner>`);
      const visible = (node: Element | null) => node !== null && (node as HTMLElement).offsetWidth > 0;
      expect(visible(root(el).querySelector('fieldset')), 'switches in the first layer').to.equal(false);
      const shown = [...root(el).querySelectorAll<HTMLButtonElement>('.buttons button')].filter(visible);
      expect(shown.map((node) => node.textContent)).to.deep.equal(['Alle akzeptieren', 'Ablehnen', 'Einstellungen']);
      // Equal weight: one size, one fill, one font for all three.
      const looks = shown.map((node) => {
        const style = getComputedStyle(node);
        return `${node.offsetWidth}x${node.offsetHeight} ${style.backgroundColor} ${style.color} ${style.fontSize} ${style.fontWeight}`;
      });
      expect(new Set(looks).size, looks.join(' | ')).to.equal(1);
      // At most 40 % of the screen.
      const box = bannerOf(el)!.getBoundingClientRect();
      expect((box.width * box.height) / (412 * 823)).to.be.at.most(0.4);
      button(el, 'preferences')!.click();
      await waitUntil(() => visible(root(el).querySelector('fieldset')), 'the switches did not come');
      // A disclosure: it says it is open, and focus goes to the first switch it showed.
      expect(button(el, 'preferences')!.getAttribute('aria-expanded')).to.equal('true');
      expect(button(el, 'preferences')!.getAttribute('aria-controls')).to.equal(root(el).querySelector('fieldset')!.id);
      await waitUntil(
        () => root(el).activeElement === root(el).querySelector('input[name=preferences]'),
        'focus did not move to the first switch',
      );
      const purposes = [...root(el).querySelectorAll<HTMLInputElement>('fieldset input')].map(
        (input) => root(el).getElementById(input.getAttribute('aria-describedby')!)!.textContent,
      );
      expect(purposes).to.deep.equal([
        'Nötig, damit die Website funktioniert.',
        'Merkt sich Ihre Einstellungen, etwa Schriften.',
        'Zählt Besuche, damit wir die Website verbessern.',
        'Lädt Videos, Karten und Inhalte anderer Anbieter.',
      ]);
      await expect(el).to.be.accessible();
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('warns about an unknown position and uses bottom', async () => {
    const warnings = (
      await capturingConsole('warn', async () => {
        const el = await banner(html`<ws-consent-banner position="sideways"></ws-consent-banner>`);
        expect(bannerOf(el)!.className).to.include('position-bottom');
      })
    ).map((args) => String(args[0]));
    expect(warnings.some((w) => w.includes('"sideways"'))).to.equal(true);
  });

  it('the first Tab of the page lands in the open banner, though the page has controls before it; after a control of the page, Tab follows the page order', async () => {
    const page = await fixture<HTMLElement>(
      html`<div><button type="button">Vorher</button><ws-consent-banner></ws-consent-banner></div>`,
    );
    const el = page.querySelector<HTMLElement>('ws-consent-banner')!;
    await waitUntil(() => bannerOf(el), 'banner did not render');
    // The first Tab is the room watcher's, which the element fetches when no first frame started it (room-keeper.ts).
    await waitUntil(() => document.querySelector('body > [data-ws-banner-room]'), 'the room watcher did not start');
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement).to.equal(root(el).querySelector('a[part="read-more"]'));
    page.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement).to.equal(root(el).querySelector('a[part="read-more"]'));
  });

  it('keyboard only: Tab reaches the banner first, Enter chooses, Escape consents to nothing', async () => {
    const el = await banner();
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' });
    // Reading order: the privacy policy link in the message, then the buttons.
    expect(root(el).activeElement).to.equal(root(el).querySelector('a[part="read-more"]'));
    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement).to.equal(button(el, 'accept'));
    await sendKeys({ press: 'Escape' });
    expect(bus.getConsent().choiceMade).to.equal(false);
    expect(bannerOf(el)).to.not.equal(null);
    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement).to.equal(button(el, 'deny'));
    await sendKeys({ press: 'Enter' });
    expect(bus.getConsent().status).to.equal('deny');
  });

  it('the revoke button reopens the banner with the choices, and focus comes back to it', async () => {
    const el = await banner();
    button(el, 'deny')!.click();
    await waitUntil(() => button(el, 'revoke'), 'no revoke button');
    expect(button(el, 'revoke')!.textContent).to.equal('Einwilligung verwalten');
    button(el, 'revoke')!.focus();
    button(el, 'revoke')!.click();
    await waitUntil(() => root(el).querySelector('fieldset'), 'did not reopen with the categories');
    await waitUntil(() => root(el).activeElement === button(el, 'accept'), 'focus did not move into the banner');
    root(el).querySelector<HTMLInputElement>('input[name=marketing]')!.click();
    await waitUntil(() => root(el).querySelector<HTMLInputElement>('input[name=marketing]')!.checked);
    button(el, 'save')!.click();
    expect(bus.hasConsent('marketing')).to.equal(true);
    await waitUntil(
      () => button(el, 'revoke') && root(el).activeElement === button(el, 'revoke'),
      'focus not returned',
      {
        timeout: BANNER_HIDE_DELAY_MS * 3,
      },
    );
  });

  it('reopened, it closes without a new choice: by "Schließen" or by Escape; the choice stays and focus goes back to the revoke button', async () => {
    const el = await banner();
    expect(button(el, 'close'), 'a first visit closes only by a choice').to.equal(null);
    button(el, 'deny')!.click();
    await waitUntil(() => button(el, 'revoke'), 'no revoke button');
    const events: string[] = [];
    const watching = bus.consent$.subscribe((state) => events.push(String(state.status)));
    const recorded = events.length;
    for (const how of ['button', 'Escape'] as const) {
      button(el, 'revoke')!.focus();
      button(el, 'revoke')!.click();
      await waitUntil(() => root(el).activeElement === button(el, 'accept'), 'focus did not move into the banner');
      expect(button(el, 'close')!.textContent).to.equal('Schließen');
      // A switch moved, then closed without saving: nothing changes.
      root(el).querySelector<HTMLInputElement>('input[name=marketing]')!.click();
      if (how === 'button') button(el, 'close')!.click();
      else await sendKeys({ press: 'Escape' });
      await waitUntil(
        () => !bannerOf(el) && root(el).activeElement === button(el, 'revoke'),
        `${how}: not closed, or focus not on the revoke button`,
      );
    }
    watching.unsubscribe();
    expect(`${bus.getConsent().status} ${bus.hasConsent('marketing')} ${events.length - recorded}`).to.equal(
      'deny false 0',
    );
  });

  it('the revoke button: a small named corner control below panels, that steps aside while an off-canvas panel is open', async () => {
    const el = await banner();
    button(el, 'deny')!.click();
    await waitUntil(() => button(el, 'revoke'), 'no revoke button');
    const revoke = button(el, 'revoke')!;
    const box = revoke.getBoundingClientRect();
    expect(box.width).to.be.at.least(24);
    expect(box.height).to.be.at.least(24);
    expect(box.width * box.height, 'not a small control').to.be.at.most(48 * 48);
    expect(Math.round(window.innerHeight - box.bottom)).to.be.at.most(16);
    // Below off-canvas panels (2147482000) and the live-search results (1000).
    expect(Number(getComputedStyle(revoke).zIndex)).to.be.below(1000);
    const panel = document.createElement('div');
    document.body.append(panel);
    try {
      panel.dispatchEvent(
        new CustomEvent('ws-offcanvas-open', { bubbles: true, composed: true, detail: { id: 'x', cause: 'method' } }),
      );
      await waitUntil(() => revoke.offsetWidth === 0, 'the revoke button stayed beside an open panel');
      panel.dispatchEvent(
        new CustomEvent('ws-offcanvas-close', { bubbles: true, composed: true, detail: { id: 'x', cause: 'method' } }),
      );
      await waitUntil(() => revoke.offsetWidth > 0, 'the revoke button did not come back');
    } finally {
      panel.remove();
    }
  });

  it('the revoke button peeks out near the window edge, not under reduced motion', async () => {
    const el = await banner();
    button(el, 'deny')!.click();
    await waitUntil(() => button(el, 'revoke'));
    document.dispatchEvent(new MouseEvent('mousemove', { clientX: 5, clientY: 100 }));
    await waitUntil(() => button(el, 'revoke')!.classList.contains('peek'), 'no peek');
    await emulateMedia({ reducedMotion: 'reduce' });
    const calm = await banner();
    document.dispatchEvent(new MouseEvent('mousemove', { clientX: 5, clientY: 100 }));
    await aTimeout(50);
    expect(button(calm, 'revoke')!.classList.contains('peek')).to.equal(false);
  });

  it('soft cookie wall: a modal dialog that Escape does not close, until a choice', async () => {
    firstVisit({ soft_cookiewall: true });
    const el = await banner();
    const dialog = bannerOf(el) as HTMLDialogElement;
    expect(dialog.localName).to.equal('dialog');
    await waitUntil(() => dialog.open && dialog.matches(':modal'), 'wall is not modal');
    await sendKeys({ press: 'Escape' });
    expect(dialog.open).to.equal(true);
    await expect(el).to.be.accessible();
    button(el, 'deny')!.click();
    await waitUntil(() => !dialog.open, 'wall stayed after a choice');
  });

  it('auto-dismiss by time-out where allowed (opt-out), never for opt-in', async () => {
    firstVisit({ consenttype: 'optout', dismiss_on_timeout: true, extra: { dismiss_timeout: 200 } });
    const el = await banner();
    await waitUntil(() => bus.getConsent().status === 'dismiss', 'opt-out banner was not dismissed');
    expect(bus.hasConsent('marketing')).to.equal(true);
    await waitUntil(() => bannerOf(el) === null, 'banner stayed', { timeout: BANNER_HIDE_DELAY_MS * 3 });

    firstVisit({ consenttype: 'optin', dismiss_on_timeout: true, extra: { dismiss_timeout: 200 } });
    const optIn = await banner();
    await aTimeout(400);
    expect(bus.getConsent().choiceMade).to.equal(false);
    expect(bannerOf(optIn)).to.not.equal(null);
  });

  it('does not open when the bus says no banner (do-not-track off, consent type "other")', async () => {
    firstVisit({ consenttype: 'other' });
    const el = await fixture<HTMLElement>(html`<ws-consent-banner></ws-consent-banner>`);
    await aTimeout(50);
    expect(bannerOf(el)).to.equal(null);
  });

  it('speaks English on an English page', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div lang="en"><ws-consent-banner></ws-consent-banner></div>`);
    const el = wrapper.querySelector<HTMLElement>('ws-consent-banner')!;
    await waitUntil(() => bannerOf(el));
    expect(button(el, 'accept')!.textContent).to.equal('Accept all');
  });

  it('passes axe-core open (basic, categories) and closed (revoke button)', async () => {
    const basic = await banner();
    await expect(basic).to.be.accessible();
    const categories = await banner(html`<ws-consent-banner layout="categories"></ws-consent-banner>`);
    await expect(categories).to.be.accessible();
    button(categories, 'deny')!.click();
    await waitUntil(() => button(categories, 'revoke'));
    await expect(categories).to.be.accessible();
  });
});

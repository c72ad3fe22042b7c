// When the shell fetches <ws-lightbox>'s code (elements/lightbox/code-wanted.ts): at once for an
// address that names an item, else with the first interest in the wrapper or such an address later;
// a plain click on an item meanwhile is held for the element, any other click stays the browser's.
// The element is never defined here: the rule works on the undefined tag, as the shell gives it.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { whenCodeWanted } from '../../elements/lightbox/code-wanted.ts';
import { takeClickBeforeCode } from '../../elements/lightbox/clicks.ts';
import { FAILED_ATTRIBUTE } from '../../platform/element-states.ts';

/** A gallery of one picture, one ordinary link and one picture in a nested wrapper; what the rule answered. */
async function ask() {
  const gallery = await fixture<HTMLElement>(html`
    <ws-lightbox link-id="galerie">
      <a class="picture" href="/bilder/delle.jpg"><img alt="Delle" width="10" height="10" /></a>
      <a class="page" href="/kontakt/">Kontakt</a>
      <ws-lightbox><a class="inner" href="/bilder/kratzer.png">Kratzer</a></ws-lightbox>
    </ws-lightbox>
  `);
  const outcome = { waited: false, wanted: false };
  void whenCodeWanted(gallery, () => (outcome.waited = true)).then(() => (outcome.wanted = true));
  await aTimeout(0);
  return { gallery, outcome, link: (name: string) => gallery.querySelector<HTMLAnchorElement>(`a.${name}`)! };
}

/** Clicks `link` as the browser would; whether the click was let through to the browser (not prevented). */
function click(link: HTMLAnchorElement, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ...init });
  // The test's own last listener keeps the page where it is, after the rule has seen the click.
  const stay = (seen: Event) => {
    if (seen === event) event.preventDefault();
  };
  let letThrough = false;
  document.addEventListener('click', (seen) => (letThrough = seen === event && !seen.defaultPrevented), { once: true });
  document.addEventListener('click', stay, { once: true });
  link.dispatchEvent(event);
  return letThrough;
}

describe('<ws-lightbox> code: when the shell fetches it', () => {
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it('waits while nobody shows interest, and comes with the pointer, a press, focus or a key', async () => {
    for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown']) {
      const { link, outcome } = await ask();
      await aTimeout(30);
      expect(outcome, type).to.deep.equal({ waited: true, wanted: false });
      link('page').dispatchEvent(new Event(type, { bubbles: true, composed: true }));
      await aTimeout(0);
      expect(outcome.wanted, type).to.equal(true);
    }
  });

  it('comes at once when focus is already on a link: the interest came before the rule listened', async () => {
    const gallery = await fixture<HTMLElement>(html`<ws-lightbox><a href="/bilder/delle.jpg">Delle</a></ws-lightbox>`);
    gallery.querySelector('a')!.focus();
    let waited = false;
    await whenCodeWanted(gallery, () => (waited = true));
    expect(waited).to.equal(false);
  });

  it('comes at once for an address shaped like an item, and later with one', async () => {
    history.replaceState(null, '', '#galerie/2');
    const atOnce = await ask();
    expect(atOnce.outcome).to.deep.equal({ waited: false, wanted: true });
    history.replaceState(null, '', location.pathname);

    const later = await ask();
    location.hash = '#kontakt';
    await aTimeout(30);
    expect(later.outcome.wanted).to.equal(false);
    location.hash = '#galerie/3';
    await aTimeout(30);
    expect(later.outcome.wanted).to.equal(true);
  });

  it('holds a plain click on an item for the element; modifier clicks, ordinary links and inner wrappers stay links', async () => {
    const { gallery, link, outcome } = await ask();
    expect(click(link('page'))).to.equal(true);
    expect(click(link('picture'), { ctrlKey: true })).to.equal(true);
    expect(click(link('picture'), { button: 1 })).to.equal(true);
    expect(click(link('inner'))).to.equal(true);
    expect(takeClickBeforeCode(gallery)).to.equal(undefined);

    expect(click(link('picture'))).to.equal(false);
    await aTimeout(0);
    expect(outcome.wanted).to.equal(true);
    expect(takeClickBeforeCode(gallery)).to.equal(link('picture'));
    // Taken once.
    expect(takeClickBeforeCode(gallery)).to.equal(undefined);
  });

  it('makes a held click again when the code fails, so the browser opens the file', async () => {
    const { gallery, link } = await ask();
    expect(click(link('picture'))).to.equal(false);
    let again: MouseEvent | undefined;
    const seen = (event: Event) => {
      again = event as MouseEvent;
      event.preventDefault();
    };
    document.addEventListener('click', seen, { once: true });
    gallery.setAttribute(FAILED_ATTRIBUTE, '');
    await aTimeout(0);
    expect(again?.target).to.equal(link('picture'));
    expect(takeClickBeforeCode(gallery)).to.equal(undefined);
    // From now on every click is the browser's.
    expect(click(link('picture'))).to.equal(true);
  });
});

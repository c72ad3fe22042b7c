// The page's own placeholder for a blocked embed (consent-bus README, "Placeholders without
// script"): shown without script, taken over by the blocker, never doubled.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { startBlocker } from '../../consent-bus/blocker.ts';
import { placeholderStyles } from '../../consent-bus/placeholder-styles.ts';
import { testBus } from '../support/test-bus.ts';

const running: Array<{ stop(): void }> = [];

const bus = testBus;

function blockerFor(consent: ReturnType<typeof bus>) {
  const blocker = startBlocker(consent, document);
  running.push(blocker);
  return blocker;
}

const FRAME = '/test/elements/fixtures/pixel.svg?authored';
const AUTHOR_TEXT = 'Das Video wird erst geladen, wenn Sie der Kategorie „Marketing“ zustimmen.';

/** The page's markup: its own placeholder right before the marked iframe. */
const authored = (query = '') => html`<div style="width: 600px">
  <div class="ws-consent-placeholder" style="aspect-ratio: 16 / 9"><p>${AUTHOR_TEXT}</p></div>
  <iframe data-category="marketing" data-src="${FRAME}${query}" title="Rundgang" width="1200" height="675"></iframe>
</div>`;

/** Each placeholder's visible text and buttons, as strings (comparing DOM nodes can hang the runner). */
const placeholdersOf = (page: Element) =>
  [...page.querySelectorAll('.ws-consent-placeholder')].map(
    (box) =>
      `${box.querySelector('p')?.textContent} | ${[...box.querySelectorAll('button')].map((b) => b.textContent).join(', ')}`,
  );

describe("consent blocker: the page author's placeholder", () => {
  afterEach(() => {
    for (const blocker of running.splice(0)) blocker.stop();
  });

  it('is taken over, not doubled: its text stays, it gets a name and one accept button', async () => {
    const page = await fixture<HTMLElement>(authored('&a'));
    blockerFor(bus());
    expect(placeholdersOf(page)).to.deep.equal([`${AUTHOR_TEXT} | Marketing akzeptieren`]);
    const box = page.querySelector('.ws-consent-placeholder')!;
    expect(box.getAttribute('role')).to.equal('group');
    expect(box.getAttribute('aria-label')).to.equal('Blockierter Inhalt: Rundgang');
    expect(getComputedStyle(page.querySelector('iframe')!).display).to.equal('none');
    await expect(page).to.be.accessible();
  });

  it('goes on release and comes back, the same, on withdrawal', async () => {
    const page = await fixture<HTMLElement>(authored('&b'));
    const consent = bus();
    const blocker = blockerFor(consent);
    page.querySelector<HTMLButtonElement>('.ws-consent-placeholder button')!.click();
    await blocker.settled();
    const iframe = page.querySelector('iframe')!;
    expect(iframe.getAttribute('src')).to.equal(`${FRAME}&b`);
    expect(placeholdersOf(page)).to.deep.equal([]);
    expect(getComputedStyle(iframe).display).to.not.equal('none');

    consent.saveChoices({ marketing: false });
    expect(placeholdersOf(page)).to.deep.equal([`${AUTHOR_TEXT} | Marketing akzeptieren`]);
    expect(page.querySelector('.ws-consent-placeholder + iframe')?.getAttribute('title')).to.equal('Rundgang');
    expect(iframe.hasAttribute('src')).to.equal(false);
    expect(getComputedStyle(iframe).display).to.equal('none');
  });

  it('with consent already given, it stands in for the embed until the release takes it away', async () => {
    const page = await fixture<HTMLElement>(authored('&c'));
    const consent = bus();
    consent.acceptAll();
    const blocker = blockerFor(consent);
    await blocker.settled();
    expect(page.querySelector('iframe')!.getAttribute('src')).to.equal(`${FRAME}&c`);
    expect(placeholdersOf(page)).to.deep.equal([]);
    consent.saveChoices({ marketing: false });
    expect(placeholdersOf(page)).to.deep.equal([`${AUTHOR_TEXT} | Marketing akzeptieren`]);
  });

  it('hides the embed after it with the placeholder styles alone (no script needed)', async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(placeholderStyles);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
      const page = await fixture<HTMLElement>(authored('&d'));
      expect(getComputedStyle(page.querySelector('iframe')!).display).to.equal('none');
      page.querySelector('iframe')!.setAttribute('data-consent-released', '');
      expect(getComputedStyle(page.querySelector('iframe')!).display).to.not.equal('none');
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    }
  });

  it("markup added later cannot name a placeholder: it gets the blocker's own", async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    blockerFor(bus());
    page.insertAdjacentHTML(
      'beforeend',
      `<div class="ws-consent-placeholder"><p>Klicken Sie hier für Katzenbilder.</p></div><iframe data-category="marketing" data-src="${FRAME}&e" title="Katzen"></iframe>`,
    );
    await waitUntil(() => page.querySelectorAll('.ws-consent-placeholder').length === 2, 'no placeholder of its own');
    expect(placeholdersOf(page)).to.deep.equal([
      'Klicken Sie hier für Katzenbilder. | ',
      'Dieser Inhalt von localhost wird erst geladen, wenn Sie der Kategorie „Marketing“ zustimmen. | Marketing akzeptieren',
    ]);
  });

  it('only the box right before the embed counts', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <div class="ws-consent-placeholder"><p>Anderswo</p></div>
      <p>Dazwischen</p>
      <iframe data-category="marketing" data-src="${FRAME}&f" title="Rundgang"></iframe>
    </div>`);
    blockerFor(bus());
    expect(placeholdersOf(page)).to.deep.equal([
      'Anderswo | ',
      'Dieser Inhalt von localhost wird erst geladen, wenn Sie der Kategorie „Marketing“ zustimmen. | Marketing akzeptieren',
    ]);
  });
});

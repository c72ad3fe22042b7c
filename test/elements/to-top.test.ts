// <ws-to-top>: hidden at the top, shown beyond 200 px (with scroll-down-only only while
// going down), back to the top in 1200 ms (at once under reduced motion) with focus on the skip link
// or the main heading, the visitor's wheel taking over, never over the consent banner, an open panel
// or a control, left or right, named by the author's link, 44 px, axe.
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { define } from '../../elements/to-top/define.ts';
import type { WsToTopElement } from '../../elements/to-top/define.ts';
import { TO_TOP_SCROLL_MS } from '../../elements/to-top/rules.ts';
import { capturingConsole } from '../support/console.ts';
import { frames, scrollPage, useScrollPage } from '../support/scroll-page.ts';
import { afterThisTask } from '../support/tasks.ts';

define();

const pages: HTMLElement[] = [];
/** A long page: a skip link first, a main with its heading, the element in the footer. */
async function longPage(
  attributes = '',
  link = '<a href="#top">Nach oben</a>',
  skipLink = true,
): Promise<WsToTopElement> {
  const page = document.createElement('div');
  page.innerHTML = `${skipLink ? '<a class="skip" href="#inhalt">Zum Inhalt springen</a>' : ''}<main id="inhalt"><h1>Leistungen</h1><div style="height:5000px"></div></main><footer><ws-to-top ${attributes}>${link}</ws-to-top></footer>`;
  document.body.prepend(page);
  await afterThisTask();
  pages.push(page);
  return page.querySelector('ws-to-top') as WsToTopElement;
}
const ownLink = (el: Element) => el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="link"]')!;
const shown = (el: Element) =>
  ownLink(el).classList.contains('shown') && getComputedStyle(ownLink(el)).visibility === 'visible';
useScrollPage(async () => {
  for (const page of pages.splice(0)) page.remove();
  document.documentElement.removeAttribute('lang');
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('<ws-to-top> shows beyond 200 px', () => {
  it('hidden at the top and at 200 px, shown beyond, hidden again back up; 44 px in the bottom right corner; axe', async () => {
    const el = await longPage();
    await frames();
    expect(shown(el)).to.equal(false);
    await scrollPage(200);
    expect(shown(el)).to.equal(false);
    await scrollPage(201);
    await waitUntil(() => shown(el), 'not shown beyond 200 px');
    const box = ownLink(el).getBoundingClientRect();
    expect(
      `${box.width}x${box.height} ${Math.round(innerWidth - box.right)} ${Math.round(innerHeight - box.bottom)}`,
    ).to.equal('44x44 16 16');
    expect(ownLink(el).getAttribute('href')).to.equal('#top');
    await expect(el).to.be.accessible();
    await scrollPage(100);
    await waitUntil(() => !shown(el), 'still shown at 100 px');
    // Hidden (once faded), it is out of the tab order and the accessibility tree (visibility: hidden).
    await waitUntil(() => getComputedStyle(ownLink(el)).visibility === 'hidden', 'still visible');
  });

  it('scroll-down-only: shown while going down, hidden while going up', async () => {
    const el = await longPage('scroll-down-only');
    await scrollPage(1500);
    await waitUntil(() => shown(el), 'not shown going down');
    await scrollPage(1200);
    await waitUntil(() => !shown(el), 'still shown going up');
    await scrollPage(1300);
    await waitUntil(() => shown(el), 'not shown going down again');
  });

  it('position="left": the bottom left corner; an unknown position warns and is right', async () => {
    const left = await longPage('position="left"');
    await scrollPage(800);
    await waitUntil(() => shown(left));
    expect(Math.round(ownLink(left).getBoundingClientRect().left)).to.equal(16);
    pages.splice(0).forEach((page) => page.remove());
    const warnings = await capturingConsole('warn', async () => {
      const odd = await longPage('position="oben"');
      await frames();
      expect(odd.getAttribute('data-position')).to.equal('right');
    });
    expect(warnings.map((args) => args.join(' ')).join()).to.contain('attribute "position"');
  });

  it("named by the author's link; without one, by the page's language", async () => {
    const named = await longPage('', '<a href="#top">Zurück nach oben</a>');
    await frames();
    expect(ownLink(named).textContent).to.equal('Zurück nach oben');
    document.documentElement.setAttribute('lang', 'en');
    const english = await longPage('', '');
    await frames();
    expect(ownLink(english).textContent).to.equal('Back to top');
  });
});

describe('<ws-to-top> back to the top', () => {
  it('takes 1200 ms, easing, then focuses the skip link', async () => {
    const el = await longPage();
    await scrollPage(3000);
    await waitUntil(() => shown(el));
    const started = performance.now();
    ownLink(el).click();
    await new Promise((resolve) => setTimeout(resolve, TO_TOP_SCROLL_MS / 2));
    const halfway = scrollY;
    expect(halfway > 300 && halfway < 2700, `halfway at ${halfway}`).to.equal(true);
    await waitUntil(() => scrollY === 0, 'not at the top', { timeout: 3000 });
    expect(performance.now() - started).to.be.greaterThan(TO_TOP_SCROLL_MS - 50);
    await waitUntil(
      () => document.activeElement?.className === 'skip',
      `focus on ${document.activeElement?.outerHTML}`,
    );
    expect(location.hash).to.equal('');
  });

  it('under reduced motion at once; without a skip link, focus goes to the main heading', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await longPage('', '<a href="#top">Nach oben</a>', false);
    await scrollPage(2500);
    await waitUntil(() => shown(el));
    ownLink(el).click();
    expect(scrollY).to.equal(0);
    const heading = document.querySelector('main h1')!;
    expect(`${document.activeElement === heading} ${heading.getAttribute('tabindex')}`).to.equal('true -1');
  });

  it("the visitor's wheel takes over: the page stays where they leave it, focus stays theirs", async () => {
    const el = await longPage();
    await scrollPage(3000);
    await waitUntil(() => shown(el));
    ownLink(el).focus();
    ownLink(el).click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100 }));
    const left = scrollY;
    await new Promise((resolve) => setTimeout(resolve, TO_TOP_SCROLL_MS));
    expect(left > 0 && scrollY === left, `stopped at ${left}, now ${scrollY}`).to.equal(true);
    expect(document.activeElement).to.equal(el);
  });
});

describe('<ws-to-top> out of the way', () => {
  it('hidden while the consent banner asks and while a panel is open', async () => {
    const el = await longPage();
    await scrollPage(1000);
    await waitUntil(() => shown(el));
    document.dispatchEvent(new CustomEvent('ws-consent-banner-show', { bubbles: true, composed: true }));
    await waitUntil(() => !shown(el), 'shown over the banner');
    document.dispatchEvent(new CustomEvent('ws-consent-banner-hide', { bubbles: true, composed: true }));
    await waitUntil(() => shown(el), 'not back after the banner');
    const panel = document.createElement('div');
    document.body.append(panel);
    panel.dispatchEvent(new CustomEvent('ws-offcanvas-open', { bubbles: true, composed: true }));
    await waitUntil(() => !shown(el), 'shown over the panel');
    panel.dispatchEvent(new CustomEvent('ws-offcanvas-close', { bubbles: true, composed: true }));
    await waitUntil(() => shown(el), 'not back after the panel');
    panel.remove();
  });

  it('steps aside when the page rests with a control under it, and comes back with the next scroll', async () => {
    const el = await longPage();
    await scrollPage(1000);
    await waitUntil(() => shown(el));
    const control = document.createElement('button');
    control.textContent = 'Absenden';
    control.style.cssText = 'position:fixed;right:10px;bottom:10px;width:80px;height:60px;z-index:1';
    document.body.append(control);
    window.dispatchEvent(new Event('scrollend'));
    await waitUntil(() => !shown(el), 'lies over the button');
    control.remove();
    await scrollPage(1100);
    await waitUntil(() => shown(el), 'not back after a scroll');
  });

  /** A fixed box at the link's place (bottom right): a plain button, or a host whose shadow root holds one (or nothing). */
  function underTheLink(kind: 'button' | 'shadow-button' | 'shadow-plain'): HTMLElement {
    const box = document.createElement(kind === 'button' ? 'button' : 'div');
    box.style.cssText = 'position:fixed;right:10px;bottom:10px;width:80px;height:60px;z-index:1;display:block';
    if (kind !== 'button')
      box.attachShadow({ mode: 'open' }).innerHTML =
        kind === 'shadow-button'
          ? '<button style="width:80px;height:60px">Mehr</button>'
          : '<div style="width:80px;height:60px;background:#eee"></div>';
    else box.textContent = 'Absenden';
    document.body.append(box);
    pages.push(box);
    return box;
  }

  it('code that arrives while the page rests over a control: it stays aside without a scroll', async () => {
    underTheLink('button');
    await scrollPage(1000);
    const el = await longPage();
    await frames(6);
    expect(shown(el)).to.equal(false);
  });

  it('an instant jump from the top onto a control (the link hidden before it): aside after the jump', async () => {
    const el = await longPage();
    await frames();
    underTheLink('button');
    window.scrollTo({ top: 1500, behavior: 'instant' });
    await frames(6);
    expect(shown(el)).to.equal(false);
  });

  it("a control in another element's shadow root counts; a shadow root without one does not", async () => {
    const el = await longPage();
    await scrollPage(1000);
    await waitUntil(() => shown(el));
    const host = underTheLink('shadow-button');
    window.dispatchEvent(new Event('scrollend'));
    await waitUntil(() => !shown(el), 'lies over the button in the shadow root');
    host.remove();
    underTheLink('shadow-plain');
    await scrollPage(1100);
    window.dispatchEvent(new Event('scrollend'));
    await frames(4);
    expect(shown(el), 'stepped aside for a shadow root without a control').to.equal(true);
  });
});

// <ws-tooltip>: it describes its control (aria-describedby), shows 150 ms after the
// pointer rests on it, at once on focus, on a tap; stays while the pointer moves onto it; Escape
// and blur dismiss it; placed beside the control and flipped at the viewport's edge; without a
// control its text stays in place with a warning; axe.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { define } from '../../elements/tooltip/define.ts';
import { TOOLTIP_DELAY_MS } from '../../elements/tooltip/rules.ts';
import { capturingConsole } from '../support/console.ts';

define();

const pages: HTMLElement[] = [];
function termPage(
  attributes = 'for="begriff"',
  style = 'margin:200px 100px',
): { term: HTMLButtonElement; tip: HTMLElement } {
  const page = document.createElement('div');
  page.innerHTML = `<p style="${style}">Vermessen auf der <button type="button" id="begriff">Richtbank</button><ws-tooltip ${attributes}>Ein Messrahmen für die Karosserie.</ws-tooltip>.</p>`;
  document.body.prepend(page);
  pages.push(page);
  return { term: page.querySelector('button')!, tip: page.querySelector('ws-tooltip')! };
}
const isOpen = (tip: Element) => tip.matches(':popover-open');
const pointer = (
  target: Element,
  type: 'pointerenter' | 'pointerleave' | 'pointerdown',
  pointerType = 'mouse',
  relatedTarget: Element | null = null,
) =>
  target.dispatchEvent(
    new PointerEvent(type, { pointerType, relatedTarget, bubbles: type === 'pointerdown', composed: true }),
  );
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  await setViewport({ width: 800, height: 600 });
});
afterEach(() => {
  for (const page of pages.splice(0)) page.remove();
});

describe('<ws-tooltip>', () => {
  it('describes its control; hidden until asked; axe', async () => {
    const { term, tip } = termPage();
    await waitUntil(() => tip.getAttribute('popover') === 'manual', 'not a popover');
    expect(`${term.getAttribute('aria-describedby')} ${tip.getAttribute('role')} ${isOpen(tip)}`).to.equal(
      `${tip.id} tooltip false`,
    );
    expect(tip.id).to.match(/^ws-tooltip-\d+$/);
    await expect(term.parentElement!).to.be.accessible();
  });

  it('hover: shown after 150 ms, not before; stays while the pointer moves onto it; goes when it leaves both', async () => {
    const { term, tip } = termPage();
    await waitUntil(() => tip.hasAttribute('popover'));
    pointer(term, 'pointerenter');
    await wait(TOOLTIP_DELAY_MS - 100);
    expect(isOpen(tip)).to.equal(false);
    await wait(150);
    expect(isOpen(tip)).to.equal(true);
    // Above the term (its preferred side), the gap between.
    const tipBox = tip.getBoundingClientRect();
    const termBox = term.getBoundingClientRect();
    expect(`${tip.getAttribute('data-placement')} ${Math.round(termBox.top - tipBox.bottom)}`).to.equal('top 8');
    pointer(term, 'pointerleave', 'mouse', tip);
    pointer(tip, 'pointerenter');
    await wait(TOOLTIP_DELAY_MS + 100);
    expect(isOpen(tip), 'hoverable').to.equal(true);
    pointer(tip, 'pointerleave', 'mouse', document.body);
    await waitUntil(() => !isOpen(tip), 'still open after leaving');
  });

  it('focus shows it at once; Escape dismisses it and focus stays; blur hides it', async () => {
    const { term, tip } = termPage();
    await waitUntil(() => tip.hasAttribute('popover'));
    term.focus();
    expect(isOpen(tip)).to.equal(true);
    await expect(term.parentElement!).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    expect(`${isOpen(tip)} ${document.activeElement === term}`).to.equal('false true');
    term.blur();
    term.focus();
    expect(isOpen(tip)).to.equal(true);
    term.blur();
    expect(isOpen(tip)).to.equal(false);
  });

  it('focus on a term below the fold: the scroll focus brings keeps it beside the term; a scroll without focus hides it', async () => {
    const { term, tip } = termPage('for="begriff"', 'margin:2000px 100px 200px');
    await waitUntil(() => tip.hasAttribute('popover'));
    term.focus();
    // The scroll event of focus's own scrolling comes a frame later.
    await waitUntil(() => window.scrollY > 0, 'focus did not scroll');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(isOpen(tip), 'hidden by the scroll focus brought').to.equal(true);
    expect(Math.round(term.getBoundingClientRect().top - tip.getBoundingClientRect().bottom)).to.equal(8);
    term.blur();
    pointer(term, 'pointerdown', 'touch');
    expect(isOpen(tip)).to.equal(true);
    window.scrollBy(0, -50);
    await waitUntil(() => !isOpen(tip), 'a scroll without focus kept it');
    window.scrollTo(0, 0);
  });

  it('touch: a tap shows it, a second tap or a tap elsewhere hides it', async () => {
    const { term, tip } = termPage();
    await waitUntil(() => tip.hasAttribute('popover'));
    pointer(term, 'pointerdown', 'touch');
    expect(isOpen(tip)).to.equal(true);
    pointer(term, 'pointerdown', 'touch');
    expect(isOpen(tip)).to.equal(false);
    pointer(term, 'pointerdown', 'touch');
    pointer(document.body, 'pointerdown', 'touch');
    expect(isOpen(tip)).to.equal(false);
  });

  it('flips below a term at the top of the window, and stays inside a narrow one', async () => {
    await setViewport({ width: 320, height: 600 });
    const { term, tip } = termPage('for="begriff" placement="top"', 'margin:0;text-align:right');
    await waitUntil(() => tip.hasAttribute('popover'));
    term.focus();
    const box = tip.getBoundingClientRect();
    expect(tip.getAttribute('data-placement')).to.equal('bottom');
    expect(box.right).to.be.at.most(320);
    expect(box.left).to.be.at.least(0);
  });

  it('anchored where the browser can (Chromium): the control is its anchor, the browser places and flips it; given back on removal', async () => {
    expect(CSS.supports('position-area', 'top'), 'this Chromium has anchor positioning').to.equal(true);
    const page = document.createElement('div');
    // The page's own anchor name on the control, there before the tooltip.
    page.innerHTML = `<p style="margin:200px 100px">Vermessen auf der <button type="button" id="begriff" style="anchor-name: --page-own">Richtbank</button><ws-tooltip for="begriff" placement="right">Ein Messrahmen.</ws-tooltip>.</p>`;
    document.body.prepend(page);
    pages.push(page);
    const term = page.querySelector('button')!;
    const tip = page.querySelector('ws-tooltip')!;
    await waitUntil(() => tip.hasAttribute('popover'));
    expect(term.style.getPropertyValue('anchor-name')).to.match(/^--page-own, --ws-tooltip-anchor-\d+$/);
    term.focus();
    expect(
      `${tip.style.getPropertyValue('position-area')} ${tip.style.getPropertyValue('left')} ${tip.getAttribute('data-placement')}`,
    ).to.equal('right  right');
    const tipBox = tip.getBoundingClientRect();
    const termBox = term.getBoundingClientRect();
    expect(Math.round(tipBox.left - termBox.right)).to.equal(8);
    // At the right edge the browser flips it to the left (position-try-fallbacks), still anchored.
    term.blur();
    term.parentElement!.style.cssText = 'margin: 200px 0; text-align: right';
    term.focus();
    expect(`${tip.style.getPropertyValue('position-area')} ${tip.getAttribute('data-placement')}`).to.equal(
      'right left',
    );
    expect(Math.round(term.getBoundingClientRect().left - tip.getBoundingClientRect().right)).to.equal(8);
    tip.remove();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(term.style.getPropertyValue('anchor-name')).to.equal('--page-own');
  });

  it('without a control (no "for", or no such id): a warning, and its text stays in place', async () => {
    const warnings = await capturingConsole('warn', async () => {
      const { tip } = termPage('for="gibt-es-nicht"');
      const other = termPage('');
      await new Promise((resolve) => requestAnimationFrame(resolve));
      for (const element of [tip, other.tip])
        expect(`${element.hasAttribute('popover')} ${element.getClientRects().length > 0}`).to.equal('false true');
    });
    expect(warnings.map((args) => args.join(' '))).to.deep.equal([
      '<ws-tooltip> attribute "for" names no element: "gibt-es-nicht"; its text stays in place',
      '<ws-tooltip> needs the attribute "for" (the id of the control it describes); its text stays in place',
    ]);
  });
});

// The placeholders take their category names from the bus's one table, so an English page
// gets English placeholders (the text, the group's name and the accept button).
import { expect, fixture, html } from '@open-wc/testing';
import { startBlocker } from '../../consent-bus/blocker.ts';
import { testBus } from '../support/test-bus.ts';

describe('consent blocker: placeholders in the page’s language', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('English inside lang="en", German elsewhere', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <div lang="en"><iframe data-category="statistics" data-src="https://player.vimeo.com/video/1" title="Workshop tour" width="560" height="315"></iframe></div>
      <div><iframe data-category="statistics" data-src="https://player.vimeo.com/video/2" width="560" height="315"></iframe></div>
    </div>`);
    const consent = testBus();
    stop = startBlocker(consent).stop;
    const [english, german] = [...page.querySelectorAll<HTMLElement>('.ws-consent-placeholder')];
    expect(english!.getAttribute('aria-label')).to.equal('Blocked content: Workshop tour');
    expect(english!.querySelector('p')!.textContent).to.equal(
      'This content from Vimeo loads only once you accept the category “Statistics”.',
    );
    expect(english!.querySelector('button')!.textContent).to.equal('Accept Statistics');
    expect(german!.getAttribute('aria-label')).to.equal('Blockierter Inhalt von Vimeo');
    expect(german!.querySelector('button')!.textContent).to.equal('Statistiken akzeptieren');
    await expect(page).to.be.accessible();
    english!.querySelector('button')!.click();
    expect(consent.hasConsent('statistics')).to.equal(true);
    expect(consent.hasConsent('marketing')).to.equal(false);
  });
});

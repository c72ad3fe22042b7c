// When the shell fetches <ws-video-background>'s code (elements/video-background/code-wanted.ts): at
// once where the video may play, else only once it may (a phone widened, reduced motion or the
// animation status lifted), with the element's data-state meanwhile. The element is never defined
// here: the rule works on the undefined tag, as the shell gives it.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { whenCodeWanted } from '../../elements/video-background/code-wanted.ts';

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 800 };

/** A section as the demo's hero has it (an authored poster), or as `markup` says; what the rule answered after a moment. */
async function ask(
  section = html`<ws-video-background src="/video/zeitraffer.webm"
  ><img slot="poster" alt="" width="16" height="9" /><p>Text</p></ws-video-background
>`,
) {
  const host = await fixture<HTMLElement>(section);
  const outcome = { waited: false, wanted: false, host };
  void whenCodeWanted(host, () => (outcome.waited = true)).then(() => (outcome.wanted = true));
  await aTimeout(50);
  return outcome;
}

describe('<ws-video-background> code: when the shell fetches it', () => {
  beforeEach(async () => {
    await setViewport(WIDE);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  afterEach(() => document.documentElement.removeAttribute('data-ws-animations'));

  it('comes at once where the video may play, and leaves data-state to the element', async () => {
    const outcome = await ask();
    expect([outcome.waited, outcome.wanted]).to.deep.equal([false, true]);
    expect(outcome.host.hasAttribute('data-state')).to.equal(false);
  });

  it('waits on a phone, says "phone", and comes once the view is wide', async () => {
    await setViewport(PHONE);
    const outcome = await ask();
    expect([outcome.waited, outcome.wanted]).to.deep.equal([true, false]);
    expect(outcome.host.getAttribute('data-state')).to.equal('phone');
    await setViewport(WIDE);
    await aTimeout(50);
    expect(outcome.wanted).to.equal(true);
  });

  it('waits under reduced motion ("no-motion", before "phone"), and comes once motion is allowed again', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    await setViewport(PHONE);
    const outcome = await ask();
    expect(outcome.host.getAttribute('data-state')).to.equal('no-motion');
    await emulateMedia({ reducedMotion: 'no-preference' });
    await aTimeout(50);
    // Still a phone: it goes on waiting, and says so.
    expect([outcome.wanted, outcome.host.getAttribute('data-state')]).to.deep.equal([false, 'phone']);
    await setViewport(WIDE);
    await aTimeout(50);
    expect(outcome.wanted).to.equal(true);
  });

  it("follows the site's animation status on <html>", async () => {
    document.documentElement.setAttribute('data-ws-animations', 'off');
    const outcome = await ask();
    expect([outcome.waited, outcome.host.getAttribute('data-state')]).to.deep.equal([true, 'no-motion']);
    document.documentElement.setAttribute('data-ws-animations', 'desktop');
    await aTimeout(50);
    expect(outcome.wanted).to.equal(true);
  });

  it('says "no-source" for a src that is no video, as the element does', async () => {
    await setViewport(PHONE);
    const outcome = await ask(
      html`<ws-video-background src="javascript:alert(1)"><img slot="poster" alt="" /></ws-video-background>`,
    );
    expect([outcome.waited, outcome.host.getAttribute('data-state')]).to.deep.equal([true, 'no-source']);
  });

  it('comes at once when only the poster attribute names the picture: the element draws it', async () => {
    await setViewport(PHONE);
    const outcome = await ask(
      html`<ws-video-background src="/v.webm" poster="/p.svg"><p>Text</p></ws-video-background>`,
    );
    expect([outcome.waited, outcome.wanted]).to.deep.equal([false, true]);
  });

  it('comes when a script takes the authored poster away and leaves the attribute’s picture', async () => {
    await setViewport(PHONE);
    const outcome = await ask(
      html`<ws-video-background src="/v.webm" poster="/p.svg"><img slot="poster" alt="" /></ws-video-background>`,
    );
    expect(outcome.waited).to.equal(true);
    outcome.host.querySelector('img')!.remove();
    await aTimeout(50);
    expect(outcome.wanted).to.equal(true);
  });
});

import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define } from '../../elements/manage-consent/define.ts';
import { startTestBus } from '../support/consent-page.ts';
import { capturingConsole } from '../support/console.ts';
import { MANAGE_TEXTS, RELOAD_RETURN_KEY } from '../../elements/manage-consent/rules.ts';
import { MAX_SERVER_ANSWER_CHARS } from '../../consent-bus/sanitize.ts';
import { manageConsentReserve, manageConsentReserveWhileLoading } from '../../elements/manage-consent/reserve.ts';
import { reserveStylesFor } from '../../shell/reserve.ts';

declare global {
  interface Window {
    __pwned?: number;
  }
}

const { bus, firstVisit } = startTestBus({ consenttype: 'optin', current_policy_id: '2' });
define();

const realFetch = window.fetch;

/** A stand-in manage_consent_html endpoint answering `body` (a JSON string, as WordPress does). */
function serverText(body: string): void {
  window.fetch = (async () =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
}

const switchFor = (el: HTMLElement, name: string) =>
  el.shadowRoot!.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
const statusFor = (el: HTMLElement, name: string) => el.shadowRoot!.getElementById(`status-${name}`)!.textContent;

async function container(template = html`<ws-manage-consent></ws-manage-consent>`) {
  const el = await fixture<HTMLElement>(template);
  await waitUntil(() => el.shadowRoot?.querySelector('input[name=marketing]'), 'switches did not render');
  return el;
}

describe('<ws-manage-consent>', () => {
  beforeEach(() => firstVisit());
  afterEach(() => {
    window.fetch = realFetch;
  });

  it('shows each category with its accepted/denied status; functional is always on', async () => {
    const el = await container();
    const functional = el.shadowRoot!.querySelector<HTMLInputElement>('input[disabled]')!;
    expect(functional.checked).to.equal(true);
    expect(statusFor(el, 'functional')).to.equal('Immer aktiv');
    for (const name of ['preferences', 'statistics', 'marketing']) {
      expect(switchFor(el, name).checked, name).to.equal(false);
      expect(statusFor(el, name)).to.equal('Abgelehnt');
    }
  });

  it('a switch changes consent, and a change elsewhere shows here at once', async () => {
    const el = await container();
    switchFor(el, 'statistics').click();
    expect(bus.hasConsent('statistics')).to.equal(true);
    expect(bus.hasConsent('marketing')).to.equal(false);
    await waitUntil(() => statusFor(el, 'statistics') === 'Akzeptiert');
    bus.acceptAll();
    await waitUntil(
      () => switchFor(el, 'marketing').checked && statusFor(el, 'marketing') === 'Akzeptiert',
      'not in step with the bus',
    );
  });

  it('after the reload a switch caused, focus is back on that switch, with a word that the choice was saved; the mark is used once', async () => {
    sessionStorage.setItem(RELOAD_RETURN_KEY, 'statistics');
    const el = await container();
    await waitUntil(() => el.shadowRoot!.activeElement === switchFor(el, 'statistics'), 'focus is not on the switch');
    const saved = el.shadowRoot!.getElementById('saved-statistics')!;
    expect(saved.textContent).to.equal('Ihre Auswahl wurde gespeichert. Die Seite wurde dafür neu geladen.');
    expect(saved.getAttribute('role')).to.equal('status');
    expect(switchFor(el, 'statistics').getAttribute('aria-describedby')).to.equal('status-statistics saved-statistics');
    expect(sessionStorage.getItem(RELOAD_RETURN_KEY)).to.equal(null);
  });

  it('a garbled reload mark is ignored: no focus taken, no word shown', async () => {
    sessionStorage.setItem(RELOAD_RETURN_KEY, '"><img src=x onerror=alert(1)>');
    const el = await container();
    expect(el.shadowRoot!.activeElement).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="saved"]')).to.equal(null);
    expect(sessionStorage.getItem(RELOAD_RETURN_KEY)).to.equal(null);
  });

  it('loads manage_consent_html and shows it only after DOMPurify', async () => {
    window.__pwned = undefined;
    const el = await container(html`<ws-manage-consent src="/test/elements/fixtures/manage.json"></ws-manage-consent>`);
    await waitUntil(() => el.shadowRoot!.querySelector('.server-text'), 'server text not shown');
    const text = el.shadowRoot!.querySelector('.server-text')!;
    expect(text.textContent).to.include('Hier sehen Sie Ihre Auswahl.');
    expect(text.querySelector('script')).to.equal(null);
    expect(text.querySelector('[onerror], [onclick], [style]')).to.equal(null);
    expect(text.querySelector('a[href^="javascript"]')).to.equal(null);
    expect(text.querySelector('a[href="/datenschutz/"]')).to.not.equal(null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.__pwned).to.equal(undefined);
  });

  it('a failed load shows the switches alone, with a warning', async () => {
    const warnings = await capturingConsole('warn', async () => {
      const el = await container(
        html`<ws-manage-consent src="/test/elements/fixtures/missing-manage.json"></ws-manage-consent>`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(el.shadowRoot!.querySelector('.server-text')).to.equal(null);
    });
    expect(warnings.some((args) => String(args[0]).includes('showing the switches alone'))).to.equal(true);
  });

  it('a failed load says so in one line beside the switches, in the page’s language', async () => {
    for (const [lang, texts] of [
      ['de', MANAGE_TEXTS.de],
      ['en', MANAGE_TEXTS.en],
    ] as const) {
      await capturingConsole('warn', async () => {
        const wrapper = await fixture<HTMLElement>(
          html`<div lang=${lang}><ws-manage-consent src="/test/elements/fixtures/missing-manage.json"></ws-manage-consent></div>`,
        );
        const el = wrapper.querySelector<HTMLElement>('ws-manage-consent')!;
        await waitUntil(() => el.shadowRoot?.querySelector('.load-failed'), `no failure line (${lang})`);
        const line = el.shadowRoot!.querySelector('.load-failed')!;
        expect(line.textContent).to.equal(texts.loadFailed);
        expect(el.shadowRoot!.querySelectorAll('.load-failed')).to.have.length(1);
        expect(switchFor(el, 'marketing')).to.not.equal(null);
        await expect(el).to.be.accessible();
      });
    }
    expect(MANAGE_TEXTS.de.loadFailed).to.match(/konnte nicht geladen werden/);
  });

  it('a link of the server text to the page it is on (the privacy page) becomes its words; other links stay', async () => {
    serverText(
      `<p>Mehr in unserer <a href="${location.href}">Datenschutzerklärung</a> und im <a href="/impressum/">Impressum</a>.</p>`,
    );
    const el = await container(html`<ws-manage-consent src="/manage-consent-html"></ws-manage-consent>`);
    await waitUntil(() => el.shadowRoot!.querySelector('.server-text'), 'server text not shown');
    const text = el.shadowRoot!.querySelector('.server-text')!;
    expect(text.textContent).to.equal('Mehr in unserer Datenschutzerklärung und im Impressum.');
    expect([...text.querySelectorAll('a')].map((link) => link.getAttribute('href'))).to.deep.equal(['/impressum/']);
  });

  it('an answer over the size cap is not parsed: the switches alone, the failure line, one warning naming the size', async () => {
    // Just over the cap, as markup that would be costly to parse: never handed to the parser.
    serverText('<b>'.repeat(Math.ceil(MAX_SERVER_ANSWER_CHARS / 3)));
    const warnings = await capturingConsole('warn', async () => {
      const el = await container(html`<ws-manage-consent src="/manage-consent-html"></ws-manage-consent>`);
      await waitUntil(() => el.shadowRoot?.querySelector('.load-failed'), 'no failure line');
      expect(el.shadowRoot!.querySelector('.server-text')).to.equal(null);
      expect(switchFor(el, 'marketing')).to.not.equal(null);
    });
    const named = warnings.filter((args) => String(args[0]).includes(`more than the ${MAX_SERVER_ANSWER_CHARS}`));
    expect(named).to.have.length(1);
  });

  it('server text follows the one profile: no CSS, no forms, marked embeds held and checked', async () => {
    serverText(
      [
        '<p id="kept">Ihre Auswahl.</p>',
        '<style>ws-consent-banner { display: none }</style>',
        '<form action="https://hostile.invalid/"><input name="q"><button formaction="https://hostile.invalid/">Los</button></form>',
        '<button form="x" formaction="https://hostile.invalid/">Knopf</button>',
        '<iframe title="frei" src="https://hostile.invalid/frame"></iframe>',
        '<iframe title="Video" data-category="marketing" src="https://www.youtube-nocookie.com/embed/a" srcdoc="<script>parent.__pwned=5</script>"></iframe>',
        '<img alt="Karte" data-category="marketing" src="https://hostile.invalid/map.png">',
        '<a data-category="functional" data-href="javascript:window.__pwned=6">Link</a>',
        '<link rel="stylesheet" href="https://hostile.invalid/a.css"><meta http-equiv="refresh" content="0;url=https://hostile.invalid/"><base href="https://hostile.invalid/">',
      ].join(''),
    );
    window.__pwned = undefined;
    const el = await container(html`<ws-manage-consent src="/texte/cookies.json"></ws-manage-consent>`);
    await waitUntil(() => el.shadowRoot!.querySelector('#kept'), 'server text not shown');
    const text = el.shadowRoot!.querySelector('.server-text')!;
    expect(
      text.querySelector('style, [style], form, link, meta, base, [action], [formaction], [form], [srcdoc]')?.outerHTML,
    ).to.equal(undefined);
    const frames = [...text.querySelectorAll('iframe')];
    expect(frames.map((frame) => frame.title)).to.deep.equal(['Video']);
    expect(frames[0]!.hasAttribute('src')).to.equal(false);
    expect(frames[0]!.getAttribute('data-src')).to.equal('https://www.youtube-nocookie.com/embed/a');
    const image = text.querySelector('img')!;
    expect(image.hasAttribute('src')).to.equal(false);
    expect(image.getAttribute('data-src')).to.equal('https://hostile.invalid/map.png');
    const link = [...text.querySelectorAll('a')].find((anchor) => anchor.textContent === 'Link')!;
    expect(link.hasAttribute('data-href')).to.equal(false);
    expect(link.hasAttribute('href')).to.equal(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.__pwned).to.equal(undefined);
  });

  it('refuses a javascript: src', async () => {
    const warnings = await capturingConsole('warn', async () => {
      await container(html`<ws-manage-consent src="javascript:alert(1)"></ws-manage-consent>`);
    });
    expect(warnings.some((args) => String(args[0]).includes('not an http(s) or relative URL'))).to.equal(true);
  });

  it("its switches take the place of the page's no-JS note, which is then neither shown nor read out", async () => {
    const el = await container(
      html`<ws-manage-consent><div class="no-script-note"><h2>Ihre Cookie-Einstellungen</h2><p>Die Schalter erscheinen hier, sobald JavaScript aktiv ist.</p></div></ws-manage-consent>`,
    );
    const note = el.querySelector('.no-script-note')!;
    expect(note.getClientRects().length, 'the note has no box').to.equal(0);
    expect(el.shadowRoot!.querySelector('slot'), 'no slot shows it').to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('input[role=switch]').length).to.equal(4);
    await expect(el).to.be.accessible();
  });

  it('a text the page printed (slot "text") shows below the heading, and nothing is fetched', async () => {
    let fetched = 0;
    window.fetch = (async () => {
      fetched += 1;
      return new Response('"<p>Geholt</p>"');
    }) as typeof fetch;
    const el = await container(
      html`<ws-manage-consent src
        ><div slot="text"><p>Gedruckt: Hier sehen Sie Ihre Wahl.</p></div
        ><p class="no-script-note">Ohne JavaScript keine Schalter.</p></ws-manage-consent
      >`,
    );
    const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot[name=text]')!;
    expect(slot.assignedElements().map((text) => text.textContent)).to.deep.equal([
      'Gedruckt: Hier sehen Sie Ihre Wahl.',
    ]);
    expect(slot.previousElementSibling!.localName).to.equal('h2');
    expect(el.querySelector('.no-script-note')!.getClientRects().length, 'the note has no box').to.equal(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetched).to.equal(0);
    expect(el.shadowRoot!.querySelector('.server-text')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  describe('a printed text does not move at the upgrade', () => {
    const PROBE_TAG = 'ws-manage-consent-probe';
    const probeSheet = new CSSStyleSheet();
    probeSheet.replaceSync(
      reserveStylesFor([
        {
          tag: PROBE_TAG,
          reserve: { '': manageConsentReserve },
          reserveWhileLoading: manageConsentReserveWhileLoading,
        },
      ]),
    );
    before(() => {
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, probeSheet];
    });
    after(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== probeSheet);
    });

    it('the text and the box are where the never-defined tag had them, in a serif page font, narrow and wide', async () => {
      const text =
        '<p>Hier sehen Sie, welchen Kategorien Sie zugestimmt haben.</p><p>Funktionale Cookies sind nötig.</p>';
      const page = await fixture<HTMLElement>(html`
        <div style="font: 17px/1.7 Georgia, 'DejaVu Serif', serif">
          <ws-manage-consent-probe src .innerHTML=${`<div slot="text">${text}</div><p>Notiz</p>`}></ws-manage-consent-probe>
          <ws-manage-consent src .innerHTML=${`<div slot="text">${text}</div><p>Notiz</p>`}></ws-manage-consent>
        </div>
      `);
      const [before, after] = [...page.children] as HTMLElement[];
      await waitUntil(() => after!.shadowRoot?.querySelector('input[name=marketing]'), 'switches did not render');
      // Below 360 px a switch's row may wrap, as its status needs (the page cannot know it): there only the text counts.
      const boxOf = (host: HTMLElement, width: number) => {
        const outer = host.getBoundingClientRect();
        const inner = host.querySelector('[slot=text]')!.getBoundingClientRect();
        const box = [inner.left - outer.left, inner.top - outer.top, inner.width, inner.height];
        return [...box, ...(width >= 360 ? [outer.height] : [])].map(Math.round);
      };
      const moved: string[] = [];
      for (const width of [300, 360, 412, 640, 900]) {
        page.style.width = `${width}px`;
        const [was, is] = [boxOf(before!, width), boxOf(after!, width)];
        if (was.join() !== is.join()) moved.push(`${width} px: ${was.join(' ')} → ${is.join(' ')}`);
      }
      expect(moved, 'text (left, top, width, height) and host height that differ').to.deep.equal([]);
    });
  });

  it('passes axe-core, with and without the server text', async () => {
    await expect(await container()).to.be.accessible();
    const withText = await container(
      html`<ws-manage-consent src="/test/elements/fixtures/manage-clean.json"></ws-manage-consent>`,
    );
    await waitUntil(() => withText.shadowRoot!.querySelector('.server-text'));
    await expect(withText).to.be.accessible();
  });
});

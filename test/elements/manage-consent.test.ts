import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define } from '../../elements/manage-consent/define.ts';
import { startTestBus } from '../support/consent-page.ts';
import { capturingConsole } from '../support/console.ts';

declare global {
  interface Window {
    __pwned?: number;
  }
}

const { bus, firstVisit } = startTestBus({ consenttype: 'optin', current_policy_id: '2' });
define();

const switchFor = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
const statusFor = (el: HTMLElement, name: string) => el.shadowRoot!.getElementById(`status-${name}`)!.textContent;

async function container(template = html`<ws-manage-consent></ws-manage-consent>`) {
  const el = await fixture<HTMLElement>(template);
  await waitUntil(() => el.shadowRoot?.querySelector('input[name=marketing]'), 'switches did not render');
  return el;
}

describe('<ws-manage-consent>', () => {
  beforeEach(() => firstVisit());

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
    await waitUntil(() => switchFor(el, 'marketing').checked && statusFor(el, 'marketing') === 'Akzeptiert', 'not in step with the bus');
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
      const el = await container(html`<ws-manage-consent src="/test/elements/fixtures/missing-manage.json"></ws-manage-consent>`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(el.shadowRoot!.querySelector('.server-text')).to.equal(null);
    });
    expect(warnings.some((args) => String(args[0]).includes('showing the switches alone'))).to.equal(true);
  });

  it('refuses a javascript: src', async () => {
    const warnings = await capturingConsole('warn', async () => {
      await container(html`<ws-manage-consent src="javascript:alert(1)"></ws-manage-consent>`);
    });
    expect(warnings.some((args) => String(args[0]).includes('not an http(s) or relative URL'))).to.equal(true);
  });

  it('passes axe-core, with and without the server text', async () => {
    await expect(await container()).to.be.accessible();
    const withText = await container(html`<ws-manage-consent src="/test/elements/fixtures/manage-clean.json"></ws-manage-consent>`);
    await waitUntil(() => withText.shadowRoot!.querySelector('.server-text'));
    await expect(withText).to.be.accessible();
  });
});

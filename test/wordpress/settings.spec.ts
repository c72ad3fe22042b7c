// The settings page Settings → "ws Consent" (wordpress/ws/includes/admin-settings.php) used as a
// site owner uses it, in the browser: texts, colour and read-more link reach the visitor's banner;
// hostile texts stay text on both sides; refused values keep the old value with a message naming
// the field; "Neue Richtlinienversion" asks every visitor again; an Author cannot open the page.
// The rules themselves are tested by phpunit (test/php/). Every test starts from the settings the
// site had before this file, and the file leaves them so for the specs after it.
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { elementsSettled, expect, test } from '../e2e/fixtures.ts';
import { logIn, siteCommand, useSettings } from './site.ts';

const SETTINGS = '/wp-admin/options-general.php?page=ws-consent';
/**
 * What "Alle akzeptieren" loads on /kontakt/: the author's marked map and video, and the services
 * of the whole site the plugin holds at the source (wordpress/local/demo-site.php): gtag.js
 * (statistics), Google Fonts (preferences), the Meta Pixel (marketing).
 */
const ACCEPT_ALL_HOSTS = [
  'connect.facebook.net',
  'fonts.googleapis.com',
  'www.google.com',
  'www.googletagmanager.com',
  'www.youtube-nocookie.com',
];

/** The settings as the site had them before this file (the settings revision aside: it only goes up). */
let before: Record<string, unknown>;

test.beforeAll(() => {
  const { settings_revision: _revision, ...settings } = JSON.parse(siteCommand('settings', { values: {} })) as Record<
    string,
    unknown
  >;
  before = settings;
});
test.beforeEach(() => useSettings(before));
test.afterAll(() => useSettings(before));

async function settle(page: Page): Promise<void> {
  await elementsSettled(page);
  await page.waitForLoadState('networkidle');
}

/** The settings page, logged in as the administrator (logging in loads the dashboard, the slowest page). */
async function openSettings(page: Page): Promise<void> {
  await logIn(page, 'admin');
  await page.goto(SETTINGS);
  await expect(page.getByRole('heading', { level: 1, name: 'ws Consent' })).toBeVisible();
}

async function save(page: Page): Promise<void> {
  await Promise.all([
    page.waitForURL(/options-general\.php\?page=ws-consent&settings-updated=true/),
    page.getByRole('button', { name: 'Änderungen speichern' }).click(),
  ]);
}

/** The German banner texts of the page. */
const german = (page: Page) => page.getByRole('group', { name: 'Deutsch' });

/** From here on a visitor: no login, no earlier choice. */
async function asVisitor(page: Page, path: string) {
  await page.context().clearCookies();
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await settle(page);
  return response!;
}

/** The settings object the page's head carries for the front end. */
async function frontSettings(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('script#ws-consent-settings').textContent()) ?? '') as Record<string, unknown>;
}

const banner = (page: Page) => page.locator('ws-consent-banner');
/** The src the blocker gave each marked frame of the page ('' while held). */
const frameSources = (page: Page) =>
  page.locator('iframe[data-category]').evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src') ?? ''));

test("texts, the read-more link and a colour written on the page are what the visitor's banner shows", async ({
  page,
}) => {
  test.slow();
  await openSettings(page);
  await german(page)
    .getByRole('textbox', { name: 'Überschrift', exact: true })
    .fill('Ihre Privatsphäre in unserer Werkstatt');
  await german(page)
    .getByRole('textbox', { name: 'Nachricht bei Opt-in', exact: true })
    .fill('Wir nutzen Cookies für Karte und Video. Sie entscheiden, was geladen wird.');
  await german(page)
    .getByRole('textbox', { name: 'Schaltfläche „Alle akzeptieren“', exact: true })
    .fill('Alles klar, einverstanden');
  await german(page)
    .getByRole('textbox', { name: 'Linktext zur Datenschutzerklärung', exact: true })
    .fill('Mehr zum Datenschutz');
  await page.getByRole('textbox', { name: 'Link zur Datenschutzerklärung', exact: true }).fill('/datenschutz/');
  await page.getByRole('textbox', { name: 'Hintergrund von „Alle akzeptieren“', exact: true }).fill('#1E73BE');
  await save(page);
  await expect(page.getByText('Einstellungen gespeichert.', { exact: true })).toBeVisible();
  await expect(page.locator('.notice-error')).toHaveCount(0);
  // The page shows what was saved (the colour in lower case, as stored).
  await expect(german(page).getByRole('textbox', { name: 'Schaltfläche „Alle akzeptieren“', exact: true })).toHaveValue(
    'Alles klar, einverstanden',
  );
  await expect(page.getByRole('textbox', { name: 'Hintergrund von „Alle akzeptieren“', exact: true })).toHaveValue(
    '#1e73be',
  );

  await asVisitor(page, '/');
  const region = banner(page).getByRole('region', { name: 'Ihre Privatsphäre in unserer Werkstatt' });
  await expect(region).toBeVisible();
  await expect(region).toContainText('Wir nutzen Cookies für Karte und Video. Sie entscheiden, was geladen wird.');
  await expect(region.getByRole('link', { name: 'Mehr zum Datenschutz' })).toHaveAttribute('href', '/datenschutz/');
  const accept = region.getByRole('button', { name: 'Alles klar, einverstanden', exact: true });
  await expect(accept).toBeVisible();
  await expect(region.getByRole('button', { name: 'Alle akzeptieren' })).toHaveCount(0);
  await expect(accept).toHaveCSS('background-color', 'rgb(30, 115, 190)');
  expect(
    await banner(page).evaluate((host) =>
      (host as HTMLElement).style.getPropertyValue('--ws-banner-accept-background'),
    ),
  ).toBe('#1e73be');
});

const HOSTILE = {
  header: "{{constructor.constructor('window.__owned=3')()}}",
  message_optin: '</script><script>window.__owned=1</script>',
  accept_all: '"><img src=x onerror="window.__owned=2">',
  // Not shown to an opt-in visitor, but in the page's settings: it tries to leave its <textarea>.
  message_optout: '</textarea><img src=x onerror="window.__owned=4">',
};

test('hostile banner texts are saved and shown as typed, on the admin page and to the visitor, and nothing runs', async ({
  page,
  outside,
}) => {
  test.slow();
  await openSettings(page);
  const fields = {
    header: german(page).getByRole('textbox', { name: 'Überschrift', exact: true }),
    message_optin: german(page).getByRole('textbox', { name: 'Nachricht bei Opt-in', exact: true }),
    accept_all: german(page).getByRole('textbox', { name: 'Schaltfläche „Alle akzeptieren“', exact: true }),
    message_optout: german(page).getByRole('textbox', { name: 'Nachricht bei Opt-out', exact: true }),
  };
  for (const [name, field] of Object.entries(fields)) await field.fill(HOSTILE[name as keyof typeof HOSTILE]);
  await save(page);
  await expect(page.getByText('Einstellungen gespeichert.', { exact: true })).toBeVisible();

  // Loaded anew: the form fields hold the texts as typed, the page's markup holds them only escaped.
  const admin = await page.goto(SETTINGS);
  const adminHtml = await admin!.text();
  for (const [name, field] of Object.entries(fields))
    await expect(field).toHaveValue(HOSTILE[name as keyof typeof HOSTILE]);
  expect(adminHtml).not.toContain('<script>window.__owned');
  expect(adminHtml).not.toContain('<img src=x');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => window.__owned)).toBeUndefined();

  outside.list.splice(0);
  const front = await asVisitor(page, '/');
  const frontHtml = await front.text();
  expect(frontHtml).not.toContain('<script>window.__owned');
  expect(frontHtml).not.toContain('<img src=x');
  expect(await frontSettings(page)).toMatchObject(HOSTILE);
  const region = banner(page).getByRole('region', { name: HOSTILE.header, exact: true });
  await expect(region).toBeVisible();
  await expect(region.getByRole('heading', { name: HOSTILE.header, exact: true })).toHaveText(HOSTILE.header);
  await expect(region).toContainText(HOSTILE.message_optin);
  await expect(region.getByRole('button', { name: HOSTILE.accept_all, exact: true })).toHaveText(HOSTILE.accept_all);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await banner(page).evaluate((host) => host.shadowRoot?.querySelectorAll('img, script').length ?? -1)).toBe(0);
  expect(await page.evaluate(() => window.__owned)).toBeUndefined();
  expect(outside.list).toEqual([]);
});

/** A refused value: the field's label, what was typed, and what the field must still show after the save. */
interface Refusal {
  label: string;
  value: string;
  kept: string;
}
const EXPIRY = 'Laufzeit der Cookies';
const COLOUR = 'Hintergrund von „Alle akzeptieren“';
const READ_MORE = 'Link zur Datenschutzerklärung';
/** The values in force before the refused saves (not all defaults, so "kept" is not "reset"). */
const OLD = {
  cookie_expiry: 400,
  colorpalette_button_accept_background_color: '#1e73be',
  readmore_url: '/datenschutz/',
  cookie_path: '/',
  prefix: 'cmplz_',
};
/** One save per round: each refusal of a round gets its own message. */
const ROUNDS: Refusal[][] = [
  [
    { label: EXPIRY, value: '0', kept: '400' },
    { label: COLOUR, value: 'red; background:url(x)', kept: '#1e73be' },
    { label: READ_MORE, value: 'javascript:alert(1)', kept: '/datenschutz/' },
    { label: 'Cookie-Pfad', value: 'no-slash', kept: '/' },
    { label: 'Cookie-Präfix', value: 'bad prefix!', kept: 'cmplz_' },
  ],
  [
    { label: EXPIRY, value: '99999', kept: '400' },
    { label: COLOUR, value: 'javascript:alert(1)', kept: '#1e73be' },
    { label: READ_MORE, value: '//evil.example/', kept: '/datenschutz/' },
  ],
  [
    { label: EXPIRY, value: 'abc', kept: '400' },
    { label: READ_MORE, value: 'data:text/html,x', kept: '/datenschutz/' },
  ],
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Takes the form's own checks away (novalidate; no min, max, maxlength or pattern; number fields
 * as text), as a browser that does not check, or a hand-made request, would send it: the server
 * must refuse on its own.
 */
async function withoutBrowserChecks(page: Page): Promise<void> {
  await page.locator('form[action$="/options.php"]').evaluate((form: HTMLFormElement) => {
    form.noValidate = true;
    for (const input of form.querySelectorAll('input')) {
      for (const attribute of ['min', 'max', 'maxlength', 'pattern']) input.removeAttribute(attribute);
      if (input.type === 'number') input.type = 'text';
    }
  });
}

test('bad values are refused, each with a message naming its field, and the old value stays', async ({ page }) => {
  test.slow();
  useSettings(OLD);
  await openSettings(page);
  // The browser's own checks come first for a site owner: 0 days is out of the field's range.
  await page.getByRole('spinbutton', { name: EXPIRY }).fill('0');
  expect(
    await page.locator('form[action$="/options.php"]').evaluate((form: HTMLFormElement) => form.checkValidity()),
  ).toBe(false);

  for (const round of ROUNDS) {
    await page.goto(SETTINGS);
    await withoutBrowserChecks(page);
    for (const { label, value } of round) await page.getByLabel(label, { exact: true }).fill(value);
    await save(page);
    await expect(page.getByText('Einstellungen gespeichert.', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Alle anderen Einstellungen wurden gespeichert.')).toBeVisible();
    await expect(page.locator('.notice-error')).toHaveCount(round.length);
    for (const { label, value, kept } of round) {
      const notice = page.locator('.notice-error').filter({ hasText: new RegExp(`^\\s*${escaped(label)} `) });
      await expect(notice, `${label}: ${value}`).toHaveCount(1);
      await expect(notice).toContainText(`„${value}“ abgelehnt`);
      await expect(notice).toContainText(label === EXPIRY ? `${kept} bleibt` : `„${kept}“ bleibt`);
      const field = page.getByLabel(label, { exact: true });
      await expect(field, `${label} after ${value}`).toHaveValue(kept);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(`„${escaped(value)}“ abgelehnt`));
    }
  }

  // What the visitor's page gets is the old values too.
  await asVisitor(page, '/');
  expect(await frontSettings(page)).toMatchObject({
    cookie_expiry: 400,
    colorpalette_button_accept_background_color: '#1e73be',
    readmore_url: '/datenschutz/',
    cookie_path: '/',
    prefix: 'cmplz_',
  });
});

test('"Neue Richtlinienversion" asks a visitor who had accepted again on the next page', async ({ page, outside }) => {
  test.slow();
  // A visitor accepts everything on /kontakt/: the map and the video load (and the site's services).
  await asVisitor(page, '/kontakt/');
  const policy = String((await frontSettings(page)).current_policy_id);
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => outside.hosts()).toEqual(ACCEPT_ALL_HOSTS);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'cmplz_policy_id')?.value).toBe(policy);

  // The site owner starts a new policy version (the same browser; the visitor's cookies stay).
  await logIn(page, 'admin');
  await page.goto(SETTINGS);
  const current = page.locator('#ws-current-policy-id');
  await expect(current).toHaveText(policy);
  // Asked first: "Abbrechen" changes nothing; "OK" starts the new version.
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void (questions.length === 1 ? dialog.dismiss() : dialog.accept());
  });
  await page.getByRole('button', { name: 'Neue Richtlinienversion' }).click();
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toContain('Alle Besucher werden erneut gefragt');
  await page.waitForLoadState('networkidle');
  expect(page.url()).not.toContain('settings-updated');
  await expect(current).toHaveText(policy);
  await Promise.all([
    page.waitForURL(/settings-updated=true/),
    page.getByRole('button', { name: 'Neue Richtlinienversion' }).click(),
  ]);
  expect(questions).toHaveLength(2);
  const next = String(Number(policy) + 1);
  await expect(
    page.getByText(
      `Neue Richtlinienversion ${next}: Jede Besucherin und jeder Besucher wird erneut um Einwilligung gebeten.`,
    ),
  ).toBeVisible();
  await expect(current).toHaveText(next);

  // The visitor again (the login's cookies gone, the choice's kept): asked anew, the frames held.
  await page.context().clearCookies({ name: /^(wordpress|wp-settings)/ });
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'cmplz_policy_id')?.value).toBe(policy);
  outside.list.splice(0);
  await page.goto('/kontakt/');
  await settle(page);
  expect((await frontSettings(page)).current_policy_id).toBe(next);
  await expect(banner(page).getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
  expect(await frameSources(page)).toEqual(['', '']);
  expect(outside.list).toEqual([]);
  expect(await page.evaluate(() => window.wsConsent!.hasConsent('marketing'))).toBe(false);

  // Accepting again counts for the new version.
  await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => outside.hosts()).toEqual(ACCEPT_ALL_HOSTS);
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'cmplz_policy_id')?.value)
    .toBe(next);
});

test('an Author cannot open the page, nor save settings or start a new policy version by hand', async ({
  page,
  problems,
}) => {
  test.slow();
  const settings = siteCommand('settings', { values: {} });
  await logIn(page, 'author');
  const response = await page.goto(SETTINGS);
  expect(response?.status()).toBe(403);
  await expect(page.getByText(/not allowed to access this page|nicht berechtigt|keine Berechtigung/i)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ws Consent' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toHaveCount(0);

  const newPolicy = await page.request.post('/wp-admin/admin-post.php', {
    form: { action: 'ws_new_policy_version' },
    maxRedirects: 0,
  });
  expect(newPolicy.status()).toBe(403);
  const options = await page.request.post('/wp-admin/options.php', {
    form: {
      option_page: 'ws_consent',
      action: 'update',
      'ws_consent_settings[cookie_expiry]': '1',
      'ws_consent_settings[prefix]': 'autorin_',
    },
    maxRedirects: 0,
  });
  expect(options.status()).toBe(403);
  expect(siteCommand('settings', { values: {} })).toBe(settings);
  // The 403 page is reported in the console as a failed load: that is the point here.
  problems.clear();
});

declare global {
  interface Window {
    __owned?: number;
  }
}

// The plugin prints the banner as the demo does (docs/WORDPRESS.md#the-printed-banner): for the same
// settings, PHP (wordpress/ws/includes/printed-banner-rules.php) fills the templates and writes the answer's
// cookies byte for byte as the TypeScript does. Runs test/php/printed-banner-cli.php with the system's php.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CATEGORY_NAMES, CHOOSABLE_CATEGORIES, siteCategories } from '../../consent-bus/categories.ts';
import { parseCookieHeader, readStoredConsent } from '../../consent-bus/cookies.ts';
import { normalizeSettings } from '../../consent-bus/settings.ts';
import {
  formAnswerCookies,
  formChoice,
  readFormAnswer,
  sameSitePath,
} from '../../elements/consent-banner/form-answer.ts';
import {
  printedBanner,
  printedHead,
  printedTemplates,
  textSlots,
  type PrintedBannerFile,
} from '../../elements/consent-banner/printed-frame.ts';
import { bannerTexts } from '../../elements/consent-banner/rules.ts';
import type { Language } from '../../platform/environment.ts';

const CLI = fileURLToPath(new URL('../php/printed-banner-cli.php', import.meta.url));
const HAS_PHP = spawnSync('php', ['--version']).status === 0;

/** The build's file without the build: the same templates, a stand-in for the styles (they hold no slot). */
const FILE: PrintedBannerFile = {
  head: '<script nonce="{{nonce}}">check()</script><style nonce="{{nonce}}">rule{}</style>',
  templates: printedTemplates(CHOOSABLE_CATEGORIES, ':host{display:block}'),
  texts: {
    de: textSlots(bannerTexts({}, 'optin', 'de', CATEGORY_NAMES), CHOOSABLE_CATEGORIES),
    en: textSlots(bannerTexts({}, 'optin', 'en', CATEGORY_NAMES), CHOOSABLE_CATEGORIES),
  },
};

interface Answer {
  form: Record<string, string>;
  cookie: string;
  secure: boolean;
}
interface Case {
  name: string;
  settings: Record<string, unknown>;
  language: Language;
  scanned?: Record<string, { category: string }>;
  returnTo: string;
  nonce: string;
  switchesOpen?: boolean;
  answers?: Answer[];
}

const HOSTILE = `"><script>alert(1)</script>`;
const texts = (values: Record<string, string>) => ({ de: values, en: values });
const ANSWERS: Answer[] = [
  { form: { 'ws-answer': 'accept', 'ws-return': '/kontakt/' }, cookie: '', secure: false },
  { form: { 'ws-answer': 'deny' }, cookie: 'cmplz_id=abc123def456; other=1', secure: true },
  {
    form: { 'ws-answer': 'save', statistics: 'allow', marketing: 'yes', 'ws-return': '//evil.example/' },
    cookie: 'cmplz_choice=set',
    secure: false,
  },
  { form: { 'ws-answer': 'preferences', 'ws-return': '/blog/?p=1' }, cookie: '', secure: false },
];

const CASES: Case[] = [
  { name: 'defaults, German', settings: {}, language: 'de', returnTo: '/', nonce: '', answers: ANSWERS },
  { name: 'defaults, English', settings: {}, language: 'en', returnTo: '/kontakt/?a=1&b=2', nonce: 'abc+/=' },
  {
    name: 'hostile custom texts',
    settings: {
      texts: texts({
        header: HOSTILE,
        message_optin: '{{title}} & <b>fett</b> "zitiert" \'so\'',
        message_optout: 'nicht diese',
        accept_all: '  Ja, gern  ',
        deny: '{{nonce}}',
        save_preferences: 'Speichern',
        view_preferences: 'Mehr',
        readmore_text: HOSTILE,
        category_functional: 'Nötig',
        category_marketing: "Werbung 'extern'",
      }),
    },
    language: 'de',
    returnTo: `/"><script>alert(1)</script>`,
    nonce: 'n0nce',
  },
  {
    name: 'English texts, opt-out message',
    settings: {
      consenttype: 'optout',
      texts: { de: { header: 'Deutsch' }, en: { header: 'Cookies here', message_optout: 'Opt-out text' } },
    },
    language: 'en',
    returnTo: '/en/',
    nonce: '',
  },
  {
    name: 'services lists and a read-more link',
    settings: { readmore_url: 'https://example.com/datenschutz/?a=1&b="2"'.replace('"2"', '2') },
    scanned: {
      YouTube: { category: 'marketing' },
      'Google <Maps>': { category: 'marketing' },
      Matomo: { category: 'statistics-anonymous' },
      'Google Fonts': { category: 'preferences' },
      ...Object.fromEntries(
        Array.from({ length: 40 }, (_, index) => [`Dienst ${index} & Co`, { category: 'statistics' }]),
      ),
    },
    language: 'de',
    returnTo: '/',
    nonce: '',
  },
  {
    name: 'soft cookie wall with a path read-more link',
    settings: { soft_cookiewall: true, readmore_url: '/datenschutz/' },
    language: 'de',
    returnTo: '/shop/',
    nonce: '',
    answers: ANSWERS,
  },
  {
    name: 'no categories, colours, __Host- prefix',
    settings: {
      use_categories: 'no',
      prefix: '__Host-ws_',
      cookie_domain: 'example.com',
      cookie_path: '/sub/',
      cookie_expiry: 30,
      colorpalette_background_color: '#112233',
      colorpalette_text_color: '#fff',
      colorpalette_button_accept_background_color: '#abcdef',
      colorpalette_button_deny_text_color: '#000',
    },
    language: 'en',
    returnTo: '/',
    nonce: '',
    answers: ANSWERS,
  },
  {
    name: 'cookie domain and path, set on root off',
    settings: { cookie_domain: '.example.com', cookie_path: '/sub/', use_categories: 'legacy', current_policy_id: 7 },
    language: 'de',
    returnTo: '/',
    nonce: '',
    answers: ANSWERS,
  },
  {
    name: 'the switches open',
    settings: { soft_cookiewall: true },
    language: 'de',
    returnTo: '/x',
    nonce: '',
    switchesOpen: true,
  },
  { name: 'consent type other', settings: { consenttype: 'other' }, language: 'de', returnTo: '/', nonce: '' },
];

interface PhpAnswer {
  front: Record<string, unknown>;
  banner: string;
  head: string;
  cookies: string[][];
}

describe('the plugin prints the banner as the TypeScript does', { skip: !HAS_PHP && 'php is not installed' }, () => {
  const folder = mkdtempSync(join(tmpdir(), 'ws-printed-'));
  after(() => rmSync(folder, { recursive: true, force: true }));
  const path = join(folder, 'printed-banner.json');
  writeFileSync(path, JSON.stringify(FILE));
  const answers = HAS_PHP
    ? (JSON.parse(execFileSync('php', [CLI, path], { input: JSON.stringify(CASES), encoding: 'utf8' })) as PhpAnswer[])
    : [];

  CASES.forEach((input, index) => {
    it(input.name, () => {
      const { front, banner, head, cookies } = answers[index]!;
      const settings = normalizeSettings(front, (field, problem) => assert.fail(`${field} ${problem}`));
      const expected = printedBanner(FILE, {
        settings,
        language: input.language,
        categoryNames: CATEGORY_NAMES,
        choosable: CHOOSABLE_CATEGORIES,
        returnTo: sameSitePath(input.returnTo),
        nonce: input.nonce,
        switchesOpen: input.switchesOpen,
      });
      assert.equal(banner, expected);
      assert.equal(head, printedHead(FILE, input.nonce));
      if (settings.consenttype !== 'other') assert.ok(banner.includes('data-ws-printed'));
      (input.answers ?? []).forEach((answer, at) => {
        const read = readFormAnswer(new URLSearchParams(answer.form).toString());
        assert.ok(!('error' in read));
        const categories = siteCategories(settings);
        const previous = readStoredConsent(parseCookieHeader(answer.cookie), settings.prefix, categories);
        const next = formChoice(read, settings, previous);
        assert.deepEqual(
          cookies[at],
          next ? formAnswerCookies(settings, next, answer.secure) : [],
          answer.form['ws-answer'],
        );
      });
    });
  });

  it('hostile texts come out escaped, never as markup or a slot', () => {
    const banner = answers[2]!.banner;
    assert.ok(!banner.includes('<script>alert'));
    assert.ok(banner.includes('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;'));
    assert.ok(banner.includes('{{title}}'), 'a text that looks like a slot prints as it is');
  });
});

// The printed banner's rules (docs/ARCHITECTURE.md#the-printed-banner): templates that print the
// first frame's own markup, filled with escaped values; the head's answered check; the answer a form
// posts without script.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATEGORY_NAMES, CHOOSABLE_CATEGORIES, siteCategories } from '../../consent-bus/categories.ts';
import { choiceCookies, cookieOptions, NO_STORED_CONSENT } from '../../consent-bus/cookies.ts';
import { acceptAllChoice } from '../../consent-bus/rules.ts';
import { DEFAULT_SETTINGS, normalizeSettings, type ConsentSettings } from '../../consent-bus/settings.ts';
import {
  formAnswerCookies,
  formChoice,
  MAX_FORM_ANSWER_CHARS,
  readFormAnswer,
  sameSitePath,
} from '../../elements/consent-banner/form-answer.ts';
import { frameHtml, frameModel, frameTree } from '../../elements/consent-banner/frame-markup.ts';
import {
  consentAnswered,
  fillTemplate,
  printedBanner,
  printedTemplates,
  type PrintedBannerFile,
} from '../../elements/consent-banner/printed-frame.ts';

const STYLES = ':host{display:block}';
const FILE: PrintedBannerFile = {
  head: '<script nonce="{{nonce}}"></script>',
  templates: printedTemplates(CHOOSABLE_CATEGORIES, STYLES),
  texts: { de: {}, en: {} },
};

const settingsOf = (raw: Record<string, unknown>): ConsentSettings =>
  normalizeSettings(raw, (field, problem) => assert.fail(`${field} ${problem}`));

const print = (settings: ConsentSettings, returnTo = '/kontakt/') =>
  printedBanner(FILE, {
    settings,
    language: 'de',
    categoryNames: CATEGORY_NAMES,
    choosable: CHOOSABLE_CATEGORIES,
    returnTo,
    nonce: 'abc',
  });

/** What the shell paints for the same settings, as HTML. */
function painted(settings: ConsentSettings, returnTo = '/kontakt/'): string {
  const model = frameModel({
    attribute: () => undefined,
    settings,
    consentType: settings.consenttype,
    language: 'de',
    categoryNames: CATEGORY_NAMES,
    choosable: CHOOSABLE_CATEGORIES,
    returnTo,
  });
  const [banner, form] = frameTree(model);
  if (model.wall) banner!.attributes.open = '';
  return frameHtml([banner, form]);
}

const shadowContent = (printed: string) => printed.replace(/^.*?<\/style>/s, '').replace(/<\/template>.*$/s, '');

describe('printed banner: the markup the shell paints', () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ['the defaults', {}],
    ['categories hidden', { use_categories: 'no' }],
    ['the wall', { soft_cookiewall: true }],
    ['a read-more link', { readmore_optin: '/datenschutz/' }],
    [
      'the wall with a link and own texts',
      { soft_cookiewall: true, readmore_url: '/d/', header: 'Kekse', accept_all: 'Ja' },
    ],
    ['opt-out texts', { consenttype: 'optout', message_optout: 'Widersprechen Sie hier.' }],
  ];
  for (const [name, raw] of cases)
    it(`${name}: the filled template is the tree, character for character`, () => {
      const settings = settingsOf(raw);
      assert.equal(shadowContent(print(settings)), painted(settings));
    });

  it('prints nothing where no cookie law asks (consent type "other")', () => {
    assert.equal(print(settingsOf({ consenttype: 'other' })), '');
  });

  it('carries the nonce on its <style>, the palette on :host, and is marked as printed', () => {
    const printed = print(settingsOf({ colorpalette_background_color: '#112233' }));
    assert.match(printed, /^<ws-consent-banner data-ws-printed><template shadowrootmode="open"><style nonce="abc">/);
    assert.match(printed, /:host\{--ws-banner-background:#112233;\}:host\{display:block\}/);
  });
});

describe('printed banner: every value escaped', () => {
  const HOSTILE = [
    '"><script>alert(1)</script>',
    "' onmouseover='alert(1)",
    '{{title}}',
    '</template><img src=x onerror=alert(1)>',
    '&lt;b&gt;',
  ];
  for (const value of HOSTILE)
    it(`a text, a URL and the return path holding ${JSON.stringify(value)} stay text`, () => {
      const settings = settingsOf({ header: value, accept_all: value, category_marketing: value, readmore_url: value });
      const printed = print(settings, sameSitePath(`/${value}`));
      if (/[<>"'&]/.test(value)) assert.ok(!printed.includes(value), 'the value is printed unescaped');
      assert.equal(shadowContent(printed), painted(settings, sameSitePath(`/${value}`)));
    });

  it('fillTemplate fills each slot once: a value naming a slot stays as written', () => {
    assert.equal(fillTemplate('<b>{{a}}</b><i>{{b}}</i>', { a: '{{b}}', b: '&' }), '<b>{{b}}</b><i>&amp;</i>');
    assert.equal(fillTemplate('<b>{{missing}}</b>', {}), '<b></b>');
  });
});

describe('printed banner: the head’s answered check', () => {
  const browser = { cookieEnabled: true };
  const defaults = { prefix: 'cmplz_', policy: '' };
  const settings = JSON.stringify({ current_policy_id: 14 });

  it('a choice under the current policy is an answer; another policy, none, or garbage is not', () => {
    assert.equal(consentAnswered('cmplz_choice=set; cmplz_policy_id=14', settings, browser, defaults), true);
    assert.equal(consentAnswered('cmplz_choice=set; cmplz_policy_id=13', settings, browser, defaults), false);
    assert.equal(consentAnswered('cmplz_policy_id=14', settings, browser, defaults), false);
    assert.equal(consentAnswered('cmplz_choice=%E0%A4%A; cmplz_policy_id=14', settings, browser, defaults), false);
    assert.equal(consentAnswered('', settings, browser, defaults), false);
    // A duplicate from another path: any copy with the current policy counts, as the bus reads it.
    assert.equal(
      consentAnswered('cmplz_policy_id=9; cmplz_choice=set; cmplz_policy_id=14', settings, browser, defaults),
      true,
    );
  });

  it('the site’s own prefix, and the defaults when the settings are broken', () => {
    const own = JSON.stringify({ prefix: 'ws_', current_policy_id: '3' });
    assert.equal(consentAnswered('ws_choice=set; ws_policy_id=3', own, browser, defaults), true);
    assert.equal(consentAnswered('cmplz_choice=set; cmplz_policy_id=3', own, browser, defaults), false);
    assert.equal(consentAnswered('cmplz_choice=set', '{"prefix":', browser, defaults), true);
    assert.equal(consentAnswered('cmplz_choice=set', '[1]', browser, defaults), true);
  });

  it('the browser answers for the visitor: cookies off, or a privacy signal the settings honour', () => {
    assert.equal(consentAnswered('', settings, { cookieEnabled: false }, defaults), true);
    const honoured = JSON.stringify({ do_not_track: true });
    assert.equal(consentAnswered('', honoured, { cookieEnabled: true, globalPrivacyControl: true }, defaults), true);
    assert.equal(consentAnswered('', honoured, { cookieEnabled: true, doNotTrack: '1' }, defaults), true);
    assert.equal(consentAnswered('', settings, { cookieEnabled: true, globalPrivacyControl: true }, defaults), false);
  });
});

describe('the answer without script', () => {
  it('reads the three choices and "Einstellungen", with the switches that were on', () => {
    assert.deepEqual(readFormAnswer('ws-answer=save&statistics=allow&ws-return=%2Fkontakt%2F'), {
      answer: 'save',
      choices: { preferences: false, statistics: true, marketing: false },
      returnTo: '/kontakt/',
    });
    assert.equal((readFormAnswer('ws-answer=preferences') as { answer: string }).answer, 'preferences');
  });

  it('refuses what is no answer, with a message', () => {
    assert.deepEqual(readFormAnswer('ws-answer=alles'), {
      error: 'ws-answer must be one of accept, deny, save, preferences',
    });
    assert.deepEqual(readFormAnswer(''), { error: 'ws-answer must be one of accept, deny, save, preferences' });
    assert.match((readFormAnswer('x'.repeat(MAX_FORM_ANSWER_CHARS + 1)) as { error: string }).error, /longer than/);
  });

  it('goes back only to a path on this site', () => {
    for (const away of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      ' /x',
      '',
    ])
      assert.equal(sameSitePath(away), '/', away);
    assert.equal(sameSitePath(null), '/');
    assert.equal(sameSitePath(`/${'a'.repeat(3000)}`), '/');
    assert.equal(sameSitePath('/blog/?seite=2#neu'), '/blog/?seite=2#neu');
  });

  it('writes exactly the cookies the bus writes for the same choice', () => {
    const settings = settingsOf({ current_policy_id: 14, cookie_expiry: 30 });
    const answer = readFormAnswer('ws-answer=accept') as Exclude<ReturnType<typeof readFormAnswer>, { error: string }>;
    const next = formChoice(answer, settings)!;
    assert.deepEqual(next, acceptAllChoice(siteCategories(settings), settings, NO_STORED_CONSENT));
    const cookies = formAnswerCookies(settings, next, true);
    assert.deepEqual(
      cookies,
      choiceCookies(settings.prefix, siteCategories(settings), next, cookieOptions(settings, true)),
    );
    assert.ok(cookies.includes('cmplz_choice=set; Max-Age=2592000; Path=/; SameSite=Lax; Secure'));
    assert.ok(cookies.includes('cmplz_marketing=allow; Max-Age=2592000; Path=/; SameSite=Lax; Secure'));
  });

  it('"Einstellungen" chooses nothing yet; "save" keeps the visitor’s id', () => {
    const settings = DEFAULT_SETTINGS;
    const preferences = readFormAnswer('ws-answer=preferences') as Parameters<typeof formChoice>[0];
    assert.equal(formChoice(preferences, settings), undefined);
    const save = readFormAnswer('ws-answer=save&marketing=allow') as Parameters<typeof formChoice>[0];
    const next = formChoice(save, settings, { choice: false, categories: {}, id: 'abc' })!;
    assert.equal(next.id, 'abc');
    assert.equal(next.categories.marketing, 'allow');
    assert.equal(next.categories.statistics, 'deny');
    assert.equal(next.status, 'dismiss');
  });
});

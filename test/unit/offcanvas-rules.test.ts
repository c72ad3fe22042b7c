import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  afterClosing,
  afterOpening,
  bannerHoldsTriggers,
  CONSENT_GRACE_MS,
  classifyArrival,
  DAY_MS,
  FIRST_VISIT,
  offcanvasConfig,
  oneCalendarMonthAfter,
  readCounters,
  splitTriggers,
  suppression,
  WEEK_MS,
  type OffcanvasFields,
  type PanelCounters,
  type RuleContext,
} from '../../elements/offcanvas/rules.ts';
import {
  CLICK_TRIGGER_ATTRIBUTES,
  clickTriggerSelector,
  CODE_AT_ONCE_ATTRIBUTES,
  codeWantedAtOnce,
} from '../../elements/offcanvas/banner-wait.ts';
import { offcanvasAttributes } from '../../elements/offcanvas/schema.ts';
import { attributeName } from '../../elements/kit/attributes.ts';

const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => warnings.push(message) };
};
const config = (fields: OffcanvasFields) => offcanvasConfig(fields, () => undefined);
const rulesOf = (fields: OffcanvasFields) => config(fields).rules;

// Local dates, so the calendar-month rule is tested in the time zone it runs in.
const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour).getTime();
const context = (counters: Partial<PanelCounters>, now: number, extra: Partial<RuleContext> = {}): RuleContext => ({
  counters: { ...FIRST_VISIT, ...counters },
  now,
  openedThisSession: false,
  arrival: 'external',
  ...extra,
});

describe('off-canvas configuration', () => {
  it('reads a scroll position padded with very long blanks in one pass', { timeout: 10_000 }, () => {
    const blanks = ' '.repeat(200_000);
    const read = (scrollPosition: string) =>
      offcanvasConfig({ onScroll: true, scrollTo: 'position', scrollPosition }, () => undefined).triggers.scroll;
    assert.deepEqual(read(`${blanks}40${blanks}%${blanks}`), {
      direction: 'down',
      to: 'position',
      position: { value: 40, unit: '%' },
    });
    assert.deepEqual(read(`1${blanks}x`), { direction: 'down', to: 'position', position: { value: 0, unit: 'px' } });
  });

  it('caps every duration: waits at an hour, animations at ten seconds, each with a warning', () => {
    const { warnings, warn } = collect();
    const huge = 2 ** 31 / 1000 + 1;
    const result = offcanvasConfig(
      {
        timeOnPage: true,
        timeOnPageDuration: huge,
        afterInactivity: true,
        inactivityDuration: 1e300,
        enterAnimationSpeed: huge,
        exitAnimationSpeed: 1e12,
      },
      warn,
    );
    assert.equal(result.triggers.timeOnPageMs, 3_600_000);
    assert.equal(result.triggers.inactivityMs, 3_600_000);
    assert.equal(result.enter.speedMs, 10_000);
    assert.equal(result.exit.speedMs, 10_000);
    assert.equal(warnings.length, 4);
    assert.ok(
      warnings.some((message) => message.includes('"time_on_page_duration" is capped at 3600 s')),
      warnings.join('\n'),
    );
  });

  it('has the defaults of docs/RULES.md#off-canvas: popup in the centre, 1 s animations, overlay, no triggers', () => {
    const { warnings, warn } = collect();
    const result = offcanvasConfig({}, warn);
    assert.equal(result.type, 'popup');
    assert.equal(result.position, 'center');
    assert.deepEqual(result.enter, { animation: 'fade', direction: 'static', speedMs: 1000 });
    assert.equal(result.overlay, true);
    assert.equal(result.pageScrollbar, true);
    assert.equal(result.closeOnEsc, true);
    assert.equal(result.transition, 'overlap');
    assert.deepEqual(result.triggers, {
      pageLoad: false,
      timeOnPageMs: undefined,
      scroll: undefined,
      exitIntent: false,
      inactivityMs: undefined,
      clickSelector: undefined,
    });
    assert.deepEqual(warnings, []);
  });

  it('a sliding bar sits at the bottom without overlay and may push the page', () => {
    const result = config({ type: 'sliding-bar', transition: 'push' });
    assert.equal(result.position, 'bottom');
    assert.equal(result.overlay, false);
    assert.equal(result.transition, 'push');
  });

  it('push is for sliding bars only', () => {
    const { warnings, warn } = collect();
    assert.equal(offcanvasConfig({ type: 'popup', transition: 'push' }, warn).transition, 'overlap');
    assert.match(warnings[0]!, /push/);
  });

  it('reads yes/no (parsed by the kit), seconds, and the trigger fields', () => {
    const result = config({
      onPageLoad: true,
      timeOnPage: true,
      timeOnPageDuration: 5,
      afterInactivity: true,
      inactivityDuration: 12,
      exitIntent: true,
      overlay: false,
      enterAnimationSpeed: 0.5,
    });
    assert.equal(result.triggers.pageLoad, true);
    assert.equal(result.triggers.timeOnPageMs, 5000);
    assert.equal(result.triggers.inactivityMs, 12_000);
    assert.equal(result.triggers.exitIntent, true);
    assert.equal(result.overlay, false);
    assert.equal(result.enter.speedMs, 500);
  });

  it('scroll triggers: pixels, percent, or an element', () => {
    assert.deepEqual(config({ onScroll: true, scrollPosition: '300' }).triggers.scroll, {
      direction: 'down',
      to: 'position',
      position: { value: 300, unit: 'px' },
    });
    assert.deepEqual(config({ onScroll: true, scrollDirection: 'up', scrollPosition: '40%' }).triggers.scroll, {
      direction: 'up',
      to: 'position',
      position: { value: 40, unit: '%' },
    });
    assert.deepEqual(config({ onScroll: true, scrollTo: 'element', scrollElement: '#preise' }).triggers.scroll, {
      direction: 'down',
      to: 'element',
      selector: '#preise',
    });
  });

  it('every bad value warns with the field, the value and the default, and nothing breaks', () => {
    const { warnings, warn } = collect();
    const result = offcanvasConfig(
      {
        type: 'banner',
        position: 'middle',
        enterAnimation: 'wobble',
        enterAnimationSpeed: -1,
        frequency: 'hourly',
        onScroll: true,
        scrollPosition: 'weit',
        whenArrivingFrom: ['search', 'mars'],
        statusCssAnimations: 'always',
      },
      warn,
    );
    assert.equal(result.type, 'popup');
    assert.equal(result.position, 'center');
    assert.equal(result.enter.animation, 'fade');
    assert.equal(result.enter.speedMs, 1000);
    assert.equal(result.overlay, true);
    assert.equal(result.rules.frequency, 'none');
    assert.deepEqual(result.rules.arrivingFrom, ['search']);
    assert.equal(result.cssAnimations, 'desktop_and_mobile');
    assert.deepEqual(warnings, [
      'field "type" has the unknown value "banner"; using "popup"',
      'field "position" has the unknown value "middle"; using "center"',
      'field "scroll_position" expects pixels or a percentage, got "weit"; using "0"',
      'field "frequency" has the unknown value "hourly"; using "none"',
      'field "when_arriving_from" has the unknown value "mars"; ignoring it',
      'field "enter_animation" has the unknown value "wobble"; using "fade"',
      'field "enter_animation_speed" must be above 0, got -1; using 1',
      'field "status_css_animations" has the unknown value "always"; using "desktop_and_mobile"',
    ]);
  });

  it('"sliding_bar" and "desktop-and-mobile" are understood', () => {
    const result = config({ type: 'sliding_bar', statusCssAnimations: 'desktop-and-mobile' });
    assert.equal(result.type, 'sliding-bar');
    assert.equal(result.cssAnimations, 'desktop_and_mobile');
  });
});

describe('display rules: frequency', () => {
  const now = at(2026, 11, 22);
  it('none never suppresses', () => {
    assert.equal(suppression(rulesOf({}), context({ open_count: 40, closed: true, last_open_date: now }, now)), null);
  });
  it('close: suppressed once it was closed', () => {
    const rules = rulesOf({ frequency: 'close' });
    assert.equal(suppression(rules, context({ open_count: 3 }, now)), null);
    assert.match(suppression(rules, context(afterClosing(FIRST_VISIT), now))!, /^frequency close: .*closed/);
  });
  it('once: suppressed after the first opening', () => {
    const rules = rulesOf({ frequency: 'once' });
    assert.equal(suppression(rules, context({}, now)), null);
    assert.match(suppression(rules, context(afterOpening(FIRST_VISIT, now), now))!, /^frequency once: opened 1 times/);
  });
  it('xtimes: shown until the open count reaches the number', () => {
    const rules = rulesOf({ frequency: 'xtimes', frequencyXtimes: 3 });
    assert.equal(suppression(rules, context({ open_count: 2 }, now)), null);
    assert.match(suppression(rules, context({ open_count: 3 }, now))!, /^frequency xtimes: opened 3 times/);
  });
  it('session: suppressed when already opened in this session', () => {
    const rules = rulesOf({ frequency: 'session' });
    assert.equal(suppression(rules, context({ open_count: 5 }, now)), null);
    assert.match(suppression(rules, context({ open_count: 5 }, now, { openedThisSession: true }))!, /session/);
  });
  it('day: 24 hours, to the millisecond', () => {
    const rules = rulesOf({ frequency: 'day' });
    assert.notEqual(suppression(rules, context({ last_open_date: now - DAY_MS + 1 }, now)), null);
    assert.equal(suppression(rules, context({ last_open_date: now - DAY_MS }, now)), null);
  });
  it('week: 7 days', () => {
    const rules = rulesOf({ frequency: 'week' });
    assert.notEqual(suppression(rules, context({ last_open_date: now - WEEK_MS + 1 }, now)), null);
    assert.equal(suppression(rules, context({ last_open_date: now - WEEK_MS }, now)), null);
  });
  it('xdays: its number of days', () => {
    const rules = rulesOf({ frequency: 'xdays', frequencyXdays: 3 });
    assert.notEqual(suppression(rules, context({ last_open_date: now - 3 * DAY_MS + 1 }, now)), null);
    assert.equal(suppression(rules, context({ last_open_date: now - 3 * DAY_MS }, now)), null);
  });
  it('month: one calendar month, across month ends and leap years', () => {
    const rules = rulesOf({ frequency: 'month' });
    const opened = at(2026, 1, 31);
    assert.notEqual(suppression(rules, context({ last_open_date: opened }, at(2026, 2, 28, 11))), null);
    assert.equal(suppression(rules, context({ last_open_date: opened }, at(2026, 2, 28, 12))), null);
    assert.equal(oneCalendarMonthAfter(at(2028, 1, 31)), at(2028, 2, 29));
    assert.equal(oneCalendarMonthAfter(at(2026, 12, 15)), at(2027, 1, 15));
    assert.equal(oneCalendarMonthAfter(at(2026, 3, 31)), at(2026, 4, 30));
    // From 15 March: suppressed through 14 April, shown on 15 April (not after a flat 30 days).
    const march = at(2026, 3, 15);
    assert.notEqual(suppression(rules, context({ last_open_date: march }, at(2026, 4, 14))), null);
    assert.equal(suppression(rules, context({ last_open_date: march }, at(2026, 4, 15))), null);
  });
  it('time rules do nothing before the first opening', () => {
    for (const frequency of ['day', 'week', 'month', 'xdays'])
      assert.equal(suppression(rulesOf({ frequency }), context({}, now)), null);
  });
});

describe('display rules: page views, sessions, arrival', () => {
  const now = at(2026, 11, 22);
  it('after X page views: shown from the view after the number', () => {
    const rules = rulesOf({ afterXPageViews: true, numberOfPageViews: 3 });
    assert.match(suppression(rules, context({ page_views: 3 }, now))!, /page views/);
    assert.equal(suppression(rules, context({ page_views: 4 }, now)), null);
  });
  it('sessions: suppressed while the count is at or below the number', () => {
    const rules = rulesOf({ afterXSessions: true, numberOfSessions: 2 });
    assert.notEqual(suppression(rules, context({ sessions: 1 }, now)), null);
    assert.notEqual(suppression(rules, context({ sessions: 2 }, now)), null);
    assert.equal(suppression(rules, context({ sessions: 3 }, now)), null);
  });
  it('arrival: suppressed unless the class is allowed', () => {
    const rules = rulesOf({ whenArrivingFrom: ['search', 'internal'] });
    assert.equal(suppression(rules, context({}, now, { arrival: 'search' })), null);
    assert.equal(suppression(rules, context({}, now, { arrival: 'internal' })), null);
    assert.match(suppression(rules, context({}, now, { arrival: 'external' }))!, /arriving from external/);
  });
  it('the arrival classifier', () => {
    const cases: Array<[string, ReturnType<typeof classifyArrival>]> = [
      ['https://www.google.de/search?q=lackierer', 'search'],
      ['https://www.bing.com/', 'search'],
      ['https://duckduckgo.com/', 'search'],
      ['https://www.ecosia.org/search', 'search'],
      ['https://search.yahoo.com/', 'search'],
      ['https://werkstatt.example/leistungen/', 'internal'],
      ['https://forum.example/thread', 'external'],
      ['https://googlefans.example/', 'external'],
      ['', 'external'],
      ['kein url', 'external'],
    ];
    for (const [referrer, expected] of cases)
      assert.equal(classifyArrival(referrer, 'werkstatt.example'), expected, referrer);
  });
});

describe('stored counters', () => {
  it('garbage, nothing or odd values read as a first visit', () => {
    for (const stored of [null, '', '{', 'null', '42', '"text"', '[]'])
      assert.deepEqual(readCounters(stored), FIRST_VISIT, String(stored));
    assert.deepEqual(
      readCounters('{"open_count":-3,"closed":"yes","page_views":2.7,"last_open_date":"gestern","sessions":1e400}'),
      { ...FIRST_VISIT, page_views: 2 },
    );
  });
  it('opening counts and dates, closing counts and marks closed', () => {
    const opened = afterOpening(FIRST_VISIT, 1000);
    assert.deepEqual(opened, { ...FIRST_VISIT, open_count: 1, last_open_date: 1000 });
    assert.deepEqual(afterClosing(opened), { ...opened, close_count: 1, closed: true });
    assert.deepEqual(readCounters(JSON.stringify(afterClosing(opened))), afterClosing(opened));
  });
});

describe('waiting for the consent banner', () => {
  it('automatic triggers wait while a banner on the page waits for its answer, or while it is open', () => {
    const cases: Array<[string, { bannerOnPage: boolean; answerPending: boolean; bannerOpen: boolean }, boolean]> = [
      ['first visit, banner unanswered', { bannerOnPage: true, answerPending: true, bannerOpen: true }, true],
      ['first visit, banner not rendered yet', { bannerOnPage: true, answerPending: true, bannerOpen: false }, true],
      ['answered, "saved" still showing', { bannerOnPage: true, answerPending: false, bannerOpen: true }, true],
      ['the visitor reopened the banner', { bannerOnPage: true, answerPending: false, bannerOpen: true }, true],
      ['answered and gone (or choice stored)', { bannerOnPage: true, answerPending: false, bannerOpen: false }, false],
      [
        'no banner on the page, though the bus wants one',
        { bannerOnPage: false, answerPending: true, bannerOpen: false },
        false,
      ],
      ['no banner, no answer needed', { bannerOnPage: false, answerPending: false, bannerOpen: false }, false],
    ];
    for (const [name, situation, holds] of cases) assert.equal(bannerHoldsTriggers(situation), holds, name);
  });
  it('the code waits with the triggers, unless a panel can open without them or hides them in its config', () => {
    const cases: Array<[string, Record<string, string>, boolean]> = [
      ['time on page only (the newsletter)', { 'time-on-page': 'yes', 'time-on-page-duration': '20' }, false],
      ['exit intent and scroll', { 'exit-intent': 'yes', 'on-scroll': 'yes' }, false],
      ['hash links only', {}, false],
      [
        'click trigger (its code comes with interest in the trigger)',
        { 'on-click': 'yes', 'on-click-element': '.open' },
        false,
      ],
      ['starts open', { 'is-opened': 'yes' }, true],
      ['starts open as a bare attribute', { 'is-opened': '' }, true],
      ['does not start open', { 'is-opened': 'no' }, false],
      ['starts open by its state', { 'off-canvas-state': 'opened' }, true],
      ['closed by its state', { 'off-canvas-state': ' Closed ' }, false],
      ['a config JSON (it may hold either)', { config: '{"exit_intent":"yes"}' }, true],
    ];
    for (const [name, attributes, atOnce] of cases)
      assert.equal(
        codeWantedAtOnce((attribute) => attributes[attribute] ?? null),
        atOnce,
        name,
      );
  });
  it('a click trigger names what brings the code: its selector, unless it is off', () => {
    const cases: Array<[string, Record<string, string>, string | undefined]> = [
      ['click trigger', { 'on-click': 'yes', 'on-click-element': ' .open-hours ' }, '.open-hours'],
      ['as a bare attribute', { 'on-click': '', 'on-click-element': '#termin' }, '#termin'],
      ['a word the element will warn about', { 'on-click': 'vielleicht', 'on-click-element': 'a' }, 'a'],
      ['switched off', { 'on-click': 'no', 'on-click-element': '.open' }, undefined],
      ['without a selector (the element says the trigger is off)', { 'on-click': 'yes' }, undefined],
      ['a blank selector', { 'on-click': 'yes', 'on-click-element': '  ' }, undefined],
      ['a selector without the trigger', { 'on-click-element': '.open' }, undefined],
    ];
    for (const [name, attributes, selector] of cases)
      assert.equal(
        clickTriggerSelector((attribute) => attributes[attribute] ?? null),
        selector,
        name,
      );
  });
  it("the attributes that decide it are the schema's", () => {
    const schemaNames = Object.keys(offcanvasAttributes).map(attributeName);
    for (const attribute of [...CODE_AT_ONCE_ATTRIBUTES, ...CLICK_TRIGGER_ATTRIBUTES])
      assert.ok(attribute === 'config' || schemaNames.includes(attribute), attribute);
  });
  it('a grace after the answer: longer than the banner\'s one second of "saved"', () => {
    assert.ok(CONSENT_GRACE_MS > 1000 && CONSENT_GRACE_MS <= 3000, String(CONSENT_GRACE_MS));
  });
  it('the click trigger is apart from the automatic ones (only those wait)', () => {
    const triggers = config({
      onPageLoad: true,
      timeOnPage: true,
      timeOnPageDuration: 20,
      onScroll: true,
      scrollPosition: '40%',
      exitIntent: true,
      afterInactivity: true,
      onClick: true,
      onClickElement: '.open-hours',
    }).triggers;
    const { automatic, click } = splitTriggers(triggers);
    assert.deepEqual(automatic, { ...triggers, clickSelector: undefined });
    assert.deepEqual(click, {
      pageLoad: false,
      timeOnPageMs: undefined,
      scroll: undefined,
      exitIntent: false,
      inactivityMs: undefined,
      clickSelector: '.open-hours',
    });
  });
});

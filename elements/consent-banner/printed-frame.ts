// The banner printed by the server, in the page's first paint (docs/ARCHITECTURE.md#the-printed-banner):
// the build turns the first frame's markup (frame-markup.ts) into templates whose texts are slots
// (dist/printed-banner.json); the demo server and the WordPress plugin fill the same templates.
// The page stays the same for every visitor, so a full-page cache keeps working: a small script in
// the head hides the printed frame from a visitor who has answered, before anything is painted.
import type { NamedCategory } from '../../consent-bus/categories.ts';
import type { ConsentSettings } from '../../consent-bus/settings.ts';
import type { Language } from '../../platform/environment.ts';
import { frameClassName, frameHtml, frameModel, frameTree, type FrameModel } from './frame-markup.ts';
import { DEFAULT_TEXTS, type BannerCategory } from './rules.ts';

/** Marks a printed frame: the head rule hides it for a visitor who answered, the shell takes it over. */
export const PRINTED_ATTRIBUTE = 'data-ws-printed';
/** Set on <html> by the head script when the visitor's cookies hold a choice for the current policy. */
export const ANSWERED_ATTRIBUTE = 'data-ws-consent-answered';

/** What the build writes to dist/printed-banner.json and both servers fill. */
export interface PrintedBannerFile {
  /** The head's script and rule, with the slot {{nonce}}. */
  head: string;
  /** The tag with its declarative shadow root, per variant (see templateVariant). */
  templates: Record<string, string>;
  /** The default texts per language, by slot name (the settings' own texts replace them). */
  texts: Record<Language, Record<string, string>>;
}

/** The markup differs by layout, by the wall (a <dialog>) and by whether a read-more link is there. */
export function templateVariant(model: Pick<FrameModel, 'layout' | 'wall' | 'readMore'>): string {
  return `${model.layout}${model.wall ? '-wall' : ''}${model.readMore ? '-link' : ''}`;
}

/** Every text of the frame by its slot name: the same names in the templates and in the plugin. */
export function textSlots(texts: FrameModel['texts'], choosable: readonly BannerCategory[]): Record<string, string> {
  const slots: Record<string, string> = {
    title: texts.title,
    message: texts.message,
    accept: texts.accept,
    deny: texts.deny,
    save: texts.save,
    preferences: texts.preferences,
    readMore: texts.readMore,
    alwaysActive: texts.alwaysActive,
    categoriesLabel: texts.categoriesLabel,
  };
  for (const name of ['functional', ...choosable] as BannerCategory[]) {
    slots[`category_${name}`] = texts.categories[name];
    slots[`purpose_${name}`] = texts.purposes[name];
  }
  return slots;
}

/** Every slot a template holds, with its value for this model. */
export function frameSlots(model: FrameModel, nonce: string): Record<string, string> {
  return {
    ...textSlots(model.texts, model.choosable),
    class: frameClassName(model, false),
    readMoreUrl: model.readMore ?? '',
    answerUrl: model.answerUrl,
    returnTo: model.returnTo,
    palette: model.palette.map(([property, value]) => `${property}:${value};`).join(''),
    nonce,
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A template with its slots filled, every value escaped (the plugin does the same with esc_attr). */
export function fillTemplate(template: string, slots: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    (slots[name] ?? '').replace(/[&<>"']/g, (character) => ESCAPES[character]!),
  );
}

/** A model whose every value is its slot: the tree then prints as a template. */
function slotModel(
  variant: Pick<FrameModel, 'layout' | 'wall' | 'readMore'>,
  choosable: readonly BannerCategory[],
): FrameModel {
  const slot = (name: string) => `{{${name}}}`;
  const perCategory = (prefix: string) =>
    Object.fromEntries(['functional', ...choosable].map((name) => [name, slot(`${prefix}_${name}`)])) as Record<
      BannerCategory,
      string
    >;
  return {
    texts: {
      ...Object.fromEntries(Object.keys(DEFAULT_TEXTS.de).map((key) => [key, slot(key)])),
      categories: perCategory('category'),
      purposes: perCategory('purpose'),
    } as FrameModel['texts'],
    placement: 'bottom',
    look: 'light',
    layout: variant.layout,
    wall: variant.wall,
    readMore: variant.readMore && slot('readMoreUrl'),
    choosable,
    answerUrl: slot('answerUrl'),
    returnTo: slot('returnTo'),
    palette: [],
    className: slot('class'),
  };
}

/**
 * The banner is drawn once the form after it is parsed: a paint while the page is still arriving
 * never shows a banner without its buttons, which would grow when they come
 * (docs/ARCHITECTURE.md, "The printed banner").
 */
const UNTIL_WHOLE = '.banner:not(:has(~form)){visibility:hidden}';

/**
 * The printed tag: a declarative shadow root with the banner's styles (minified by the build) and
 * the frame. The wall's <dialog> is printed open: without script it shows, the shell makes it modal.
 */
function printedTemplate(model: FrameModel, styles: string): string {
  const [banner, form] = frameTree(model);
  if (model.wall) banner!.attributes.open = '';
  return (
    `<ws-consent-banner ${PRINTED_ATTRIBUTE}><template shadowrootmode="open">` +
    `<style nonce="{{nonce}}">:host{{{palette}}}${styles}${UNTIL_WHOLE}</style>${frameHtml([banner, form])}` +
    `</template></ws-consent-banner>`
  );
}

/** Every variant's template (the build writes them to dist/printed-banner.json). */
export function printedTemplates(choosable: readonly BannerCategory[], styles: string): Record<string, string> {
  const templates: Record<string, string> = {};
  for (const layout of ['basic', 'categories'] as const)
    for (const wall of [false, true])
      for (const readMore of [undefined, 'link']) {
        const variant = { layout, wall, readMore };
        templates[templateVariant(variant)] = printedTemplate(slotModel(variant, choosable), styles);
      }
  return templates;
}

/**
 * Whether the cookies hold a choice for the page's current policy, or the browser answers for the
 * visitor: then the bus shows no banner (consent-bus/rules.ts, deriveConsentState). Runs in the head
 * as it is written here (the build inlines its source), so it imports nothing.
 */
export function consentAnswered(
  cookieHeader: string,
  settingsJson: string | null | undefined,
  browser: { cookieEnabled: boolean; doNotTrack?: string | null; globalPrivacyControl?: boolean },
  defaults: { prefix: string; policy: string },
): boolean {
  let settings: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(settingsJson || '{}');
    if (parsed && typeof parsed === 'object') settings = parsed as Record<string, unknown>;
  } catch {
    // Broken settings: the bus starts on its defaults, and so does this check.
  }
  if (!browser.cookieEnabled) return true;
  if (settings.do_not_track === true && (browser.doNotTrack === '1' || browser.globalPrivacyControl === true))
    return true;
  const prefix = typeof settings.prefix === 'string' ? settings.prefix : defaults.prefix;
  const policy = ['string', 'number'].includes(typeof settings.current_policy_id)
    ? String(settings.current_policy_id)
    : defaults.policy;
  // No inner functions: the build inlines this source, and a named helper would need the bundler's own.
  const choice: string[] = [];
  const policies: string[] = [];
  for (const pair of cookieHeader.split(';')) {
    const [name = '', ...value] = pair.trim().split('=');
    if (name === `${prefix}choice`) choice.push(value.join('='));
    if (name === `${prefix}policy_id`) policies.push(value.join('='));
  }
  return choice.includes('set') && (policy === '' || policies.includes(policy));
}

/** The banner as a server prints it for this page (demo/pages/layout.ts; the plugin fills the same templates). */
export function printedBanner(
  file: PrintedBannerFile,
  input: {
    settings: ConsentSettings;
    language: Language;
    categoryNames: Record<Language, Record<NamedCategory, string>>;
    choosable: readonly BannerCategory[];
    returnTo: string;
    nonce: string;
    /** The switches open, for the answer to "Einstellungen" without script: the categories layout, expanded. */
    switchesOpen?: boolean;
  },
): string {
  // A site without a cookie law shows no banner (consent-bus/rules.ts): nothing to print.
  if (input.settings.consenttype === 'other') return '';
  const derived = frameModel({ ...input, attribute: () => undefined, consentType: input.settings.consenttype });
  const model: FrameModel = input.switchesOpen ? { ...derived, layout: 'categories', wall: false } : derived;
  const template = file.templates[templateVariant(model)];
  const slots = { ...frameSlots(model, input.nonce), class: frameClassName(model, input.switchesOpen === true) };
  return template ? fillTemplate(template, slots) : '';
}

/** The head's part: the answered check and the rule that hides the printed frame. */
export function printedHead(file: PrintedBannerFile, nonce: string): string {
  return fillTemplate(file.head, { nonce });
}

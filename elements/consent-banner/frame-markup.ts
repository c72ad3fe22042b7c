// The banner's first frame as plain data: the shell paints it into the page (first-frame.ts) and the
// server prints it into the HTML (printed-frame.ts), so both are one markup, control for control
// (docs/ARCHITECTURE.md#the-printed-banner). React-free and DOM-free: Node runs it too.
import type { NamedCategory } from '../../consent-bus/categories.ts';
import type { ConsentSettings } from '../../consent-bus/settings.ts';
import type { Language } from '../../platform/environment.ts';
import {
  CATEGORIES_ID,
  bannerClassName,
  bannerLayout,
  bannerPosition,
  bannerTexts,
  bannerTheme,
  paletteProperties,
  preferencesDisclosure,
  readMoreUrl,
  type BannerCategory,
  type BannerLayout,
  type BannerPosition,
  type BannerTexts,
  type BannerTheme,
} from './rules.ts';

export type FrameChild = FrameElement | string | false | undefined;

export interface FrameElement {
  tag: string;
  attributes: Record<string, string>;
  children: FrameChild[];
}

const h = (tag: string, attributes: Record<string, string>, ...children: FrameChild[]): FrameElement => ({
  tag,
  attributes,
  children,
});

/** The field that says which button answered. */
export const ANSWER_FIELD = 'ws-answer';
/** The field that says where the visitor goes back to after the answer. */
export const RETURN_FIELD = 'ws-return';
/** The form's answers: the three choices, and "Einstellungen", which asks for the switches. */
export const FORM_ANSWERS = ['accept', 'deny', 'save', 'preferences'] as const;
export type FormAnswer = (typeof FORM_ANSWERS)[number];

/** The id of the form the frame's controls answer with when no script takes them (docs/REFERENCE.md#endpoints). */
export const ANSWER_FORM_ID = 'answer';
/** Everything the frame shows, decided once from the settings and the host's attributes. */
export interface FrameModel {
  texts: BannerTexts;
  placement: BannerPosition;
  look: BannerTheme;
  layout: BannerLayout;
  wall: boolean;
  readMore?: string;
  /** The switches a visitor can set (functional is always on). */
  choosable: readonly BannerCategory[];
  /** The consent endpoint's no-script answer: the form posts there. */
  answerUrl: string;
  /** Where the answer sends the visitor back to: this page's path and query. */
  returnTo: string;
  /** The settings' colours, as --ws-* properties on the host. */
  palette: Array<[string, string]>;
  /** The banner's classes when not derived from the model (a template's slot). */
  className?: string;
}

export interface FrameInput {
  attribute(name: string): string | undefined;
  settings: ConsentSettings;
  consentType: string;
  language: Language;
  categoryNames: Record<Language, Record<NamedCategory, string>>;
  choosable: readonly BannerCategory[];
  returnTo: string;
}

const ignore = () => undefined;

/** The frame's model. Attribute warnings come from the real element; here a bad value just falls back quietly. */
export function frameModel(input: FrameInput): FrameModel {
  const { settings } = input;
  const extra = settings.extra;
  return {
    texts: bannerTexts(extra, input.consentType, input.language, input.categoryNames),
    placement: bannerPosition(input.attribute('position'), extra.position, ignore),
    look: bannerTheme(input.attribute('theme'), extra.theme, ignore),
    layout: bannerLayout(input.attribute('layout'), settings.use_categories, ignore),
    wall: settings.soft_cookiewall,
    readMore: readMoreUrl(extra, settings.region, input.consentType),
    choosable: input.choosable,
    answerUrl: `${settings.url}/v1/answer`,
    returnTo: input.returnTo,
    palette: paletteProperties(extra),
  };
}

/** The banner's classes for this model: the wall adds its own. */
export function frameClassName(model: FrameModel, expanded: boolean): string {
  return `${bannerClassName(model.placement, model.look, model.layout, expanded)}${model.wall ? ' wall' : ''}`;
}

// Every control belongs to the answer form by its `form` attribute: the layout stays the element's.
const inForm = { form: ANSWER_FORM_ID };

/** One switch row with its line of purpose, read as the switch's description (as in the element). */
function categoryRow(model: FrameModel, name: BannerCategory): FrameElement {
  const describedBy = { 'aria-describedby': `purpose-${name}` };
  const input =
    name === 'functional'
      ? h('input', { type: 'checkbox', checked: '', disabled: '', ...describedBy })
      : h('input', { type: 'checkbox', name, value: 'allow', ...inForm, ...describedBy });
  const label: FrameChild[] =
    name === 'functional'
      ? [`${model.texts.categories.functional} `, h('small', {}, `(${model.texts.alwaysActive})`)]
      : [model.texts.categories[name]];
  return h(
    'div',
    { class: 'category' },
    h('label', {}, input, h('span', {}, ...label)),
    h('span', { class: 'purpose', id: `purpose-${name}` }, model.texts.purposes[name]),
  );
}

/** The switches' fieldset (the second layer of the basic layout, shown at once in the categories layout). */
export function categoriesTree(model: FrameModel): FrameElement {
  return h(
    'fieldset',
    { id: CATEGORIES_ID, class: 'categories', part: 'categories' },
    h('legend', { class: 'visually-hidden' }, model.texts.categoriesLabel),
    categoryRow(model, 'functional'),
    ...model.choosable.map((name) => categoryRow(model, name)),
  );
}

/** A button that answers with script (first-frame.ts) and posts the form without it. */
export function buttonTree(model: FrameModel, answer: FormAnswer): FrameElement {
  const labels: Record<FormAnswer, string> = {
    accept: model.texts.accept,
    deny: model.texts.deny,
    save: model.texts.save,
    preferences: model.texts.preferences,
  };
  const disclosure = answer === 'preferences' ? preferencesDisclosure(false) : {};
  return h(
    'button',
    {
      type: 'submit',
      class: 'button primary',
      part: `button ${answer}`,
      name: ANSWER_FIELD,
      value: answer,
      ...inForm,
      ...disclosure,
    },
    labels[answer],
  );
}

/**
 * The whole frame, closed: the banner (a <dialog> for the wall, as the element's),
 * and the hidden form its controls post with when no script answers.
 */
export function frameTree(model: FrameModel): FrameElement[] {
  const categoriesShown = model.layout === 'categories';
  const className = model.className ?? frameClassName(model, false);
  const content: FrameChild[] = [
    h('h2', { id: 'title', class: 'title' }, model.texts.title),
    h(
      'p',
      { id: 'message', class: 'message' },
      model.texts.message,
      ' ',
      model.readMore && h('a', { href: model.readMore, part: 'read-more' }, model.texts.readMore),
    ),
    categoriesShown && categoriesTree(model),
    h(
      'div',
      { class: 'buttons', part: 'buttons' },
      buttonTree(model, 'accept'),
      buttonTree(model, 'deny'),
      buttonTree(model, 'preferences'),
      categoriesShown && buttonTree(model, 'save'),
    ),
    h('p', { class: 'saved', role: 'status' }),
  ];
  const banner = model.wall
    ? h(
        'dialog',
        { class: className, part: 'banner', 'aria-labelledby': 'title', 'aria-describedby': 'message' },
        ...content,
      )
    : h('section', { class: className, part: 'banner', 'aria-labelledby': 'title' }, ...content);
  const form = h(
    'form',
    { id: ANSWER_FORM_ID, method: 'post', action: model.answerUrl, hidden: '' },
    h('input', { type: 'hidden', name: RETURN_FIELD, value: model.returnTo }),
  );
  return [banner, form];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** The tree as HTML: every text and attribute value escaped (the texts are the site owner's). */
export function frameHtml(nodes: FrameChild[]): string {
  return nodes
    .map((node) => {
      if (!node) return '';
      if (typeof node === 'string') return escapeHtml(node);
      const attributes = Object.entries(node.attributes)
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
        .join('');
      const inner = frameHtml(node.children);
      return node.tag === 'input' ? `<input${attributes}>` : `<${node.tag}${attributes}>${inner}</${node.tag}>`;
    })
    .join('');
}

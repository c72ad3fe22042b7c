// The banner's first frame, painted without React: the shell loads this small module beside the
// element's code and paints the banner as soon as the bus knows it must show, so the visitor does
// not wait for the React runtime (see the benchmark in the README). The React element takes the
// shadow root over when it arrives, in one task (elements/kit/define.ts), with the same markup.
//
// The build makes this file self-contained (rollup.config.mjs, second pass): it shares no chunk
// with the element, so any one failing file leaves a banner that takes the visitor's answer and
// closes on its own. It holds no copy of the bus either: the shell hands the bus over.
import type * as ConsentBus from '../../consent-bus/index.ts';
import type { ConsentState } from '../../consent-bus/index.ts';
import { pageLanguage } from '../kit/environment.ts';
import { sharedSheet } from '../kit/sheets.ts';
import { tokenStyles } from '../kit/tokens.ts';
import { BANNER_HIDE_DELAY_MS, bannerLayout, bannerPosition, bannerTexts, bannerTheme, paletteProperties, readMoreUrl } from './rules.ts';
import { bannerStyles } from './styles.ts';

/** What the first frame uses of the consent bus (the shell's own bus, passed in: never a second copy). */
export type FirstFrameBus = Pick<typeof ConsentBus, 'getConsent' | 'getConsentSettings' | 'consent$' | 'acceptAll' | 'denyAll' | 'saveChoices'>;

/** The visitor's answer in the first frame, by what the bus records for it. */
export type FirstFrameChoice = 'allow' | 'dismiss' | 'deny';

/** How long the banner stays after the visitor's own answer: allow and dismiss show "saved" first, deny closes at once (specification, section 4). */
export function hideDelayAfter(choice: FirstFrameChoice): number {
  return choice === 'deny' ? 0 : BANNER_HIDE_DELAY_MS;
}

/** Whether a state published by the bus closes the first frame: a choice made elsewhere (the React element, another tab) counts too. */
export function closesFirstFrame(state: ConsentState): boolean {
  return !state.banner.show;
}

type Child = Node | string | false | undefined;

function element(tag: string, attributes: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

const ignore = () => undefined;

/** Paints the banner into a not-yet-defined <ws-consent-banner> when the bus wants it shown. */
export function paintFirstFrame(host: HTMLElement, bus: FirstFrameBus): void {
  const state = bus.getConsent();
  const settings = bus.getConsentSettings();
  // The wall needs showModal() and its focus handling: that waits for the real element.
  if (!state.banner.show || host.shadowRoot || customElements.get(host.localName) || settings.soft_cookiewall) return;
  const attribute = (name: string) => host.getAttribute(name) ?? undefined;
  // Attribute warnings come from the real element; here a bad value just falls back quietly.
  const texts = bannerTexts(settings.extra, state.consentType, pageLanguage(host));
  const placement = bannerPosition(attribute('position'), settings.extra.position, ignore);
  const look = bannerTheme(attribute('theme'), settings.extra.theme, ignore);
  const categoriesShown = bannerLayout(attribute('layout'), settings.use_categories, ignore) === 'categories';
  const readMore = readMoreUrl(settings.extra, settings.region, state.consentType);
  // The same colours the element sets: this frame may be the only banner the visitor gets.
  for (const [property, value] of paletteProperties(settings.extra)) host.style.setProperty(property, value);

  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sharedSheet(tokenStyles), sharedSheet(bannerStyles)];
  const switches = (['preferences', 'statistics', 'marketing'] as const).map((name) =>
    element('label', { class: 'category' }, element('input', { type: 'checkbox', name }), element('span', {}, texts.categories[name])),
  );
  const categories = element(
    'fieldset',
    { class: 'categories', part: 'categories' },
    element('legend', { class: 'visually-hidden' }, texts.title),
    element(
      'label',
      { class: 'category' },
      element('input', { type: 'checkbox', checked: '', disabled: '' }),
      element('span', {}, `${texts.categories.functional} `, element('small', {}, `(${texts.alwaysActive})`)),
    ),
    ...switches,
  );
  const chosen = () =>
    Object.fromEntries(switches.map((label) => label.querySelector('input')!).map((input) => [input.name, input.checked]));
  const saved = element('p', { class: 'saved', role: 'status' });

  let answered = false;
  let stopped = false;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let subscription: { unsubscribe(): void } | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(hideTimer);
    subscription?.unsubscribe();
  };
  // Empties the root rather than detaching it: the element may still take it over, and then
  // renders from the bus (no banner once a choice exists), so nothing shows again.
  const hide = () => {
    stop();
    if (!customElements.get(host.localName)) root.replaceChildren();
  };
  const answer = (choice: FirstFrameChoice, send: () => void) => {
    // Set before sending: the bus publishes the new state synchronously, and that one is ours.
    answered = true;
    // A second answer within the "saved" second counts, as in the element (deny then closes at once).
    clearTimeout(hideTimer);
    send();
    const delay = hideDelayAfter(choice);
    if (delay === 0) return hide();
    saved.textContent = texts.saved;
    hideTimer = setTimeout(hide, delay);
  };
  const button = (part: string, label: string, kind: string, onClick: () => void) => {
    const node = element('button', { type: 'button', class: `button ${kind}`, part: `button ${part}` }, label);
    node.addEventListener('click', onClick);
    return node;
  };
  const save = () => button('save', texts.save, 'secondary', () => answer('dismiss', () => bus.saveChoices(chosen())));
  // Without React the switches still come out, as in the element: the answer must not wait for it.
  const preferences = () => {
    const node = element('button', { type: 'button', class: 'button secondary', part: 'button preferences', 'aria-expanded': 'false' }, texts.preferences);
    node.addEventListener('click', () => {
      const saveButton = save();
      buttons.before(categories);
      node.replaceWith(saveButton);
      saveButton.focus();
    });
    return node;
  };
  const buttons = element(
    'div',
    { class: 'buttons', part: 'buttons' },
    button('accept', texts.accept, 'primary', () => answer('allow', bus.acceptAll)),
    button('deny', texts.deny, 'primary', () => answer('deny', bus.denyAll)),
    categoriesShown ? save() : preferences(),
  );

  root.append(
    element('p', { class: 'visually-hidden', 'aria-live': 'polite' }),
    element(
      'section',
      { class: `banner position-${placement} theme-${look}`, part: 'banner', 'aria-labelledby': 'title' },
      element('h2', { id: 'title', class: 'title' }, texts.title),
      element('p', { id: 'message', class: 'message' }, texts.message, ' ', readMore && element('a', { href: readMore, part: 'read-more' }, texts.readMore)),
      categoriesShown && categories,
      buttons,
      saved,
    ),
  );

  // A choice made anywhere else closes this frame at once, as it closes the element.
  subscription = bus.consent$.subscribe((next) => {
    if (!answered && closesFirstFrame(next)) hide();
  });
  // The bus may have answered while subscribing (it replays its state): then nothing is left to follow.
  if (stopped) subscription.unsubscribe();
  // Once the element has taken the root over, this frame no longer acts on it.
  void customElements.whenDefined(host.localName).then(stop);
}

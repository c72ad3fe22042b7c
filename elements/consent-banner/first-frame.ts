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
import { pageLanguage } from '../../platform/environment.ts';
import { sharedSheet } from '../../platform/sheets.ts';
import { tokenStyles } from '../../platform/tokens.ts';
import {
  BANNER_HIDE_DELAY_MS,
  CATEGORIES_ID,
  bannerClassName,
  bannerLayout,
  bannerPosition,
  bannerTexts,
  bannerTheme,
  keepDraft,
  markSavedUntil,
  paletteProperties,
  preferencesDisclosure,
  readMoreUrl,
  type BannerCategory,
} from './rules.ts';
import { returnFocusFromBanner, watchFocusOrigin } from './focus-return.ts';
import { bannerStyles } from './styles.ts';

/** What the first frame uses of the consent bus (the shell's own bus, passed in: never a second copy). */
export type FirstFrameBus = Pick<
  typeof ConsentBus,
  | 'getConsent'
  | 'getConsentSettings'
  | 'consent$'
  | 'acceptAll'
  | 'denyAll'
  | 'saveChoices'
  | 'CHOOSABLE_CATEGORIES'
  | 'CATEGORY_NAMES'
>;

/** The visitor's answer in the first frame, by what the bus records for it. */
export type FirstFrameChoice = 'allow' | 'dismiss' | 'deny';

/**
 * How long the banner stays after the visitor's own answer: allow and dismiss show "saved" first,
 * deny closes at once (docs/RULES.md#the-consent-banner).
 */
export function hideDelayAfter(choice: FirstFrameChoice): number {
  return choice === 'deny' ? 0 : BANNER_HIDE_DELAY_MS;
}

/** Whether a state published by the bus closes the first frame: a choice made elsewhere (the React element, another
 * tab) counts too. */
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

/** A press on the first frame that has not been let go yet: the element waits with its take-over. */
const PRESSED = Symbol.for('ws.consent-banner.first-frame-pressed');
type PressedHost = { [PRESSED]?: Promise<void> };

/**
 * Resolves once no pointer is pressed on the host's first frame (at once when none is), a task
 * after the release: the click that the release makes still lands on the first frame's button.
 * The shell waits for it before the element takes the root over, which would otherwise replace
 * the pressed button under the finger and lose the visitor's answer.
 */
export function whenUnpressed(host: HTMLElement): Promise<void> {
  return (host as PressedHost)[PRESSED] ?? Promise.resolve();
}

function trackPresses(host: HTMLElement, root: ShadowRoot): void {
  root.addEventListener('pointerdown', () => {
    if ((host as PressedHost)[PRESSED]) return;
    (host as PressedHost)[PRESSED] = new Promise<void>((resolve) => {
      const release = () => {
        for (const type of ['pointerup', 'pointercancel'] as const) removeEventListener(type, release, true);
        setTimeout(() => {
          (host as PressedHost)[PRESSED] = undefined;
          resolve();
        }, 0);
      };
      // On the window: the release may happen anywhere, also off the banner.
      for (const type of ['pointerup', 'pointercancel'] as const) addEventListener(type, release, true);
    });
  });
}

/** Paints the banner into a not-yet-defined <ws-consent-banner> when the bus wants it shown. */
export function paintFirstFrame(host: HTMLElement, bus: FirstFrameBus): void {
  const state = bus.getConsent();
  const settings = bus.getConsentSettings();
  if (!state.banner.show || host.shadowRoot || customElements.get(host.localName)) return;
  const attribute = (name: string) => host.getAttribute(name) ?? undefined;
  // Attribute warnings come from the real element; here a bad value just falls back quietly.
  const texts = bannerTexts(settings.extra, state.consentType, pageLanguage(host), bus.CATEGORY_NAMES);
  const placement = bannerPosition(attribute('position'), settings.extra.position, ignore);
  const look = bannerTheme(attribute('theme'), settings.extra.theme, ignore);
  const layout = bannerLayout(attribute('layout'), settings.use_categories, ignore);
  const categoriesShown = layout === 'categories';
  const wall = settings.soft_cookiewall;
  const readMore = readMoreUrl(settings.extra, settings.region, state.consentType);
  // The same colours the element sets: this frame may be the only banner the visitor gets.
  for (const [property, value] of paletteProperties(settings.extra)) host.style.setProperty(property, value);

  const root = host.attachShadow({ mode: 'open' });
  trackPresses(host, root);
  // Where focus came from when it entered the banner: it goes back there after the answer.
  const focusOrigin = watchFocusOrigin(host);
  root.adoptedStyleSheets = [sharedSheet(tokenStyles), sharedSheet(bannerStyles)];
  // Each switch with its one line of purpose, read as the switch's description (as in the element).
  const category = (name: BannerCategory, input: HTMLElement, label: Child[]) =>
    element(
      'div',
      { class: 'category' },
      element('label', {}, input, element('span', {}, ...label)),
      element('span', { class: 'purpose', id: `purpose-${name}` }, texts.purposes[name]),
    );
  const switches = bus.CHOOSABLE_CATEGORIES.map((name) =>
    category(name, element('input', { type: 'checkbox', name, 'aria-describedby': `purpose-${name}` }), [
      texts.categories[name],
    ]),
  );
  const categories = element(
    'fieldset',
    { id: CATEGORIES_ID, class: 'categories', part: 'categories' },
    element('legend', { class: 'visually-hidden' }, texts.categoriesLabel),
    category(
      'functional',
      element('input', { type: 'checkbox', checked: '', disabled: '', 'aria-describedby': 'purpose-functional' }),
      [`${texts.categories.functional} `, element('small', {}, `(${texts.alwaysActive})`)],
    ),
    ...switches,
  );
  const chosen = () =>
    Object.fromEntries(switches.map((row) => row.querySelector('input')!).map((input) => [input.name, input.checked]));
  const saved = element('p', { class: 'saved', role: 'status' });
  let expanded = false;
  // Kept for the element, which takes over with the visitor's unsaved switches and open layer.
  const keepForElement = () => keepDraft(host, answered ? undefined : { choices: chosen(), expanded });
  categories.addEventListener('change', keepForElement);

  let answered = false;
  let stopped = false;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let subscription: { unsubscribe(): void } | undefined;
  // The control the visitor is on, kept through the take-over: the element's markup replaces it.
  let focused: HTMLElement | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(hideTimer);
    subscription?.unsubscribe();
    focusOrigin.stop();
  };
  // Empties the root rather than detaching it: the element may still take it over, and then
  // renders from the bus (no banner once a choice exists), so nothing shows again.
  const hide = () => {
    stop();
    if (customElements.get(host.localName)) return;
    // Closed before it goes, as the element closes its wall: the page is released at once.
    if (banner instanceof HTMLDialogElement) banner.close();
    root.replaceChildren();
    // Not to <body>: back where the visitor was, or to the main content.
    returnFocusFromBanner(host, focusOrigin.origin());
  };
  const answer = (choice: FirstFrameChoice, send: () => void) => {
    // Set before sending: the bus publishes the new state synchronously, and that one is ours.
    answered = true;
    keepForElement();
    // A second answer within the "saved" second counts, as in the element (deny then closes at once).
    clearTimeout(hideTimer);
    send();
    const delay = hideDelayAfter(choice);
    markSavedUntil(host, delay === 0 ? undefined : Date.now() + delay);
    if (delay === 0) return hide();
    saved.textContent = texts.saved;
    hideTimer = setTimeout(hide, delay);
  };
  const button = (part: string, label: string, kind: string, onClick: () => void) => {
    const node = element('button', { type: 'button', class: `button ${kind}`, part: `button ${part}` }, label);
    node.addEventListener('click', onClick);
    return node;
  };
  const save = button('save', texts.save, 'primary', () => answer('dismiss', () => bus.saveChoices(chosen())));
  // "Einstellungen" shows and hides the second layer (the switches with their purposes), as in the
  // element: the answer must not wait for React (docs/ACCESSIBILITY.md, "Einstellungen").
  const preferences = button('preferences', texts.preferences, 'primary', () => showSwitches(!expanded));
  const showSwitches = (show: boolean) => {
    expanded = show;
    banner.className = `${bannerClassName(placement, look, layout, show)}${wall ? ' wall' : ''}`;
    setDisclosed(preferences, show);
    if (!categoriesShown && show) {
      buttons.before(categories);
      buttons.insertBefore(save, preferences.nextSibling);
    } else if (!categoriesShown) {
      categories.remove();
      save.remove();
    }
    keepForElement();
    if (show) switches[0]?.querySelector('input')?.focus();
  };
  setDisclosed(preferences, false);
  // The categories layout carries its switches and save button from the start: wider screens show
  // them at once, phones only after "Einstellungen" (styles.ts).
  const buttons = element(
    'div',
    { class: 'buttons', part: 'buttons' },
    button('accept', texts.accept, 'primary', () => answer('allow', bus.acceptAll)),
    button('deny', texts.deny, 'primary', () => answer('deny', bus.denyAll)),
    preferences,
    categoriesShown && save,
  );

  const content = [
    element('h2', { id: 'title', class: 'title' }, texts.title),
    element(
      'p',
      { id: 'message', class: 'message' },
      texts.message,
      ' ',
      readMore && element('a', { href: readMore, part: 'read-more' }, texts.readMore),
    ),
    categoriesShown && categories,
    buttons,
    saved,
  ];
  const className = bannerClassName(placement, look, layout, false);
  // The wall is the element's modal <dialog>, attribute for attribute, so its take-over is seamless.
  const banner = wall
    ? element(
        'dialog',
        { class: `${className} wall`, part: 'banner', 'aria-labelledby': 'title', 'aria-describedby': 'message' },
        ...content,
      )
    : element('section', { class: className, part: 'banner', 'aria-labelledby': 'title' }, ...content);
  // Only this frame's own controls count: the element's markup lands in the same root.
  root.addEventListener('focusin', (event) => {
    if (banner.contains(event.target as Node)) focused = event.target as HTMLElement;
  });
  // A real blur lets go. Chromium also blurs a control the take-over removes, still connected
  // then, so this looks once the removal is done: a removed control stays kept.
  root.addEventListener('focusout', (event) => {
    const control = event.target as HTMLElement;
    queueMicrotask(() => {
      if (control.isConnected && focused === control) focused = undefined;
    });
  });
  root.append(element('p', { class: 'visually-hidden', 'aria-live': 'polite' }), banner);
  if (banner instanceof HTMLDialogElement) holdWall(banner, () => stopped);

  // A choice made anywhere else closes this frame at once, as it closes the element.
  subscription = bus.consent$.subscribe((next) => {
    if (!answered && closesFirstFrame(next)) hide();
  });
  // The bus may have answered while subscribing (it replays its state): then nothing is left to follow.
  if (stopped) subscription.unsubscribe();
  // Once the element has taken the root over, this frame no longer acts on it; focus goes on to the
  // same control in the element's markup. The element renders a few microtasks after its
  // definition, in the same task (elements/kit/define.ts): focus moves when this frame's control
  // has gone, before the next paint.
  const handOver = () => {
    if (!stopped && focused && !focused.isConnected) root.querySelector<HTMLElement>(sameControl(focused))?.focus();
    stop();
  };
  void customElements.whenDefined(host.localName).then(() => {
    if (!focused?.isConnected) return handOver();
    const takenOver = new MutationObserver(() => {
      if (focused?.isConnected) return;
      takenOver.disconnect();
      handOver();
    });
    takenOver.observe(root, { childList: true });
  });
}

/** A selector for the control in the element's markup that matches this one in the first frame. */
function sameControl(control: HTMLElement): string {
  const part = control.getAttribute('part');
  // Our own constant parts and switch names: no visitor string ends up in the selector.
  return part ? `[part="${part}"]` : `[name="${control.getAttribute('name')}"]`;
}

/** The wall as modal as the element makes it: the page inert, Escape never closes it, only a choice. */
function holdWall(dialog: HTMLDialogElement, released: () => boolean): void {
  // Chromium ignores a prevented cancel without prior user activation, so the key itself is stopped.
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') event.preventDefault();
  });
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  // A close the browser forces anyway reopens it, until a choice (or the element) releases it.
  dialog.addEventListener('close', () => {
    if (!released() && dialog.isConnected) dialog.showModal();
  });
  dialog.showModal();
}

/** The disclosure's state on "Einstellungen", as the element renders it. */
function setDisclosed(button: HTMLElement, expanded: boolean): void {
  button.removeAttribute('aria-controls');
  for (const [name, value] of Object.entries(preferencesDisclosure(expanded))) button.setAttribute(name, value);
}

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
import { onFirstInterest } from '../../platform/interest.ts';
import { pageLanguage, whenParsed } from '../../platform/environment.ts';
import { sharedSheet } from '../../platform/sheets.ts';
import { tokenStyles } from '../../platform/tokens.ts';
import { BANNER_HIDE_DELAY_MS, CATEGORIES_ID, keepDraft, markSavedUntil, preferencesDisclosure } from './rules.ts';
import {
  ANSWER_FORM_ID,
  buttonTree,
  categoriesTree,
  frameClassName,
  frameModel,
  frameTree,
  type FrameChild,
  type FrameElement,
  type FormAnswer,
} from './frame-markup.ts';
import { PRINTED_ATTRIBUTE } from './printed-frame.ts';
import { returnFocusFromBanner, watchFocusOrigin } from './focus-return.ts';
import { frameStyles } from './styles.ts';
import { keepPageClearOfBanner } from './room.ts';
import { offerRoomKeeper } from './room-keeper.ts';
import { announceBanner } from './announce.ts';
import { paintRevokeButton } from './revoke-first-frame.ts';
import { handFocusOver, trackPresses } from '../../platform/take-over.ts';

// The shell asks the frame's file for it (shell/registry.ts).
export { whenUnpressed } from '../../platform/take-over.ts';
import { consentBannerAttributes } from './schema.ts';

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

/** The frame's markup as elements of this page (the server prints the same tree as HTML). */
function toDom(node: FrameChild): Node | undefined {
  if (!node) return undefined;
  if (typeof node === 'string') return document.createTextNode(node);
  const element = document.createElement(node.tag);
  for (const [name, value] of Object.entries(node.attributes)) element.setAttribute(name, value);
  for (const child of node.children) {
    const made = toDom(child);
    if (made) element.append(made);
  }
  return element;
}

const made = (node: FrameElement) => toDom(node) as HTMLElement;

/**
 * Paints the banner into a not-yet-defined <ws-consent-banner> when the bus wants it shown, or takes
 * over the frame the server printed (docs/ARCHITECTURE.md#the-printed-banner): the same markup, so
 * only listeners are added. A printed frame the bus does not want shown goes.
 */
export function paintFirstFrame(host: HTMLElement, bus: FirstFrameBus): void {
  // Also for a banner shown later (reopened): the element keeps the page clear of it with this file's watcher.
  offerRoomKeeper(host.ownerDocument, keepPageClearOfBanner);
  const state = bus.getConsent();
  const printed = host.hasAttribute(PRINTED_ATTRIBUTE) ? host.shadowRoot : null;
  if (customElements.get(host.localName)) return;
  if (printed) host.removeAttribute(PRINTED_ATTRIBUTE);
  if (!state.banner.show) printed?.replaceChildren();
  if (host.shadowRoot && !printed) return;
  const model = frameModel({
    attribute: (name) => host.getAttribute(name) ?? undefined,
    settings: bus.getConsentSettings(),
    consentType: state.consentType,
    language: pageLanguage(host),
    categoryNames: bus.CATEGORY_NAMES,
    choosable: bus.CHOOSABLE_CATEGORIES,
    returnTo: `${location.pathname}${location.search}`,
  });
  // The same colours the element sets: this frame may be the only banner the visitor gets.
  if (state.banner.show || state.banner.revokable)
    for (const [property, value] of model.palette) host.style.setProperty(property, value);
  // A returning visitor's page: the revoke button alone, without React until the visitor shows interest in it.
  if (!state.banner.show) {
    if (state.banner.revokable)
      paintRevokeButton(host, printed ?? host.attachShadow({ mode: 'open' }), model.texts.revoke);
    return;
  }

  const built = frameTree(model).map((node) => made(node));
  const root = printed ?? host.attachShadow({ mode: 'open' });
  // The printed frame is kept, with what the visitor did in it, when it is the markup this page's settings make;
  // settings changed since it was printed (a banner answer, a test) paint the frame anew.
  root.adoptedStyleSheets = [sharedSheet(tokenStyles), sharedSheet(frameStyles)];
  if (!printed || !sameAsPrinted(printed, built, model.wall)) root.replaceChildren(...built);
  // The same rules, now adopted as in a painted frame: the printed <style> goes, in this task (no paint without
  // either). A tool that copies a shadow root's <style> elements into the page (axe-core does) would break the CSP.
  else for (const style of printed.querySelectorAll('style')) style.remove();
  trackPresses(host, root);
  // The page keeps clear of the banner from this paint on, not from the element's (which keeps this watcher).
  const stopKeepingRoom = keepPageClearOfBanner(host);
  // Where focus came from when it entered the banner: it goes back there after the answer.
  const focusOrigin = watchFocusOrigin(host);
  const banner = root.querySelector<HTMLElement>('[part="banner"]')!;
  const buttons = root.querySelector<HTMLElement>('[part="buttons"]')!;
  const saved = root.querySelector<HTMLElement>('.saved')!;
  const control = (answer: FormAnswer) => root.querySelector<HTMLElement>(`[part="button ${answer}"]`);
  const categoriesShown = model.layout === 'categories';
  // The basic layout's second layer (the switches and "Auswahl speichern") is made when first opened.
  const categories = root.querySelector<HTMLElement>(`#${CATEGORIES_ID}`) ?? made(categoriesTree(model));
  const save = control('save') ?? made(buttonTree(model, 'save'));
  const preferences = control('preferences')!;
  const switches = [...categories.querySelectorAll<HTMLInputElement>('input[name]')];
  const chosen = () => Object.fromEntries(switches.map((input) => [input.name, input.checked]));
  // Answered here, never posted: the form is for a page without script (frame-markup.ts).
  root.getElementById(ANSWER_FORM_ID)?.addEventListener('submit', (event) => event.preventDefault());
  let expanded = false;
  // Kept for the element, which takes over with the visitor's unsaved switches and open layer.
  const keepForElement = () => keepDraft(host, answered ? undefined : { choices: chosen(), expanded });
  categories.addEventListener('change', keepForElement);

  let answered = false;
  let stopped = false;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let subscription: { unsubscribe(): void } | undefined;
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
    announceBanner(host, false, bus.getConsent().banner.reason);
    stopKeepingRoom();
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
    saved.textContent = model.texts.saved;
    hideTimer = setTimeout(hide, delay);
  };
  const onPress = (node: HTMLElement | null, onClick: () => void) =>
    node?.addEventListener('click', (event) => {
      event.preventDefault();
      onClick();
    });
  onPress(save, () => answer('dismiss', () => bus.saveChoices(chosen())));
  // "Einstellungen" shows and hides the second layer (the switches with their purposes), as in the
  // element: the answer must not wait for React (docs/ACCESSIBILITY.md, "Einstellungen").
  onPress(preferences, () => showSwitches(!expanded));
  const showSwitches = (show: boolean) => {
    expanded = show;
    banner.className = frameClassName(model, show);
    setDisclosed(preferences, show);
    if (!categoriesShown && show) {
      buttons.before(categories);
      buttons.insertBefore(save, preferences.nextSibling);
    } else if (!categoriesShown) {
      categories.remove();
      save.remove();
    }
    keepForElement();
    if (show) switches[0]?.focus();
  };
  onPress(control('accept'), () => answer('allow', bus.acceptAll));
  onPress(control('deny'), () => answer('deny', bus.denyAll));

  if (banner instanceof HTMLDialogElement) holdWall(banner, () => stopped);

  // The page hears that the banner opened once it is parsed, a task later: listeners added while it loads, or on
  // DOMContentLoaded, hear it too. Not when it has closed (or the element has taken over) by then.
  void whenParsed(host.ownerDocument)
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => stopped || announceBanner(host, true, state.banner.reason));
  // A choice made anywhere else closes this frame at once, as it closes the element.
  subscription = bus.consent$.subscribe((next) => {
    if (!answered && closesFirstFrame(next)) hide();
  });
  // The bus may have answered while subscribing (it replays its state): then nothing is left to follow.
  if (stopped) subscription.unsubscribe();
  // Once the element has taken the root over, this frame no longer acts on it; focus goes on to the
  // same control in the element's markup (only this frame's own controls count).
  handFocusOver(
    host,
    root,
    (node) => banner.contains(node),
    () => !stopped,
    stop,
  );
}

/** Whether the printed root holds exactly these nodes (a printed wall comes open), besides its <style>. */
function sameAsPrinted(printed: ShadowRoot, built: HTMLElement[], wall: boolean): boolean {
  const nodes = [...printed.children].filter((node) => node.localName !== 'style');
  const expected = built.map((node) => node.cloneNode(true) as HTMLElement);
  if (wall) expected.find((node) => node.getAttribute('part') === 'banner')?.setAttribute('open', '');
  // The parser joins neighbouring texts into one node; the tree makes one per string.
  for (const node of expected) node.normalize();
  return nodes.length === expected.length && nodes.every((node, index) => node.isEqualNode(expected[index]!));
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
    if (!released() && dialog.isConnected && !dialog.open) dialog.showModal();
  });
  // A printed wall comes open but not modal (no script made it): it becomes modal now.
  if (dialog.open && !dialog.matches(':modal')) dialog.close();
  if (!dialog.open) dialog.showModal();
}

/** The disclosure's state on "Einstellungen", as the element renders it. */
function setDisclosed(button: HTMLElement, expanded: boolean): void {
  button.removeAttribute('aria-controls');
  for (const [name, value] of Object.entries(preferencesDisclosure(expanded))) button.setAttribute(name, value);
}

/**
 * The banner element's waiting rule (shell/registry.ts): resolves when the element's code is needed,
 * after calling `onWait` when it is not yet. A first visit's open banner is the first frame's alone
 * until the visitor answers (here or anywhere), unless the element has more to do: auto-dismiss,
 * settings or attributes changed later; a returning visitor's revoke button is the first frame's
 * until the visitor shows interest in it (elements/consent-banner/README.md, "The element's code
 * after the answer").
 */
export function whenBannerCodeWanted(host: Element, onWait: () => void, bus: FirstFrameBus): Promise<void> {
  const state = bus.getConsent();
  const settings = bus.getConsentSettings();
  const autoDismisses = state.banner.autoDismiss && (settings.dismiss_on_timeout || settings.dismiss_on_scroll);
  // The revoke button alone (a returning visitor): the first frame draws it, the code waits for interest in it.
  const revokeOnly = !state.banner.show && state.banner.revokable;
  if ((!state.banner.show && !revokeOnly) || autoDismisses) return Promise.resolve();
  onWait();
  return new Promise((resolve) => {
    let wanted = false;
    let subscription: { unsubscribe(): void } | undefined;
    const want = () => {
      if (wanted) return;
      wanted = true;
      attributes.disconnect();
      subscription?.unsubscribe();
      interest.dispose();
      resolve();
    };
    const attributes = new MutationObserver(want);
    attributes.observe(host, { attributeFilter: Object.keys(consentBannerAttributes) });
    // A returning visitor's revoke button: the code comes with interest in it.
    const interest = onFirstInterest(revokeOnly ? [host] : [], want);
    subscription = bus.consent$.subscribe((next) => {
      if (next.banner.show !== state.banner.show || next.settingsRevision !== state.settingsRevision) want();
    });
    // The bus replays its state while subscribing: an answer given by then wanted the code above.
    if (wanted) subscription.unsubscribe();
  });
}

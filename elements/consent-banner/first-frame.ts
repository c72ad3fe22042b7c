// The banner's first frame, painted without React: the shell loads this small module beside the
// element's code and paints the banner as soon as the bus knows it must show, so the visitor does
// not wait for the React runtime (see the benchmark in the README). The React element takes the
// shadow root over when it arrives, in one task (elements/kit/define.ts), with the same markup.
import { acceptAll, denyAll, getConsent, getConsentSettings, saveChoices } from '../../consent-bus/index.ts';
import { pageLanguage } from '../kit/environment.ts';
import { sharedSheet } from '../kit/sheets.ts';
import { tokenStyles } from '../kit/tokens.ts';
import { bannerLayout, bannerPosition, bannerTexts, bannerTheme, readMoreUrl } from './rules.ts';
import { bannerStyles } from './styles.ts';

type Child = Node | string | false | undefined;

function element(tag: string, attributes: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

const ignore = () => undefined;

/** Paints the banner into a not-yet-defined <ws-consent-banner> when the bus wants it shown. */
export function paintFirstFrame(host: HTMLElement): void {
  const state = getConsent();
  const settings = getConsentSettings();
  // The wall needs showModal() and its focus handling: that waits for the real element.
  if (!state.banner.show || host.shadowRoot || customElements.get(host.localName) || settings.soft_cookiewall) return;
  const attribute = (name: string) => host.getAttribute(name) ?? undefined;
  // Attribute warnings come from the real element; here a bad value just falls back quietly.
  const texts = bannerTexts(settings.extra, state.consentType, pageLanguage(host));
  const placement = bannerPosition(attribute('position'), settings.extra.position, ignore);
  const look = bannerTheme(attribute('theme'), settings.extra.theme, ignore);
  const categories = bannerLayout(attribute('layout'), settings.use_categories, ignore) === 'categories';
  const readMore = readMoreUrl(settings.extra, settings.region, state.consentType);

  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sharedSheet(tokenStyles), sharedSheet(bannerStyles)];
  const switches = (['preferences', 'statistics', 'marketing'] as const).map((name) =>
    element('label', { class: 'category' }, element('input', { type: 'checkbox', name }), element('span', {}, texts.categories[name])),
  );
  const button = (part: string, label: string, kind: string, onClick: () => void) => {
    const node = element('button', { type: 'button', class: `button ${kind}`, part: `button ${part}` }, label);
    node.addEventListener('click', onClick);
    return node;
  };
  const chosen = () =>
    Object.fromEntries(switches.map((label) => label.querySelector('input')!).map((input) => [input.name, input.checked]));

  root.append(
    element('p', { class: 'visually-hidden', 'aria-live': 'polite' }),
    element(
      'section',
      { class: `banner position-${placement} theme-${look}`, part: 'banner', 'aria-labelledby': 'title' },
      element('h2', { id: 'title', class: 'title' }, texts.title),
      element('p', { id: 'message', class: 'message' }, texts.message, ' ', readMore && element('a', { href: readMore, part: 'read-more' }, texts.readMore)),
      categories &&
        element(
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
        ),
      element(
        'div',
        { class: 'buttons', part: 'buttons' },
        button('accept', texts.accept, 'primary', acceptAll),
        button('deny', texts.deny, 'primary', denyAll),
        categories
          ? button('save', texts.save, 'secondary', () => saveChoices(chosen()))
          : element('button', { type: 'button', class: 'button secondary', part: 'button preferences', 'aria-expanded': 'false' }, texts.preferences),
      ),
      element('p', { class: 'saved', role: 'status' }),
    ),
  );
}

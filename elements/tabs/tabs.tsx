// The view of <ws-tabs>: APG tabs (a tab list of buttons in the shadow root, the author's panels
// slotted under it) from 640 px, an accordion of disclosure buttons below. The author's headings
// (`slot="tab"`) name the tabs and stay in the page for search engines and for the page without
// script, where every panel shows under its heading.
import {
  Fragment,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import type { ElementProps } from '../kit/define.ts';
import { pageLanguage } from '../../platform/environment.ts';
import { emit } from '../../platform/events.ts';
import { readOneOf } from '../../platform/values.ts';
import { warnerFor } from '../../platform/warn.ts';
import {
  ACCORDION_MEDIA,
  headingLevel,
  pairTabs,
  TAB_ORIENTATIONS,
  tabAfterKey,
  tabForHash,
  TABS_TEXTS,
} from './rules.ts';
import type { tabsAttributes } from './schema.ts';

type Props = ElementProps<typeof tabsAttributes>;

export type TabsChangeCause = 'click' | 'key' | 'hash';

interface Tab {
  heading: HTMLElement;
  panel: HTMLElement;
  label: string;
  level: number;
}

/** The element's children as tabs, read again whenever they or their text change. */
function useTabs(host: HTMLElement): { tabs: Tab[]; strays: Element[] } {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((value) => value + 1));
    // Not attributes: this element sets the panels' own (slot, role, hidden), which would loop.
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [host]);
  const warn = warnerFor(host);
  // Read again on every change the observer saw (the version), else the same arrays (stable effects).
  return useMemo(() => {
    const children = [...host.children].filter(
      (child) => child instanceof HTMLElement && child.localName !== 'script' && child.localName !== 'template',
    ) as HTMLElement[];
    const pairing = pairTabs(children.map((child) => ({ isTab: child.getAttribute('slot') === 'tab' })));
    for (const lonely of pairing.lonelyTabs)
      warn(
        `the tab "${(children[lonely]!.textContent ?? '').trim().slice(0, 40)}" has no panel after it; it is left out`,
      );
    const texts = TABS_TEXTS[pageLanguage(host)];
    const tabs = pairing.pairs.map(({ tab, panel }, position) => ({
      heading: children[tab]!,
      panel: children[panel]!,
      label: (children[tab]!.textContent ?? '').replace(/\s+/g, ' ').trim() || texts.untitled(position + 1),
      level: headingLevel(children[tab]!.localName),
    }));
    return { tabs, strays: pairing.strays.map((index) => children[index]!) };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version: the observer saw a change
  }, [host, version, warn]);
}

function watchAccordion(onChange: () => void): () => void {
  const query = matchMedia(ACCORDION_MEDIA);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const accordionNow = () => matchMedia(ACCORDION_MEDIA).matches;

export function Tabs({ orientation, label, host }: Props) {
  const warn = warnerFor(host);
  const direction = readOneOf('attribute "orientation"', orientation, TAB_ORIENTATIONS, 'horizontal', warn);
  const { tabs, strays } = useTabs(host);
  const accordion = useSyncExternalStore(watchAccordion, accordionNow);
  const [active, setActive] = useState(() => Math.max(0, tabForHash(location.hash, idsOf(tabs))));
  // In the accordion, each panel opens and closes on its own; the active tab's is open.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([active]));
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const current = Math.min(active, Math.max(0, tabs.length - 1));
  const texts = TABS_TEXTS[pageLanguage(host)];

  const select = (index: number, cause: TabsChangeCause, focus = false) => {
    if (index !== current) emit(host, 'ws-tabs-change', { index, label: tabs[index]!.label, cause });
    setActive(index);
    setOpen((before) => new Set([...before, index]));
    if (focus) buttons.current[index]?.focus();
  };

  // A hash naming a tab's heading or panel opens it, on arrival and later.
  useEffect(() => {
    const follow = () => {
      const named = tabForHash(location.hash, idsOf(tabs));
      if (named >= 0) select(named, 'hash');
    };
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  });

  // The panels are the author's: slotted, named and shown or hidden here; given back as they were.
  useLayoutEffect(() => {
    tabs.forEach(({ panel, label: name }, index) => {
      const shown = accordion ? open.has(index) : index === current;
      panel.slot = `panel-${index}`;
      panel.setAttribute('role', accordion ? 'region' : 'tabpanel');
      panel.setAttribute('aria-label', name);
      if (accordion) panel.removeAttribute('tabindex');
      // Focusable, as the APG asks, so a panel without a control can be reached and read.
      else panel.tabIndex = 0;
      panel.hidden = !shown;
    });
    for (const stray of strays) if (stray.getAttribute('slot')?.startsWith('panel-')) stray.removeAttribute('slot');
    return () => {
      for (const { panel } of tabs) {
        for (const attribute of ['slot', 'role', 'aria-label', 'tabindex', 'hidden']) panel.removeAttribute(attribute);
      }
    };
  }, [accordion, current, open, strays, tabs]);

  // The tab points at its panel (a reference from the shadow root into the page is allowed).
  useLayoutEffect(() => {
    buttons.current.forEach((button, index) => {
      if (button && 'ariaControlsElements' in button && tabs[index])
        (button as HTMLButtonElement & { ariaControlsElements: Element[] }).ariaControlsElements = [tabs[index]!.panel];
    });
  });

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(event.key, index, tabs.length, direction);
    if (next === undefined) return;
    event.preventDefault();
    select(next, 'key', true);
  };

  if (tabs.length === 0) return <slot />;

  if (accordion) {
    return (
      <>
        {tabs.map((tab, index) => (
          <Fragment key={index}>
            <div role="heading" aria-level={tab.level} className="accordion-heading" part="accordion-heading">
              <button
                type="button"
                part="accordion-button"
                aria-expanded={open.has(index)}
                ref={(button) => void (buttons.current[index] = button)}
                onClick={() => {
                  const closing = open.has(index);
                  setOpen((before) => {
                    const next = new Set(before);
                    if (closing) next.delete(index);
                    else next.add(index);
                    return next;
                  });
                  if (!closing) select(index, 'click');
                }}
              >
                <span>{tab.label}</span>
                <svg viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M3 6l5 5 5-5z" />
                </svg>
              </button>
            </div>
            <slot name={`panel-${index}`} />
          </Fragment>
        ))}
        <slot />
      </>
    );
  }

  return (
    <div className={`tabs ${direction}`} part="tabs">
      <div
        role="tablist"
        aria-label={label ?? texts.list}
        aria-orientation={direction}
        className="tablist"
        part="tablist"
      >
        {tabs.map((tab, index) => (
          <button
            key={index}
            type="button"
            role="tab"
            part={index === current ? 'tab selected' : 'tab'}
            aria-selected={index === current}
            tabIndex={index === current ? 0 : -1}
            ref={(button) => void (buttons.current[index] = button)}
            onClick={() => select(index, 'click')}
            onKeyDown={(event) => onKey(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="panels" part="panels">
        {tabs.map((_, index) => (
          <slot key={index} name={`panel-${index}`} />
        ))}
      </div>
      <slot />
    </div>
  );
}

const idsOf = (tabs: Tab[]) => tabs.map(({ heading, panel }) => ({ tab: heading.id, panel: panel.id }));

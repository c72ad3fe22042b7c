// The view of <ws-vertical-menu>: the author's nested list stays in the page (slotted whole), and
// each item with a submenu gets an arrow button beside its link (the APG disclosure navigation):
// the button opens and closes the submenu, Escape closes it and returns to the button, and with
// `open-on="hover"` a pointer resting 500 ms opens it too. The current page's branch starts open.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ElementProps } from '../kit/define.ts';
import { pageLanguage } from '../../platform/environment.ts';
import { emit } from '../../platform/events.ts';
import { readOneOf } from '../../platform/values.ts';
import { warnerFor } from '../../platform/warn.ts';
import { branchHoldsCurrent, createToggle, linkIsCurrent, readBranches, type Branch } from './menu-page.ts';
import { HOVER_OPEN_DELAY_MS, OPEN_ON_VALUES, openOnArrival, submenuButtonName } from './rules.ts';
import type { verticalMenuAttributes } from './schema.ts';

type Props = ElementProps<typeof verticalMenuAttributes>;

export type VerticalMenuToggleCause = 'button' | 'hover' | 'key';

/** The author's items with a submenu, read again whenever the list or its text changes. */
function useBranches(host: HTMLElement): Branch[] {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((value) => value + 1));
    // Not attributes: this element sets the submenus' own (hidden, id), which would loop.
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [host]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version: the observer saw a change
  return useMemo(() => readBranches(host), [host, version]);
}

let submenuCount = 0;

export function VerticalMenu({ openOn, submenuLabel, host }: Props) {
  const warn = warnerFor(host);
  const mode = readOneOf('attribute "open-on"', openOn, OPEN_ON_VALUES, 'click', warn);
  const language = pageLanguage(host);
  const branches = useBranches(host);
  const [open, setOpen] = useState<ReadonlySet<HTMLLIElement>>(() => {
    const arrival = openOnArrival(
      branches.map((branch) => ({ parent: branch.parent, holdsCurrent: branchHoldsCurrent(branch, location.href) })),
    );
    return new Set([...arrival].map((index) => branches[index]!.item));
  });
  // The same set for listeners and timers, which outlive a render.
  const openNow = useRef(open);
  const toggles = useRef(new Map<HTMLLIElement, HTMLButtonElement>());
  const givenIds = useRef(new Set<HTMLElement>());
  const markedCurrent = useRef(new Set<HTMLAnchorElement>());

  const setItemOpen = (branch: Branch, shouldOpen: boolean, cause: VerticalMenuToggleCause) => {
    if (openNow.current.has(branch.item) === shouldOpen) return;
    const next = new Set(openNow.current);
    if (shouldOpen) next.add(branch.item);
    else next.delete(branch.item);
    openNow.current = next;
    setOpen(next);
    // Focus inside a submenu that closes would be lost: it goes to the submenu's button.
    if (!shouldOpen && branch.submenu.contains(host.ownerDocument.activeElement))
      toggles.current.get(branch.item)?.focus();
    emit(host, 'ws-vertical-menu-toggle', { open: shouldOpen, label: branch.name, cause });
  };

  // The author's markup gets its buttons, names and states; the links to this page get aria-current.
  useLayoutEffect(() => {
    const doc = host.ownerDocument;
    const seen = new Set<HTMLLIElement>();
    for (const branch of branches) {
      seen.add(branch.item);
      let toggle = toggles.current.get(branch.item);
      if (!toggle) {
        toggle = createToggle(doc);
        toggles.current.set(branch.item, toggle);
      }
      // Right after the link (or before the submenu, for an item without one): read in that order.
      const place = branch.link ?? branch.submenu.previousElementSibling;
      if (toggle.previousElementSibling !== place || toggle.parentElement !== branch.item) {
        if (branch.link) branch.link.after(toggle);
        else branch.submenu.before(toggle);
      }
      if (!branch.submenu.id) {
        submenuCount += 1;
        branch.submenu.id = `ws-submenu-${submenuCount}`;
        givenIds.current.add(branch.submenu);
      }
      const shown = open.has(branch.item);
      toggle.setAttribute('aria-expanded', String(shown));
      toggle.setAttribute('aria-controls', branch.submenu.id);
      toggle.setAttribute('aria-label', submenuButtonName(submenuLabel, branch.name, language));
      branch.submenu.hidden = !shown;
    }
    for (const [item, toggle] of toggles.current) {
      if (seen.has(item)) continue;
      toggle.remove();
      toggles.current.delete(item);
    }
    // One current page: none added where the server marked one, and a link to the page itself
    // before one to a place in it (both match on /leistungen/#lackierung).
    const links = [...host.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
      (link) => link.closest('ws-vertical-menu') === host,
    );
    if (!links.some((link) => link.getAttribute('aria-current') === 'page')) {
      const matching = links.filter((link) => !link.hasAttribute('aria-current') && linkIsCurrent(link, location.href));
      const whole = matching.filter((link) => !link.hash);
      for (const link of whole.length > 0 ? whole : matching) {
        link.setAttribute('aria-current', 'page');
        markedCurrent.current.add(link);
      }
    }
  }, [branches, host, language, open, submenuLabel]);

  // Given back as it was: no buttons, every submenu shown, none of the ids or marks added here.
  useLayoutEffect(() => {
    const toggleMap = toggles.current;
    const ids = givenIds.current;
    const marks = markedCurrent.current;
    return () => {
      for (const toggle of toggleMap.values()) toggle.remove();
      toggleMap.clear();
      for (const list of host.querySelectorAll('li > ul[hidden], li > ol[hidden]'))
        (list as HTMLElement).hidden = false;
      for (const list of ids) list.removeAttribute('id');
      ids.clear();
      for (const link of marks) link.removeAttribute('aria-current');
      marks.clear();
    };
  }, [host]);

  // The buttons (clicks reach the host from the light DOM) and Escape.
  useEffect(() => {
    const branchOf = (toggle: Element | null) => branches.find((branch) => toggles.current.get(branch.item) === toggle);
    const onClick = (event: MouseEvent) => {
      const branch = branchOf((event.target as Element).closest?.('button') ?? null);
      if (branch) setItemOpen(branch, !openNow.current.has(branch.item), 'button');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const active = host.ownerDocument.activeElement;
      // The innermost open submenu around focus (later branches sit deeper), else the button's own.
      const around = [...branches]
        .reverse()
        .find((branch) => openNow.current.has(branch.item) && branch.submenu.contains(active));
      const branch = around ?? branchOf(active);
      if (!branch || !openNow.current.has(branch.item)) return;
      // Handled here: a panel around the menu stays open.
      event.preventDefault();
      event.stopPropagation();
      setItemOpen(branch, false, 'key');
      toggles.current.get(branch.item)?.focus();
    };
    host.addEventListener('click', onClick);
    host.addEventListener('keydown', onKey);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKey);
    };
  });

  // Inside a <details> (a phone's menu behind "Menü"): Escape with no submenu open closes it and
  // returns to its summary; a followed link, or focus moving on past it, closes it too (a link
  // into the same page would otherwise scroll the page under a menu that stays open).
  useEffect(() => {
    const disclosure = host.parentElement?.closest('details');
    const summary = disclosure?.querySelector<HTMLElement>(':scope > summary');
    if (!disclosure || !summary) return undefined;
    const close = (refocus: boolean) => {
      if (!disclosure.open) return;
      disclosure.open = false;
      if (refocus) summary.focus();
    };
    // On the disclosure: a submenu's own Escape (handled above) stops before it gets here.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close(true);
    };
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if ((event.target as Element).closest?.('a[href]')) close(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      // Focus leaving the window (relatedTarget null) is not the visitor moving on.
      if (next instanceof Node && !disclosure.contains(next)) close(false);
    };
    disclosure.addEventListener('keydown', onKey);
    host.addEventListener('click', onClick);
    disclosure.addEventListener('focusout', onFocusOut);
    return () => {
      disclosure.removeEventListener('keydown', onKey);
      host.removeEventListener('click', onClick);
      disclosure.removeEventListener('focusout', onFocusOut);
    };
  }, [host]);

  // With open-on="hover": a mouse resting on an item opens its submenu; leaving closes what hover
  // opened (after the same rest, so passing over does nothing). Touch never depends on it.
  useEffect(() => {
    if (mode !== 'hover') return undefined;
    const timers = new Map<HTMLLIElement, ReturnType<typeof setTimeout>>();
    const openedByHover = new Set<HTMLLIElement>();
    const cleanups: Array<() => void> = [];
    const later = (item: HTMLLIElement, action: () => void) => {
      clearTimeout(timers.get(item));
      timers.set(item, setTimeout(action, HOVER_OPEN_DELAY_MS));
    };
    for (const branch of branches) {
      const { item } = branch;
      const onEnter = (event: PointerEvent) => {
        if (event.pointerType === 'touch') return;
        if (openNow.current.has(item)) return clearTimeout(timers.get(item));
        later(item, () => {
          // Opened meanwhile by its button: the visitor's, which leaving does not close.
          if (openNow.current.has(item)) return;
          openedByHover.add(item);
          setItemOpen(branch, true, 'hover');
        });
      };
      const onLeave = (event: PointerEvent) => {
        if (event.pointerType === 'touch') return;
        if (!openedByHover.has(item)) return clearTimeout(timers.get(item));
        later(item, () => {
          // Focus inside keeps it open: the keyboard took it over.
          if (item.contains(host.ownerDocument.activeElement) || !openNow.current.has(item)) return;
          openedByHover.delete(item);
          setItemOpen(branch, false, 'hover');
        });
      };
      // A click on the button makes it the visitor's: leaving no longer closes it.
      const onClick = () => {
        openedByHover.delete(item);
        clearTimeout(timers.get(item));
      };
      item.addEventListener('pointerenter', onEnter);
      item.addEventListener('pointerleave', onLeave);
      toggles.current.get(item)?.addEventListener('click', onClick);
      cleanups.push(() => {
        item.removeEventListener('pointerenter', onEnter);
        item.removeEventListener('pointerleave', onLeave);
        toggles.current.get(item)?.removeEventListener('click', onClick);
      });
    }
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      for (const cleanup of cleanups) cleanup();
    };
    // setItemOpen reads refs only; the branches and the mode decide what listens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [branches, mode]);

  return <slot />;
}

// The view of <ws-tooltip>: the author's text in a manual popover beside its control. The control is
// described by it (aria-describedby, its id), so a screen reader reads the text with the control;
// the popover is for eyes: after 150 ms of hover, at once on focus, on a tap; Escape dismisses it.
import { useEffect, useLayoutEffect, useState } from 'react';
import type { ElementProps } from '../kit/define.ts';
import { readOneOf } from '../../platform/values.ts';
import { warnerFor } from '../../platform/warn.ts';
import {
  anchoredStyles,
  insideViewport,
  placementOf,
  TOOLTIP_DELAY_MS,
  TOOLTIP_PLACEMENTS,
  tooltipPosition,
} from './rules.ts';
import type { tooltipAttributes } from './schema.ts';

type Props = ElementProps<typeof tooltipAttributes>;

let generatedIds = 0;
let anchorNames = 0;

const ANCHOR_POSITIONING = typeof CSS !== 'undefined' && CSS.supports('position-area', 'top');

/** The control's anchor name for this tooltip (undefined without anchor positioning); taken back on unmount. */
function useAnchorName(control: HTMLElement | null, host: HTMLElement): string | undefined {
  const [name] = useState(() => (ANCHOR_POSITIONING ? `--ws-tooltip-anchor-${(anchorNames += 1)}` : undefined));
  useLayoutEffect(() => {
    if (!control || !name) return;
    const inline = control.style.getPropertyValue('anchor-name');
    const given = getComputedStyle(control).getPropertyValue('anchor-name');
    // Added to the page's own names: another tooltip or the page's CSS may anchor to it too.
    control.style.setProperty('anchor-name', given && given !== 'none' ? `${given}, ${name}` : name);
    return () => {
      if (inline) control.style.setProperty('anchor-name', inline);
      else control.style.removeProperty('anchor-name');
    };
  }, [control, host, name]);
  return name;
}

export function Tooltip({ for: forId, placement, host }: Props) {
  const warn = warnerFor(host);
  const side = readOneOf('attribute "placement"', placement, TOOLTIP_PLACEMENTS, 'top', warn);
  const root = host.getRootNode() as Document | ShadowRoot;
  // Looked up by id as text (getElementById), never through a selector.
  const control = forId ? root.getElementById(forId) : null;
  if (!forId) warn('needs the attribute "for" (the id of the control it describes); its text stays in place');
  else if (!control)
    warn(`attribute "for" names no element: ${JSON.stringify(forId.slice(0, 60))}; its text stays in place`);

  // The popover and the description; without a control, the text stays where it is (no popover).
  useLayoutEffect(() => {
    if (!control) return;
    if (!host.id) host.id = `ws-tooltip-${(generatedIds += 1)}`;
    host.popover = 'manual';
    host.setAttribute('role', 'tooltip');
    const described = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!described.includes(host.id)) control.setAttribute('aria-describedby', [...described, host.id].join(' '));
    return () => {
      const rest = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== host.id);
      if (rest.length) control.setAttribute('aria-describedby', rest.join(' '));
      else control.removeAttribute('aria-describedby');
      host.removeAttribute('popover');
      host.removeAttribute('role');
    };
  }, [control, host]);

  // Where the browser has CSS anchor positioning, the control is the tooltip's anchor (by a name of
  // its own, added to any the page gives it): the browser places and flips it.
  const anchorName = useAnchorName(control, host);

  useEffect(() => {
    if (!control) return;
    const view = host.ownerDocument.defaultView ?? window;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => host.matches(':popover-open');
    const anchored = anchorName ? anchoredStyles(anchorName, side) : {};
    const place = () => {
      const viewport = { width: view.innerWidth, height: view.innerHeight };
      host.style.removeProperty('left');
      host.style.removeProperty('top');
      for (const [property, value] of Object.entries(anchored)) host.style.setProperty(property, value);
      if (anchorName && insideViewport(host.getBoundingClientRect(), viewport)) {
        host.setAttribute('data-placement', placementOf(host.getBoundingClientRect(), control.getBoundingClientRect()));
        return;
      }
      // No anchor positioning, or its box would leave the screen (it does not shift along an edge):
      // the script's place, flipped and kept inside.
      for (const property of Object.keys(anchored)) host.style.removeProperty(property);
      const at = tooltipPosition(control.getBoundingClientRect(), host.getBoundingClientRect(), viewport, side);
      host.style.setProperty('left', `${at.left}px`);
      host.style.setProperty('top', `${at.top}px`);
      host.setAttribute('data-placement', at.placement);
    };
    const show = () => {
      clearTimeout(timer);
      if (!open()) host.showPopover();
      place();
    };
    const hide = () => {
      clearTimeout(timer);
      if (open()) host.hidePopover();
    };
    const showSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(show, TOOLTIP_DELAY_MS);
    };
    // Hoverable: leaving the control for the tooltip (or back) keeps it.
    const leave = (event: PointerEvent) => {
      const to = event.relatedTarget as Node | null;
      if (to && (control.contains(to) || host.contains(to) || to === host)) return;
      clearTimeout(timer);
      timer = setTimeout(hide, TOOLTIP_DELAY_MS);
    };
    const onPointerEnter = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || event.pointerType === 'pen') showSoon();
    };
    // A tap shows it (touch has no hover), a second tap hides it.
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'touch') (open() ? hide : show)();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open()) {
        hide();
        event.stopPropagation();
      }
    };
    // Scrolling takes it away, unless the control has focus: it persists while focused (WCAG 1.4.13,
    // docs in README "When") and the scroll that focus itself brings moves it along with the control.
    const onScroll = () => {
      if (!control.matches(':focus')) hide();
      else if (open()) place();
    };
    // A tap elsewhere takes it away: it belongs beside the control.
    const onOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (open() && !control.contains(target) && !host.contains(target)) hide();
    };
    const listeners: Array<[EventTarget, string, EventListener]> = [
      [control, 'pointerenter', onPointerEnter as EventListener],
      [control, 'pointerleave', leave as EventListener],
      [host, 'pointerenter', () => clearTimeout(timer)],
      [host, 'pointerleave', leave as EventListener],
      [control, 'pointerdown', onPointerDown as EventListener],
      [control, 'focusin', show],
      [control, 'focusout', hide],
      [host.ownerDocument, 'keydown', onKey as EventListener],
      [host.ownerDocument, 'pointerdown', onOutside as EventListener],
      [view, 'scroll', onScroll],
      [view, 'resize', hide],
    ];
    for (const [target, type, listener] of listeners)
      target.addEventListener(type, listener, type === 'scroll' ? { passive: true } : undefined);
    return () => {
      clearTimeout(timer);
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      hide();
    };
  }, [anchorName, control, host, side]);

  return (
    <span className="tip" part="tip">
      <slot />
    </span>
  );
}

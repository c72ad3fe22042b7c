// The view of <ws-tooltip>: the author's text in a manual popover beside its control. The control is
// described by it (aria-describedby, its id), so a screen reader reads the text with the control;
// the popover is for eyes: after 150 ms of hover, at once on focus, on a tap; Escape dismisses it.
import { useEffect, useLayoutEffect } from 'react';
import type { HostProps } from '../kit/define.ts';
import type { ParsedAttributes } from '../kit/attributes.ts';
import { readOneOf } from '../kit/values.ts';
import { warnerFor } from '../kit/warn.ts';
import { TOOLTIP_DELAY_MS, TOOLTIP_PLACEMENTS, tooltipPosition } from './rules.ts';
import type { tooltipAttributes } from './schema.ts';

type Props = ParsedAttributes<typeof tooltipAttributes> & HostProps;

let generatedIds = 0;

export function Tooltip({ for: forId, placement, host }: Props) {
  const warn = warnerFor(host);
  const side = readOneOf('attribute "placement"', placement, TOOLTIP_PLACEMENTS, 'top', warn);
  const root = host.getRootNode() as Document | ShadowRoot;
  // Looked up by id as text (getElementById), never through a selector.
  const control = forId ? root.getElementById(forId) : null;
  if (!forId) warn('needs the attribute "for" (the id of the control it describes); its text stays in place');
  else if (!control) warn(`attribute "for" names no element: ${JSON.stringify(forId.slice(0, 60))}; its text stays in place`);

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

  useEffect(() => {
    if (!control) return;
    const view = host.ownerDocument.defaultView ?? window;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => host.matches(':popover-open');
    const place = () => {
      const anchor = control.getBoundingClientRect();
      const tip = host.getBoundingClientRect();
      const at = tooltipPosition(anchor, tip, { width: view.innerWidth, height: view.innerHeight }, side);
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
    // A tap elsewhere, or scrolling, takes it away: it belongs beside the control.
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
      [view, 'scroll', hide],
      [view, 'resize', hide],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener, type === 'scroll' ? { passive: true } : undefined);
    return () => {
      clearTimeout(timer);
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      hide();
    };
  }, [control, host, side]);

  return (
    <span className="tip" part="tip">
      <slot />
    </span>
  );
}

// The rules of <ws-tooltip>, pure (no DOM, no React): its timing and where it goes. The tooltip
// shows after 150 ms (docs/RULES.md#page-helpers); tooltip and resize timers range from 1 ms to 1 s.

/** docs/RULES.md#page-helpers: shown this long after the pointer comes to rest on the control (at once on focus). */
export const TOOLTIP_DELAY_MS = 150;
/** The gap between the control and the tooltip, in px. */
export const TOOLTIP_GAP_PX = 8;

export const TOOLTIP_PLACEMENTS = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipPlacement = (typeof TOOLTIP_PLACEMENTS)[number];

const OPPOSITE: Record<TooltipPlacement, TooltipPlacement> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the tooltip goes: the wanted side, or the opposite one when it does not fit there; kept inside the viewport.
 */
export function tooltipPosition(
  anchor: Box,
  tip: { width: number; height: number },
  viewport: { width: number; height: number },
  wanted: TooltipPlacement,
): { left: number; top: number; placement: TooltipPlacement } {
  const fits = (side: TooltipPlacement) => {
    if (side === 'top') return anchor.top - TOOLTIP_GAP_PX - tip.height >= 0;
    if (side === 'bottom') return anchor.top + anchor.height + TOOLTIP_GAP_PX + tip.height <= viewport.height;
    if (side === 'left') return anchor.left - TOOLTIP_GAP_PX - tip.width >= 0;
    return anchor.left + anchor.width + TOOLTIP_GAP_PX + tip.width <= viewport.width;
  };
  const placement = fits(wanted) || !fits(OPPOSITE[wanted]) ? wanted : OPPOSITE[wanted];
  let left: number;
  let top: number;
  if (placement === 'top' || placement === 'bottom') {
    left = anchor.left + anchor.width / 2 - tip.width / 2;
    top = placement === 'top' ? anchor.top - TOOLTIP_GAP_PX - tip.height : anchor.top + anchor.height + TOOLTIP_GAP_PX;
  } else {
    top = anchor.top + anchor.height / 2 - tip.height / 2;
    left =
      placement === 'left' ? anchor.left - TOOLTIP_GAP_PX - tip.width : anchor.left + anchor.width + TOOLTIP_GAP_PX;
  }
  // Inside the viewport, 4 px from its edges, however narrow it is.
  const clamp = (value: number, size: number, room: number) => Math.max(4, Math.min(value, room - size - 4));
  return {
    left: Math.round(clamp(left, tip.width, viewport.width)),
    top: Math.round(clamp(top, tip.height, viewport.height)),
    placement,
  };
}

/** The side the tooltip ended up on, read from where it is (CSS anchor positioning does not say which fallback it
 * took). */
export function placementOf(tip: Box, anchor: Box): TooltipPlacement {
  if (tip.top + tip.height <= anchor.top) return 'top';
  if (tip.top >= anchor.top + anchor.height) return 'bottom';
  return tip.left + tip.width <= anchor.left ? 'left' : 'right';
}

/** Whether the tooltip lies inside the viewport, 4 px from its edges (else the script places it). */
export function insideViewport(tip: Box, viewport: { width: number; height: number }): boolean {
  return (
    tip.left >= 4 &&
    tip.top >= 4 &&
    tip.left + tip.width <= viewport.width - 4 &&
    tip.top + tip.height <= viewport.height - 4
  );
}

/** The CSS anchor positioning of a tooltip on `side` of the anchor named `anchorName`, with the flip to the opposite
 * side. */
export function anchoredStyles(anchorName: string, side: TooltipPlacement): Record<string, string> {
  return {
    'position-anchor': anchorName,
    'position-area': side,
    'position-try-fallbacks': side === 'top' || side === 'bottom' ? 'flip-block' : 'flip-inline',
    margin: `${TOOLTIP_GAP_PX}px`,
  };
}

// Enter and exit animations of <ws-offcanvas> as Web Animations keyframes (no inline styles, so a
// strict CSP allows them), and when they run at all.
import type { Animation, Direction, OffcanvasConfig } from './rules.ts';

/** Where a "slide" comes from for each direction (the panel moves towards that direction; "static" slides up). */
const SLIDE_FROM: Record<Direction, string> = {
  static: 'translate(0, 100%)',
  up: 'translate(0, 100%)',
  down: 'translate(0, -100%)',
  left: 'translate(100%, 0)',
  right: 'translate(-100%, 0)',
};

/** The frames of an entering panel; an exit plays the mirror image of its own animation. */
export function enterFrames(animation: Animation, direction: Direction): Keyframe[] {
  switch (animation) {
    case 'none':
      return [];
    case 'slide':
      return [{ transform: SLIDE_FROM[direction] }, { transform: 'translate(0, 0)' }];
    case 'zoom':
      return [
        { opacity: 0, transform: 'scale(0.6)' },
        { opacity: 1, transform: 'scale(1)' },
      ];
    default:
      return [{ opacity: 0 }, { opacity: 1 }];
  }
}

const OPPOSITE: Record<Direction, Direction> = {
  static: 'static',
  up: 'down',
  down: 'up',
  left: 'right',
  right: 'left',
};

/** An exit towards a direction is the entry from the opposite side, played backwards. */
export function exitFrames(animation: Animation, direction: Direction): Keyframe[] {
  return enterFrames(animation, OPPOSITE[direction]).reverse();
}

/** Animations play unless the visitor asked for less motion or the settings switch them off here. */
export function animationsAllowed(
  config: Pick<OffcanvasConfig, 'cssAnimations' | 'isMobile'>,
  reducedMotion: boolean,
  smallScreen: boolean,
): boolean {
  if (reducedMotion || config.cssAnimations === 'off') return false;
  if (config.cssAnimations === 'desktop') return !(config.isMobile || smallScreen);
  return true;
}

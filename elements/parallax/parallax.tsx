// The view of <ws-parallax>: a picture layer behind the author's content that moves while the page
// scrolls. CSS scroll-driven animations move it where the browser has them (mode "css"); elsewhere a
// passive scroll listener, on only while the section is in view, sets one transform per animation
// frame (mode "script"). `fixed` keeps the picture still on the screen (background-attachment).
import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ElementProps } from '../kit/define.ts';
import { currentMotionContext, motionAllowedBy, watchMotion } from '../../platform/motion.ts';
import { cssUrl } from '../../platform/css-url.ts';
import { readOneOf } from '../../platform/values.ts';
import { warnerFor } from '../../platform/warn.ts';
import {
  DEFAULT_ALIGNMENT,
  DEFAULT_DIRECTION,
  DEFAULT_OPACITY,
  DEFAULT_REPEAT,
  DEFAULT_VELOCITY,
  gradientCss,
  keyframeShares,
  MAX_VELOCITY,
  movementAxis,
  PARALLAX_ALIGNMENTS,
  PARALLAX_DIRECTIONS,
  PARALLAX_REPEATS,
  parallaxMoves,
  parallaxOffset,
  readRange,
  viewProgress,
} from './rules.ts';
import type { parallaxAttributes } from './schema.ts';

type Props = ElementProps<typeof parallaxAttributes>;

/** How the layer moves: not at all, by CSS (view timeline), by script, or held still on the screen. */
export type ParallaxMode = 'static' | 'css' | 'script' | 'fixed';

const lowerTrimmed = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');
const scrollDrivenAnimations = () => typeof CSS !== 'undefined' && CSS.supports('animation-timeline: view()');

export function Parallax(props: Props) {
  const { host } = props;
  const warn = warnerFor(host);
  const direction = readOneOf(
    'attribute "direction"',
    props.direction,
    PARALLAX_DIRECTIONS,
    DEFAULT_DIRECTION,
    warn,
    lowerTrimmed,
  );
  const velocity = readRange('attribute "velocity"', props.velocity, DEFAULT_VELOCITY, 0, MAX_VELOCITY, warn);
  const opacity = readRange('attribute "opacity"', props.opacity, DEFAULT_OPACITY, 0, 1, warn);
  const alignment = readOneOf(
    'attribute "alignment"',
    props.alignment,
    PARALLAX_ALIGNMENTS,
    DEFAULT_ALIGNMENT,
    warn,
    lowerTrimmed,
  );
  const repeat = readOneOf('attribute "repeat"', props.repeat, PARALLAX_REPEATS, DEFAULT_REPEAT, warn, lowerTrimmed);
  const image = useMemo(() => {
    const value = cssUrl(props.image);
    if (props.image !== undefined && props.image.trim() !== '' && value === undefined)
      warn(`attribute "image" is not an http(s) or relative URL: ${JSON.stringify(props.image.slice(0, 80))}`);
    return value;
  }, [props.image, warn]);
  const gradient = gradientCss(
    {
      startColor: props.gradientStartColor,
      endColor: props.gradientEndColor,
      startPosition: props.gradientStartPosition,
      endPosition: props.gradientEndPosition,
      type: props.gradientType,
      linearAngle: props.linearAngle,
      radialDirection: props.radialDirection,
    },
    warn,
  );
  // One string, so the snapshot compares by value.
  const motion = useSyncExternalStore(watchMotion, () => {
    const context = currentMotionContext(warn);
    return `${motionAllowedBy(context)} ${context.phone}`;
  });
  const moves =
    parallaxMoves(direction, motion.startsWith('true'), motion.endsWith('true'), props.mobile) &&
    (velocity > 0 || direction === 'fixed');
  const axis = movementAxis(direction);
  const mode: ParallaxMode = !moves
    ? 'static'
    : axis === undefined
      ? 'fixed'
      : scrollDrivenAnimations()
        ? 'css'
        : 'script';

  const layer = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLDivElement>(null);

  // Everything reaches CSS through CSSOM, each value checked or built from checked parts (rules.ts).
  useLayoutEffect(() => {
    const style = layer.current!.style;
    if (image === undefined) style.removeProperty('background-image');
    else style.setProperty('background-image', image);
    style.setProperty('background-position', alignment);
    style.setProperty('background-repeat', repeat);
    style.setProperty('background-size', repeat === 'no-repeat' ? 'cover' : 'auto');
    style.setProperty('opacity', String(opacity));
    style.setProperty('--_velocity', String(velocity));
    const { from, to } = keyframeShares(direction, velocity);
    style.setProperty('--_from', String(from));
    style.setProperty('--_to', String(to));
  }, [image, alignment, repeat, opacity, velocity, direction]);

  useLayoutEffect(() => {
    const style = overlay.current!.style;
    if (gradient === undefined) style.removeProperty('background-image');
    else style.setProperty('background-image', gradient);
  }, [gradient]);

  // The fallback: a transform per animation frame, only while the section is in view.
  useEffect(() => {
    if (mode !== 'script' || axis === undefined) return;
    const style = layer.current!.style;
    let frame = 0;
    let listening = false;
    const place = () => {
      frame = 0;
      const rect = host.getBoundingClientRect();
      const offset = parallaxOffset(
        direction,
        velocity,
        viewProgress(rect.top, rect.height, innerHeight),
        axis === 'y' ? rect.height : rect.width,
      );
      style.setProperty(
        'transform',
        axis === 'y' ? `translate3d(0, ${offset}px, 0)` : `translate3d(${offset}px, 0, 0)`,
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    const listen = (on: boolean) => {
      if (on === listening) return;
      listening = on;
      // Capture: scrolling of any container the section sits in, not only the page's.
      const options = { passive: true, capture: true };
      if (on) {
        document.addEventListener('scroll', schedule, options);
        addEventListener('resize', schedule, options);
        schedule();
      } else {
        document.removeEventListener('scroll', schedule, options);
        removeEventListener('resize', schedule, options);
      }
    };
    const observer = new IntersectionObserver((entries) => listen(entries[entries.length - 1]!.isIntersecting));
    observer.observe(host);
    return () => {
      observer.disconnect();
      listen(false);
      cancelAnimationFrame(frame);
      style.removeProperty('transform');
    };
  }, [mode, axis, direction, velocity, host]);

  return (
    <>
      <div className="frame" data-mode={mode} data-axis={axis}>
        <div ref={layer} className="layer" part="background" />
      </div>
      <div ref={overlay} className="overlay" part="overlay" />
      <div className="content" part="content">
        <slot />
      </div>
    </>
  );
}

// The view of <ws-slider> and <ws-testimonials>: the control bar (pause/play first in the tab order,
// previous, the slide picker, next) and the viewport the author's children show in. It renders
// what the element publishes (rotation-element.ts) and forwards the visitor's intent.
import { useRef, useSyncExternalStore, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import type { HostProps } from '../kit/define.ts';
import { pageLanguage } from '../kit/environment.ts';
import { swipeDirection } from '../kit/gestures.ts';
import type { RotationHost } from './rotation-element.ts';
import { sliderTexts } from './rules.ts';

/** What a key does in the slider's own controls and slides; keys in fields and players stay theirs. */
const KEY_MOVES: Record<string, (host: RotationHost, count: number) => void> = {
  ArrowRight: (host) => host.step('next', 'key'),
  ArrowLeft: (host) => host.step('previous', 'key'),
  Home: (host) => host.show(0, 'key'),
  End: (host, count) => host.show(count - 1, 'key'),
};

/** Where arrow keys belong to the content, not to the slider. */
const OWN_KEYS = 'input, textarea, select, video, audio, iframe, [contenteditable]:not([contenteditable="false"])';

export function RotationView({ host, label }: HostProps<RotationHost> & { label?: string | undefined }) {
  const view = useSyncExternalStore(host.subscribe, () => host.rotationView);
  const texts = sliderTexts(pageLanguage(host));
  const swipeStart = useRef<{ x: number; y: number } | undefined>(undefined);
  const picker = useRef<HTMLDivElement>(null);
  const { settings, index, count } = view;
  const isSlider = view.kind === 'slider';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    const target = event.nativeEvent.composedPath()[0];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (target instanceof Element && target.closest(OWN_KEYS)) return;
    event.preventDefault();
    move(host, count);
    // On the picker, focus follows the slide shown (roving, as in a tab list).
    if (target instanceof HTMLElement && target.parentElement === picker.current) {
      (picker.current?.children[host.index] as HTMLElement | undefined)?.focus();
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Touch and pen swipe; a mouse has the buttons (dragging text must stay selecting text).
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = undefined;
    if (!start) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y, 'horizontal');
    if (direction) host.step(direction, 'swipe');
  };

  // CSSOM, not a style attribute: a strict CSP allows it.
  const style = { '--_duration': `${settings.durationMs}ms`, '--_index': String(index) } as CSSProperties;
  const viewportStyle: CSSProperties = view.viewportHeight === undefined ? {} : { height: `${view.viewportHeight}px` };
  const classes = ['carousel', settings.animation, settings.smoothHeight ? 'smooth' : ''].filter(Boolean).join(' ');

  return (
    <div
      className={classes}
      role="region"
      aria-roledescription={texts.carousel}
      aria-label={label || (isSlider ? texts.slider : texts.testimonials)}
      style={style}
      onKeyDown={onKeyDown}
    >
      {count > 1 && (
        <div className="controls" part="controls">
          <button type="button" className="rotation" part="rotation-button" onClick={() => host.togglePlay()}>
            <Icon shape={view.action} />
            <span className="visually-hidden">{view.action === 'pause' ? texts.pause : texts.play}</span>
          </button>
          <button type="button" part="previous-button" onClick={() => host.step('previous', 'button')}>
            <Icon shape="previous" />
            <span className="visually-hidden">{texts.previous}</span>
          </button>
          {isSlider && (
            <div className="picker" part="picker" role="group" aria-label={texts.picker} ref={picker}>
              {Array.from({ length: count }, (_, slide) => (
                <button
                  key={slide}
                  type="button"
                  aria-current={slide === index ? 'true' : undefined}
                  aria-label={texts.pickSlide(slide, count)}
                  tabIndex={slide === index ? 0 : -1}
                  onClick={() => host.show(slide, 'picker')}
                />
              ))}
            </div>
          )}
          <button type="button" part="next-button" onClick={() => host.step('next', 'button')}>
            <Icon shape="next" />
            <span className="visually-hidden">{texts.next}</span>
          </button>
        </div>
      )}
      <div className="viewport" part="viewport" aria-live={view.live} style={viewportStyle} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeStart.current = undefined)}>
        <div className="track">
          <slot />
        </div>
      </div>
    </div>
  );
}

const ICON_PATHS = {
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  play: 'M8 5v14l11-7z',
  previous: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z',
  next: 'm8.6 5.4 1.4-1.4 8 8-8 8-1.4-1.4 6.6-6.6z',
} as const;

function Icon({ shape }: { shape: keyof typeof ICON_PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[shape]} fill="currentColor" />
    </svg>
  );
}

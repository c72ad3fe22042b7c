// The view of <ws-slider> and <ws-testimonials>: the control bar (pause/play first in the tab order,
// previous, the slide picker, next) and the viewport the author's children show in. It renders
// what the element publishes (rotation-element.ts) and forwards the visitor's clicks. Keys and
// swipes are the element's own listeners: React does not see events of the slotted slides.
import { useSyncExternalStore, type CSSProperties } from 'react';
import type { HostProps } from '../kit/define.ts';
import { pageLanguage } from '../../platform/environment.ts';
import type { RotationHost } from './rotation-element.ts';
import { sliderTexts } from './rules.ts';

export function RotationView({ host, label }: HostProps<RotationHost> & { label?: string | undefined }) {
  const view = useSyncExternalStore(host.subscribe, () => host.rotationView);
  const texts = sliderTexts(pageLanguage(host));
  const { settings, index, count } = view;
  const isSlider = view.kind === 'slider';

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
    >
      {count > 1 && (
        <div className="controls" part="controls">
          <button type="button" className="rotation" part="rotation-button" onClick={() => host.togglePlay()}>
            <Icon shape={view.action} />
            <span className="visually-hidden">{view.action === 'pause' ? texts.pause : texts.play}</span>
          </button>
          <button type="button" part="previous-button" onClick={() => host.step('previous', 'button')}>
            <Icon shape="previous" />
            <span className="visually-hidden">{isSlider ? texts.previous : texts.previousQuote}</span>
          </button>
          {isSlider && (
            <div className="picker" part="picker" role="group" aria-label={texts.picker}>
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
            <span className="visually-hidden">{isSlider ? texts.next : texts.nextQuote}</span>
          </button>
        </div>
      )}
      <div className="viewport" part="viewport" aria-live={view.live} style={viewportStyle}>
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

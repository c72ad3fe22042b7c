// The view of <ws-animate>: a frame (clips sideways while the animation runs) around the box that
// moves, around the author's content. It renders what the element publishes (animate-element.ts).
import { useSyncExternalStore, type CSSProperties } from 'react';
import type { HostProps } from '../kit/define.ts';
import type { AnimateHost } from './animate-element.ts';

export function AnimateView({ host }: HostProps<AnimateHost>) {
  const { phase, settings } = useSyncExternalStore(host.subscribe, () => host.animateView);
  // CSSOM, not a style attribute: a strict CSP allows it.
  const style = { '--_duration': `${settings.durationMs}ms` } as CSSProperties;
  return (
    <div className={`frame ${phase}`}>
      <div className={`content ${phase} ${settings.animation} ${settings.direction}`} part="content" style={style}>
        <slot />
      </div>
    </div>
  );
}

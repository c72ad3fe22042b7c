// The view of <ws-title>: the author's heading through the slot, and the pause/play button at the
// end of its last line while the words may rotate. It renders what the element publishes
// (title-element.ts) and forwards the visitor's click.
import { useSyncExternalStore } from 'react';
import type { HostProps } from '../kit/define.ts';
import type { TitleHost } from './title-element.ts';

const ICON_PATHS = {
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  play: 'M8 5v14l11-7z',
} as const;

export function TitleView({ host }: HostProps<TitleHost>) {
  const view = useSyncExternalStore(host.subscribe, () => host.titleView);
  return (
    <>
      <slot />
      {view.showButton && (
        <button type="button" className="pause" part="pause-button" onClick={() => host.togglePlay()}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={ICON_PATHS[view.action]} />
          </svg>
          <span className="visually-hidden">{view.label}</span>
        </button>
      )}
    </>
  );
}

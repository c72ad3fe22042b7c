// The view of <ws-scroll-sections>: the dot navigation (stepped mode only), the slot the author's
// sections show in, the dwell after them and two probes the element measures. It renders what the
// element publishes (scroll-sections-element.ts) and forwards the visitor's clicks. Wheel, keys,
// swipes and focus are the element's own listeners: React does not see events of slotted sections.
import { useSyncExternalStore, type MouseEvent } from 'react';
import type { HostProps } from '../kit/define.ts';
import { pageLanguage } from '../../platform/environment.ts';
import type { ScrollSectionsHost } from './scroll-sections-element.ts';
import { SCROLL_SECTIONS_TEXTS } from './rules.ts';

export function ScrollSectionsView({ host }: HostProps<ScrollSectionsHost>) {
  const view = useSyncExternalStore(host.subscribe, () => host.sectionsView);
  const texts = SCROLL_SECTIONS_TEXTS[pageLanguage(host)];
  const stepped = view.mode === 'stepped';

  const choose = (event: MouseEvent, index: number) => {
    // The link keeps its address for "open in new tab"; a plain click steps without a jump.
    event.preventDefault();
    host.show(index, 'nav');
  };

  return (
    <>
      {stepped && (
        <div className="rail">
          <nav className="nav" part="nav" aria-label={texts.nav}>
            <ol>
              {view.sections.map((section, index) => {
                const current = index === view.index ? 'true' : undefined;
                const content = (
                  <>
                    <span className="dot" aria-hidden="true" />
                    <span className="name" part="nav-name">
                      {section.name}
                    </span>
                  </>
                );
                return (
                  <li key={index}>
                    {/* A section without an id has no address to link to: a button steps to it. */}
                    {section.id ? (
                      <a
                        part="nav-link"
                        href={`#${section.id}`}
                        aria-current={current}
                        onClick={(event) => choose(event, index)}
                      >
                        {content}
                      </a>
                    ) : (
                      <button
                        type="button"
                        part="nav-link"
                        aria-current={current}
                        onClick={(event) => choose(event, index)}
                      >
                        {content}
                      </button>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
        </div>
      )}
      <slot />
      {stepped && <div className="dwell" aria-hidden="true" />}
      <div className="probe probe-screen" aria-hidden="true" />
      <div className="probe probe-top" aria-hidden="true" />
    </>
  );
}

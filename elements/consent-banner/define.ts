// <ws-consent-banner>: the cookie banner, its revoke button and the soft cookie wall.
import { defineElement } from '../kit/define.ts';
import type { BannerReason } from '../../consent-bus/rules.ts';
import { ConsentBanner } from './banner.tsx';
import { bannerStyles } from './styles.ts';

export interface WsConsentBannerDetail {
  /** Why the bus wants the banner shown or not (needs-choice, choice-made, do-not-track …). */
  reason: BannerReason;
}

export interface WsConsentBannerElement extends HTMLElement {
  position: string | undefined;
  layout: string | undefined;
  theme: string | undefined;
}

const banner = defineElement({
  tag: 'ws-consent-banner',
  component: ConsentBanner,
  attributes: { position: 'string', layout: 'string', theme: 'string' },
  styles: bannerStyles,
});

export const WsConsentBanner = banner.element;
export const define = banner.define;

declare global {
  interface WsEventDetails {
    'ws-consent-banner-show': WsConsentBannerDetail;
    'ws-consent-banner-hide': WsConsentBannerDetail;
  }
  interface HTMLElementEventMap {
    'ws-consent-banner-show': CustomEvent<WsConsentBannerDetail>;
    'ws-consent-banner-hide': CustomEvent<WsConsentBannerDetail>;
  }
  interface HTMLElementTagNameMap {
    'ws-consent-banner': WsConsentBannerElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-consent-banner': React.DetailedHTMLProps<React.HTMLAttributes<WsConsentBannerElement>, WsConsentBannerElement> & {
        position?: 'bottom' | 'bottom-left' | 'bottom-right' | 'top' | 'centered';
        layout?: 'basic' | 'categories';
        theme?: 'light' | 'dark';
      };
    }
  }
}

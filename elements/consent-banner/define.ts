// <ws-consent-banner>: the cookie banner, its revoke button and the soft cookie wall.
import { defineElement } from '../kit/define.ts';
import { consentBannerAttributes } from './schema.ts';
import type { BannerReason } from '../../consent-bus/rules.ts';
import { ConsentBanner } from './banner.tsx';
import { bannerStyles } from './styles.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';

export interface WsConsentBannerDetail {
  /** Why the bus wants the banner shown or not (needs-choice, choice-made, do-not-track …). */
  reason: BannerReason;
}

export interface WsConsentBannerElement extends HTMLElement, SchemaProperties<typeof consentBannerAttributes> {}

const banner = defineElement({
  tag: 'ws-consent-banner',
  component: ConsentBanner,
  attributes: consentBannerAttributes,
  styles: bannerStyles,
});

export const WsConsentBanner = banner.element;
export const define = banner.define;

declare global {
  interface WsEventDetails {
    'ws-consent-banner-show': WsConsentBannerDetail;
    'ws-consent-banner-hide': WsConsentBannerDetail;
  }
  interface HTMLElementTagNameMap {
    'ws-consent-banner': WsConsentBannerElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-consent-banner': WsJsxElement<WsConsentBannerElement, typeof consentBannerAttributes>;
    }
  }
}

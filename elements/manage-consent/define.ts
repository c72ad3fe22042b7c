// <ws-manage-consent>: category switches with their status, in step with the consent bus.
import { defineElement } from '../kit/define.ts';
import { manageConsentAttributes } from './schema.ts';
import { ManageConsent } from './manage-consent.tsx';
import { manageConsentStyles } from './styles.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';

export interface WsManageConsentElement extends HTMLElement, SchemaProperties<typeof manageConsentAttributes> {}

const manageConsent = defineElement({
  tag: 'ws-manage-consent',
  component: ManageConsent,
  attributes: manageConsentAttributes,
  styles: manageConsentStyles,
});

export const WsManageConsent = manageConsent.element;
export const define = manageConsent.define;

declare global {
  interface HTMLElementTagNameMap {
    'ws-manage-consent': WsManageConsentElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-manage-consent': WsJsxElement<WsManageConsentElement, typeof manageConsentAttributes>;
    }
  }
}

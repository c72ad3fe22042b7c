// <ws-manage-consent>: category switches with their status, in step with the consent bus.
import { defineElement } from '../kit/define.ts';
import { ManageConsent } from './manage-consent.tsx';
import { manageConsentStyles } from './styles.ts';

export interface WsManageConsentElement extends HTMLElement {
  src: string | undefined;
}

const manageConsent = defineElement({
  tag: 'ws-manage-consent',
  component: ManageConsent,
  attributes: { src: 'string' },
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
      'ws-manage-consent': React.DetailedHTMLProps<React.HTMLAttributes<WsManageConsentElement>, WsManageConsentElement> & { src?: string };
    }
  }
}

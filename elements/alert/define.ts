// <ws-alert>: a notice with a type and an optional close button.
import { defineElement } from '../kit/define.ts';
import { Alert } from './alert.tsx';
import { alertStyles } from './styles.ts';
import type { AlertType } from './rules.ts';

export interface WsAlertDismissDetail {
  type: AlertType;
}

export interface WsAlertElement extends HTMLElement {
  type: string | undefined;
  dismissible: boolean;
}

const alert = defineElement({
  tag: 'ws-alert',
  component: Alert,
  attributes: { type: 'string', dismissible: 'boolean' },
  styles: alertStyles,
});

export const WsAlert = alert.element;
export const define = alert.define;

declare global {
  interface WsEventDetails {
    'ws-alert-dismiss': WsAlertDismissDetail;
  }
  interface HTMLElementEventMap {
    'ws-alert-dismiss': CustomEvent<WsAlertDismissDetail>;
  }
  interface HTMLElementTagNameMap {
    'ws-alert': WsAlertElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-alert': React.DetailedHTMLProps<React.HTMLAttributes<WsAlertElement>, WsAlertElement> & {
        type?: 'info' | 'success' | 'warning' | 'error';
        dismissible?: boolean;
      };
    }
  }
}

// <ws-alert>: a notice with a type and an optional close button.
import { defineElement } from '../kit/define.ts';
import { alertAttributes } from './schema.ts';
import { Alert } from './alert.tsx';
import { alertStyles } from './styles.ts';
import type { AlertType } from './rules.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';

export interface WsAlertDismissDetail {
  type: AlertType;
}

export interface WsAlertElement extends HTMLElement, SchemaProperties<typeof alertAttributes> {}

const alert = defineElement({
  tag: 'ws-alert',
  component: Alert,
  attributes: alertAttributes,
  styles: alertStyles,
});

export const WsAlert = alert.element;
export const define = alert.define;

declare global {
  interface WsEventDetails {
    'ws-alert-dismiss': WsAlertDismissDetail;
  }
  interface HTMLElementTagNameMap {
    'ws-alert': WsAlertElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-alert': WsJsxElement<WsAlertElement, typeof alertAttributes>;
    }
  }
}

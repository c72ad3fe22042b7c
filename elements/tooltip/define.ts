// <ws-tooltip>: a short text for a control or a term, in a popover beside it.
import { defineElement } from '../kit/define.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';
import { tooltipAttributes } from './schema.ts';
import { tooltipStyles } from './styles.ts';
import { Tooltip } from './tooltip.tsx';

export interface WsTooltipElement extends HTMLElement, SchemaProperties<typeof tooltipAttributes> {}

const tooltip = defineElement({
  tag: 'ws-tooltip',
  component: Tooltip,
  attributes: tooltipAttributes,
  styles: tooltipStyles,
});

export const WsTooltip = tooltip.element;
export const define = tooltip.define;

declare global {
  interface HTMLElementTagNameMap {
    'ws-tooltip': WsTooltipElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-tooltip': WsJsxElement<WsTooltipElement, typeof tooltipAttributes>;
    }
  }
}

// <ws-tabs>: tabs over the author's headings and panels, an accordion on phones.
import { defineElement } from '../kit/define.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';
import { tabsAttributes } from './schema.ts';
import { tabsStyles } from './styles.ts';
import { Tabs, type TabsChangeCause } from './tabs.tsx';

export interface WsTabsChangeDetail {
  index: number;
  label: string;
  cause: TabsChangeCause;
}

export interface WsTabsElement extends HTMLElement, SchemaProperties<typeof tabsAttributes> {}

const tabs = defineElement({
  tag: 'ws-tabs',
  component: Tabs,
  attributes: tabsAttributes,
  styles: tabsStyles,
});

export const WsTabs = tabs.element;
export const define = tabs.define;

declare global {
  interface WsEventDetails {
    'ws-tabs-change': WsTabsChangeDetail;
  }
  interface HTMLElementTagNameMap {
    'ws-tabs': WsTabsElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-tabs': WsJsxElement<WsTabsElement, typeof tabsAttributes>;
    }
  }
}

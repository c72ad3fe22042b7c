// <ws-tabs> while its code comes (script on): the headings in a row and the first panel under them,
// the boxes the tab buttons and the shown panel will have, so the upgrade moves nothing; below
// 640 px, the headings as the accordion's rows with the first panel open. Without script, or when
// the code failed, none of this applies: every panel shows under its heading.
/** A tab's box, shared with the shadow's tab buttons (styles.ts): the same height, padding and type. */
export const TAB_BOX =
  'box-sizing:border-box;min-height:2.75rem;margin:0;padding:0 1rem;border:0;border-bottom:3px solid ' +
  'transparent;font-size:1rem;font-weight:700;line-height:1.25';
/** A shown panel's distance from the tabs, on the panel itself (before and after the upgrade). */
export const PANEL_GAP = 'padding-block-start:1rem';

export const tabsReserveWhileLoading: Record<string, string> = {
  '': 'display:flex;flex-wrap:wrap;@media (max-width:39.99875em){display:block}',
  ' > [slot="tab"]':
    `${TAB_BOX};display:inline-flex;align-items:center;white-space:nowrap;order:0;@media ` +
    '(max-width:39.99875em){display:flex;width:100%;white-space:normal}',
  ' > :not([slot="tab"])': `${PANEL_GAP};order:1;flex:0 0 100%;box-sizing:border-box`,
  ' > :not([slot="tab"]) ~ :not([slot="tab"])': 'display:none',
};

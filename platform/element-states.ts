// The two states an element shows on itself, as attributes page CSS can style (shell/reserve.ts).
// A module of constants only: the shell and the elements share it without sharing any code.

/** Set on an element while its first render waits for a later slice (page CSS can style it as undefined). */
export const UPGRADING_ATTRIBUTE = 'data-ws-upgrading';
/** Set on an element whose code failed to load or whose view failed: it shows the author's content, as without script.
 */
export const FAILED_ATTRIBUTE = 'data-ws-failed';
/** Set on an element whose first frame (drawn without its code) shows: reserve rules that stood in for it give way. */
export const FIRST_FRAME_ATTRIBUTE = 'data-ws-first-frame';

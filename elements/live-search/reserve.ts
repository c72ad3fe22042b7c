// The box <ws-live-search> takes before and after its code loads: the toggle button's square.
export const LIVE_SEARCH_TOGGLE_SIZE = '2.75rem';
export const liveSearchReserve = `display:inline-block;vertical-align:middle;inline-size:${LIVE_SEARCH_TOGGLE_SIZE};block-size:${LIVE_SEARCH_TOGGLE_SIZE}`;

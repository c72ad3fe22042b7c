// The box <ws-live-search> takes before its code loads: the toggle button's square. Only while the
// code is expected: without script (or when it failed) the author's search form inside shows instead.
export const LIVE_SEARCH_TOGGLE_SIZE = '2.75rem';
export const liveSearchReserveWhileLoading: Record<string, string> = {
  '':
    `display:inline-block;vertical-align:middle;inline-size:${LIVE_SEARCH_TOGGLE_SIZE};block-size:` +
    `${LIVE_SEARCH_TOGGLE_SIZE}`,
  // The fallback form waits unseen: the element draws its toggle in the same square, so nothing moves.
  ' > *': 'display:none',
};

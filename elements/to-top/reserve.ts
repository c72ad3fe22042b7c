// <ws-to-top> before its code: with script on, its child link (the no-JS fallback, in the page's
// flow) is hidden while the code is expected; the element then shows its own fixed link after
// 200 px of scrolling. Without script, or when its code failed, the plain `#top` link shows.
export const toTopReserveWhileLoading = 'display:none';

// The box <ws-lightbox> has before its code loads: the same as after (its shadow root only slots
// the author's content; the viewer is a closed dialog), so the upgrade moves nothing.
export const lightboxReserve = 'display:block';

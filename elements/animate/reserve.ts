// The box of <ws-animate> before its code loads and without script. No imports: the shell carries
// this file (shell/registry.ts). An undefined tag is inline; the element is a block, so the tag is
// one from the start and the upgrade moves nothing. Nothing here hides the content: only the
// element's own code may hold it invisible (a failed load shows everything, in place).
export const animateReserve: Record<string, string> = {
  '': 'display:block',
};

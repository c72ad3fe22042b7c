// <ws-sticky> before its code: a block in the flow, as after it (the sticking adds no room).
export const stickyReserve = 'display:block';

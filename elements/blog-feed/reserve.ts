// What the shell holds for <ws-blog-feed> before its code loads. Masonry positions can only be
// computed by the element: its items wait, invisible, until it has placed them. (The grid geometry
// before the upgrade is in dist/ws.css only: geometry.ts and shell/page-css.ts.)
export const blogFeedReserveWhileLoading: Record<string, string> = {
  '[layout="masonry"] > article': 'visibility:hidden',
};

// The geometry of <ws-blog-feed> before and after its code loads: the same grid formula on the
// undefined tag (the shell's reserve and dist/ws.css) as on the shadow feed, so the upgrade moves
// nothing. The shell imports it, so it lands whole in shell.js: keep it to constants and strings.

export const GAP_PX = 24;
export const MAX_COLUMNS = 6;
/** Below this width a column is too narrow: grids and masonry use fewer columns. */
export const MIN_COLUMN_PX = 260;

/** At most `--_cols` columns, each at least MIN_COLUMN_PX wide (fewer on narrow screens). */
export const GRID_COLUMNS =
  `repeat(auto-fill,minmax(max(${MIN_COLUMN_PX}px,calc((100% - (var(--_cols) - 1) * ${GAP_PX}px) / ` +
  'var(--_cols))),1fr))';

/** Inner layout of a medium item (image beside text) and the room above a timeline item for its month. */
export const MEDIUM_ITEM =
  'display:grid;grid-template-columns:minmax(0,2fr) minmax(0,3fr);gap:1.25rem;align-items:start';
export const TIMELINE_ITEM = 'margin-block-start:1.75rem';

const columnVariants = Object.fromEntries(
  Array.from({ length: MAX_COLUMNS }, (_, index) => [`[columns="${index + 1}"]`, `--_cols:${index + 1}`]),
);

/** The undefined tag's grid (the shell's `reserve` and dist/ws.css). */
export const blogFeedLayoutBeforeUpgrade: Record<string, string> = {
  '': `display:grid;--_cols:3;grid-template-columns:${GRID_COLUMNS};gap:${GAP_PX}px;align-items:start`,
  ...columnVariants,
  '[layout="equal-heights"]': 'align-items:stretch',
  '[layout="large"]': '--_cols:1',
  '[layout="medium"]': '--_cols:1',
  '[layout="timeline"]': '--_cols:2',
  ' > :not(article)': 'grid-column:1/-1',
  '[layout="medium"] > article': MEDIUM_ITEM,
  '[layout="timeline"] > article': TIMELINE_ITEM,
};

// Document-level rules for what the blog feed puts into (or arranges inside) the page's own items:
// timeline month labels and the inner layout of large and medium items. Adopted once, CSP-safe.
import { MEDIUM_ITEM, TIMELINE_ITEM } from './geometry.ts';

export const blogFeedPageStyles = `
ws-blog-feed[layout="timeline"] > article > .ws-feed-month {
  position: absolute;
  inset-block-start: -1.75rem;
  margin: 0;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.02em;
}
ws-blog-feed[layout="timeline"] > article { ${TIMELINE_ITEM} }
ws-blog-feed[layout="medium"] > article { ${MEDIUM_ITEM} }
ws-blog-feed[layout="large"] > article img { inline-size: 100%; block-size: auto; }
`;

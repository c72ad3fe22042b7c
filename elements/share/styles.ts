// Shadow styles of <ws-share>: the same declarations as the fallback before the upgrade (reserve.ts),
// so the box keeps its size; the "Teilen" button takes the label's box and only colours it.
import { shareBoxCss, shareItemCss, shareLabelCss, shareLinkCss, shareLinkHoverCss, shareListCss } from './reserve.ts';

export const shareStyles = `
:host { ${shareBoxCss}; }
.label, .system { ${shareLabelCss}; }
.system {
  border-color: var(--_accent);
  background: var(--_accent);
  color: var(--_accent-text);
  cursor: pointer;
}
.system:hover { background: color-mix(in srgb, var(--_accent) 85%, #000); }
.list { ${shareListCss}; }
.list > li { ${shareItemCss}; }
.link { ${shareLinkCss}; }
.link:hover { ${shareLinkHoverCss}; }
`;

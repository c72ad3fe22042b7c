// What a visitor can reach on the built demo, measured in the page: every control on screen when
// scrolled to, not covered at its centre, and (for ws-* elements) at least 24 × 24 px; no page
// wider than the screen. Used by visitor-check.spec.ts; each function returns readable findings.
import type { Page } from '@playwright/test';

/** What to audit: the controls of ws-* elements only, or every control of the page. */
export interface AuditScope {
  /** CSS selector of the roots whose controls are audited (searched through shadow roots). */
  roots: string;
  /** Controls outside ws-* elements are checked for cover and screen, not for size. */
  sizeOnlyInWs: boolean;
}

/** The smallest target WCAG 2.2 (2.5.8, level AA) allows, in CSS pixels. */
export const MIN_TARGET_PX = 24;

/**
 * Audits the controls under `scope.roots` as a visitor reaches them: each is scrolled to the centre
 * of the screen, then it must lie inside the viewport, its centre must hit it (nothing lies over it,
 * nothing makes it inert), and it must be at least 24 × 24 px. Returns one line per problem.
 */
export async function auditControls(page: Page, scope: AuditScope): Promise<string[]> {
  return page.evaluate(
    ({ roots, sizeOnlyInWs, minTarget }) => {
      const CONTROLS =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="option"], [role="checkbox"], [role="switch"], [role="tab"], [tabindex]:not([tabindex="-1"])';
      const TOLERANCE = 0.5;
      /** The composed parent: through a shadow root to its host. */
      const parentOf = (node: Node): Node | null =>
        node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode;
      const composedContains = (outer: Node, inner: Node | null): boolean => {
        for (let node = inner; node; node = parentOf(node)) if (node === outer) return true;
        return false;
      };
      const wsHost = (el: Element): Element | undefined => {
        for (let node: Node | null = el; node; node = parentOf(node)) {
          if (node instanceof Element && node.localName.startsWith('ws-')) return node;
        }
        return undefined;
      };
      const name = (el: Element): string => {
        const label =
          el.getAttribute('aria-label') ??
          (el as HTMLInputElement).labels?.[0]?.textContent ??
          el.textContent ??
          (el as HTMLInputElement).value ??
          '';
        const host = wsHost(el);
        return `${host ? `${host.localName} ` : ''}${el.localName}${el.id ? `#${el.id}` : ''} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      };
      /** Every element matching the selector, in the document and every open shadow root. */
      const deepQuery = (root: Document | ShadowRoot | Element, selector: string, found: Element[] = []): Element[] => {
        for (const el of root.querySelectorAll('*')) {
          if (el.matches(selector)) found.push(el);
          if (el.shadowRoot) deepQuery(el.shadowRoot, selector, found);
        }
        return found;
      };
      /** elementFromPoint that descends into shadow roots, as a pointer would. */
      const deepHit = (x: number, y: number): Element | null => {
        let hit = document.elementFromPoint(x, y);
        while (hit?.shadowRoot) {
          const inner = hit.shadowRoot.elementFromPoint(x, y);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        return hit;
      };
      const inert = (el: Element): boolean => {
        for (let node: Node | null = el; node; node = parentOf(node))
          if (node instanceof HTMLElement && node.inert) return true;
        return false;
      };
      /** A link inside running text is exempt from the target size (WCAG 2.5.8, "inline"). */
      const inlineInText = (el: Element): boolean => {
        if (el.localName !== 'a' || getComputedStyle(el).display !== 'inline') return false;
        const block = el.parentElement;
        return Boolean(block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1);
      };
      /** The area that operates a control: the control and its labels (a click on a label activates it). */
      const targetBox = (el: Element) => {
        const boxes = [
          el.getBoundingClientRect(),
          ...[...((el as HTMLInputElement).labels ?? [])].map((label) => label.getBoundingClientRect()),
        ];
        const visible = boxes.filter((box) => box.width > 0 && box.height > 0);
        return {
          left: Math.min(...visible.map((b) => b.left)),
          top: Math.min(...visible.map((b) => b.top)),
          right: Math.max(...visible.map((b) => b.right)),
          bottom: Math.max(...visible.map((b) => b.bottom)),
        };
      };

      const problems: string[] = [];
      const controls = [
        ...new Set(
          deepQuery(document, roots).flatMap((root) => [
            root,
            ...deepQuery(root.shadowRoot ?? root, CONTROLS),
            ...deepQuery(root, CONTROLS),
          ]),
        ),
      ].filter((el) => el.matches(CONTROLS));
      for (const control of controls) {
        // Hidden on purpose (a closed panel, a collapsed menu) or visually hidden until focused (a skip link).
        if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        // Measured from the page's top: a link parked in the sticky header stays above the screen at any
        // scroll position, so "above the document" is only telling at the top (CI once met a scrolled page).
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
        const first = control.getBoundingClientRect();
        if (first.width <= 1 || first.height <= 1) continue;
        // Shown only while focused (a skip link parked above the page): measured as a keyboard user meets it.
        const parked = first.bottom <= 0 || first.right <= 0;
        if (parked) (control as HTMLElement).focus({ preventScroll: true });
        // A fixed layer stays where it is; anything else is brought to the middle of the screen.
        control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        const box = control.getBoundingClientRect();
        const viewWidth = document.documentElement.clientWidth;
        const viewHeight = window.visualViewport?.height ?? window.innerHeight;
        // The browser centres a control between the root's scroll paddings (the sticky header's room).
        const rootStyle = getComputedStyle(document.documentElement);
        const paddedHeight =
          viewHeight - (parseFloat(rootStyle.scrollPaddingTop) || 0) - (parseFloat(rootStyle.scrollPaddingBottom) || 0);
        // A box taller than that (a scrolling table) cannot fit: enough that it is on screen.
        const fits = box.height <= paddedHeight;
        const off = [
          box.left < -TOLERANCE && `left ${Math.round(box.left)}`,
          !fits && (box.bottom <= 0 || box.top >= viewHeight) && 'not on screen',
          fits && box.top < -TOLERANCE && `top ${Math.round(box.top)}`,
          box.right > viewWidth + TOLERANCE && `right ${Math.round(box.right)} > ${viewWidth}`,
          fits && box.bottom > viewHeight + TOLERANCE && `bottom ${Math.round(box.bottom)} > ${Math.round(viewHeight)}`,
        ].filter(Boolean);
        if (off.length) problems.push(`${name(control)}: off screen (${off.join(', ')})`);
        if (inert(control)) {
          problems.push(`${name(control)}: inert, cannot be operated`);
          continue;
        }
        // The centre of the part that is on screen; a link broken over two lines is aimed at on its first line.
        const aim = [...control.getClientRects()].find((rect) => rect.width > 1 && rect.height > 1) ?? box;
        const x = (Math.max(aim.left, 0) + Math.min(aim.right, viewWidth)) / 2;
        const y = (Math.max(aim.top, 0) + Math.min(aim.bottom, viewHeight)) / 2;
        const hit = deepHit(x, y);
        if (parked) (control as HTMLElement).blur();
        const labels = [...((control as HTMLInputElement).labels ?? [])];
        const reached = composedContains(control, hit) || labels.some((label) => composedContains(label, hit));
        if (!reached) {
          const cover = hit
            ? `${wsHost(hit)?.localName ?? ''} ${hit.localName}${hit.id ? `#${hit.id}` : ''}${hit.classList.length ? `.${[...hit.classList].join('.')}` : ''}`.trim()
            : 'nothing';
          problems.push(`${name(control)}: covered at its centre by ${cover}`);
        }
        if (sizeOnlyInWs && !wsHost(control)) continue;
        if (inlineInText(control)) continue;
        const target = targetBox(control);
        const width = target.right - target.left;
        const height = target.bottom - target.top;
        if (width < minTarget - TOLERANCE || height < minTarget - TOLERANCE) {
          problems.push(
            `${name(control)}: target ${Math.round(width)} × ${Math.round(height)} px, smaller than ${minTarget} × ${minTarget}`,
          );
        }
      }
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return problems;
    },
    { ...scope, minTarget: MIN_TARGET_PX },
  );
}

/** How far the document reaches past the viewport's right edge, and the outermost elements that stick out. */
export async function horizontalOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const culprits: string[] = [];
    const describe = (el: Element) =>
      `${el.localName}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    // Only the outermost element that sticks out is named: its children stick out because of it.
    const walk = (el: Element) => {
      const right = el.getBoundingClientRect().right + window.scrollX;
      if (right > limit + 0.5 && getComputedStyle(el).position !== 'fixed') {
        const text = el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
        culprits.push(`${describe(el)} right=${Math.round(right)} "${text}"`);
        return;
      }
      // What a box clips (a table's scroll box) cannot widen the page.
      if (getComputedStyle(el).overflowX !== 'visible') return;
      for (const child of el.children) walk(child);
    };
    walk(document.body);
    // A word longer than its line sticks out of a box that itself fits.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      range.selectNodeContents(node);
      const right = range.getBoundingClientRect().right + window.scrollX;
      if (right > limit + 0.5)
        culprits.push(
          `text in ${describe(node.parentElement!)} right=${Math.round(right)} "${node.textContent!.trim().slice(0, 40)}"`,
        );
    }
    return { overflow: root.scrollWidth - limit, culprits: culprits.slice(0, 6) };
  });
}

/** The boxes of the fixed or sticky layers on screen (header, banner, revoke button, bars), by name. */
export async function fixedLayers(
  page: Page,
): Promise<Array<{ name: string; top: number; bottom: number; height: number }>> {
  return page.evaluate(() => {
    const layers: Array<{ name: string; top: number; bottom: number; height: number }> = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        const position = getComputedStyle(el).position;
        if ((position === 'fixed' || position === 'sticky') && el.checkVisibility()) {
          const box = el.getBoundingClientRect();
          if (box.width > 1 && box.height > 1) {
            layers.push({
              name: `${el.localName}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''}`,
              top: box.top,
              bottom: box.bottom,
              height: box.height,
            });
          }
        }
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return layers;
  });
}

/** Every ws-* element that takes space but shows nothing (no text, no field, no image): an empty box. */
export async function emptyElementBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('ws-'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width < 2 || box.height < 2 || !el.checkVisibility()) return false;
        const shows = (root: Element | ShadowRoot) => {
          if (
            [...root.querySelectorAll('input, select, textarea, button, a[href], img, svg, iframe')].some((child) =>
              child.checkVisibility(),
            )
          )
            return true;
          const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = texts.nextNode(); node; node = texts.nextNode()) {
            if (
              node.textContent!.trim() &&
              node.parentElement?.checkVisibility() &&
              node.parentElement.localName !== 'style'
            )
              return true;
          }
          return false;
        };
        return !shows(el) && !(el.shadowRoot && shows(el.shadowRoot));
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        return `${el.localName}${el.id ? `#${el.id}` : ''} is an empty ${Math.round(box.width)} × ${Math.round(box.height)} px box`;
      }),
  );
}

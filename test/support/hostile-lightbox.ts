// What the hostile-corpus tests of <ws-lightbox> share (test/elements/hostile-lightbox*.test.ts):
// pages that keep the test page in place, wrappers and links made through the DOM (no parser between
// a payload and its attribute), and the checks of what the viewer rendered.
import { fixture, html, waitUntil } from '@open-wc/testing';
import type { WsLightboxElement } from '../../elements/lightbox/define.ts';
import { SMALL } from './lightbox-page.ts';

/** A prototype pollution shows as a property every object inherits. */
export const polluted = () => 'wsPolluted' in {} || 'wsPolluted' in Object.prototype;

/** An http(s) address as the browser resolves it (relative addresses are the page's own). */
function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value, document.baseURI).protocol);
  } catch {
    return false;
  }
}

/** Addresses the viewer rendered (src, href, poster, data) that are not http(s) or the mail share link. */
export function strayAddresses(el: Element): string[] {
  const stray: string[] = [];
  for (const element of el.shadowRoot!.querySelectorAll('[src], [href], [poster], [data], [srcdoc], [formaction]')) {
    for (const attribute of ['src', 'href', 'poster', 'data', 'srcdoc', 'formaction']) {
      const value = element.getAttribute(attribute);
      if (value === null) continue;
      const fine =
        attribute !== 'srcdoc' &&
        attribute !== 'formaction' &&
        (isWebAddress(value) || (element.closest('[part=share]') !== null && value.startsWith('mailto:?')));
      if (!fine) stray.push(`${element.localName}[${attribute}]=${value.slice(0, 60)}`);
    }
  }
  return stray;
}

/** Elements in the viewer that no item text could have made (a payload parsed as markup). */
export const MARKUP_FROM_TEXT =
  'script, style, object, embed, form, input, textarea, svg, math, template, details, marquee, base, meta, link, [style]:not(dialog), [onerror], [onload], [onclick]';

/** A page for one path: a capturing click guard on it notes what the lightbox left alone and keeps the page in place. */
export async function hostilePage(): Promise<{ page: HTMLElement; leftAlone: string[] }> {
  const page = await fixture<HTMLElement>(html`<div></div>`);
  const leftAlone: string[] = [];
  page.addEventListener('click', (event) => {
    const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
    if (!link) return;
    if (!event.defaultPrevented) leftAlone.push(link.getAttribute('href') ?? '');
    event.preventDefault();
  });
  return { page, leftAlone };
}

export function wrapper(attributes: Record<string, string> = {}): WsLightboxElement {
  const box = document.createElement('ws-lightbox');
  for (const [name, value] of Object.entries(attributes)) box.setAttribute(name, value);
  return box;
}

export function link(
  href: string,
  texts: { title?: string; caption?: string; alt?: string; imageSrc?: string } = {},
): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.setAttribute('href', href);
  if (texts.title !== undefined) anchor.setAttribute('data-title', texts.title);
  if (texts.caption !== undefined) anchor.setAttribute('data-caption', texts.caption);
  if (texts.alt !== undefined || texts.imageSrc !== undefined) {
    const image = document.createElement('img');
    image.setAttribute('src', texts.imageSrc ?? SMALL);
    image.setAttribute('alt', texts.alt ?? '');
    anchor.append(image);
  } else anchor.textContent = 'Bild';
  return anchor;
}

export async function allRendered(boxes: readonly Element[]): Promise<void> {
  await waitUntil(() => boxes.every((box) => box.shadowRoot?.querySelector('dialog')), 'ws-lightbox did not render', {
    timeout: 5000,
  });
}

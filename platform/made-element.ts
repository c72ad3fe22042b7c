// An element with its attributes and text, for what the first frames draw without React
// (elements/*/first-frame.ts): the same markup the element's view renders, built by hand.

/** A new `tag` with these attributes and, when given, this text (as text, never as markup). */
export function madeElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

/** A new SVG `tag` with these attributes (an icon's parts, as the element's view draws them). */
export function drawnElement(tag: string, attributes: Record<string, string>): SVGElement {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

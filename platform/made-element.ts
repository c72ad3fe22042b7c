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

// Console warnings for page authors: each distinct message once per page, however many elements
// share the same bad attribute.
const reported = new Set<string>();

/** Warns `<tag> message` the first time this message comes up. */
export function warnOnce(tag: string, message: string): void {
  const text = `<${tag}> ${message}`;
  if (reported.has(text)) return;
  reported.add(text);
  console.warn(text);
}

/** A warner bound to one tag, for rules that take `(message) => void`. */
export const warnerFor = (tag: string) => (message: string) => warnOnce(tag, message);

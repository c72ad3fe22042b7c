// Text from authors and servers on its way into markup or the page. Pure: the demo server's
// templates, the share box's no-JS markup and the elements' rules use the same two functions.

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value as HTML: the five characters that could end a text or an attribute, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/gu;

/** The text without bidirectional embeddings, overrides and isolates: they would turn the text around it. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

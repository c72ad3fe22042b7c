// The author's search form inside <ws-live-search>: the page's own search without script (WordPress's
// GET form to /?s=…). Once the element runs it is not shown (the shadow root has no slot), but Enter
// in the element's field still sends it, so the visitor reaches the full results page.
import { safeUrl } from '../../platform/urls.ts';
import { warnOnce } from '../../platform/warn.ts';

/** The form's field that carries the search text: a search field, else WordPress's `s`. */
export function pageSearchField(form: HTMLFormElement): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>('input[type="search"], input[name="s"]');
}

/**
 * Sends the author's form with `text` in its search field, as if the visitor had typed it there:
 * its own action, method and hidden fields, and a `submit` event the page can handle. False when
 * the tag holds no such form, or its action is refused by the URL check.
 */
export function submitPageForm(host: HTMLElement, text: string): boolean {
  const form = host.querySelector('form');
  const field = form && pageSearchField(form);
  if (!form || !field) return false;
  // Sending navigates: the action passes the one URL check like every navigation (no javascript: or data:).
  const action = form.getAttribute('action');
  if (action !== null && action.trim() !== '' && safeUrl(action) === undefined) {
    warnOnce(
      'ws-live-search',
      `the search form's action "${action.slice(0, 80)}" is not an http(s) or relative URL: it is not sent`,
    );
    return false;
  }
  field.value = text;
  form.requestSubmit();
  return true;
}

// The order the page runtime starts in: the consent bus first, so that no element can render
// content that needs consent before consent is known; the elements second.
import { isSettingsScript, settingsCandidates } from '../consent-bus/settings.ts';

export interface BootSteps<L> {
  startConsentBus: () => void;
  startElements: () => L;
}

export interface BootResult<L> {
  loader: L;
  /** The steps in the order they ran: checked by the tests. */
  order: string[];
}

export function boot<L>(steps: BootSteps<L>): BootResult<L> {
  const order: string[] = [];
  steps.startConsentBus();
  order.push('consent-bus');
  const loader = steps.startElements();
  order.push('elements');
  return { loader, order };
}

/**
 * Loaded with `async`, the shell runs while the page still parses, so the banner paints before the
 * rest of the page has arrived. The settings must come before the shell's tag (CONTRACT.md); when
 * they are not there yet, it waits for the whole document rather than start on defaults.
 */
export function settingsReadable(doc: Document = document): boolean {
  // Only a JSON script is settings (an injected <div id="ws-consent-settings"> must not start us early).
  return doc.readyState !== 'loading' || settingsCandidates(doc).some(isSettingsScript);
}

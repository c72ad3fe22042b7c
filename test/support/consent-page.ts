// Element tests that need the real bus: settings in the page, consent cookies cleared, one bus.
import { startConsentBus } from '../../consent-bus/index.ts';
import type { ConsentBus } from '../../consent-bus/bus.ts';
import type { ConsentSettings } from '../../consent-bus/settings.ts';

export function clearConsentCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name.startsWith('cmplz_')) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

export interface TestBus {
  bus: ConsentBus;
  /** A first visit again: no consent cookies, the page settings plus these overrides. */
  firstVisit(overrides?: Partial<ConsentSettings>): void;
}

/** Starts the page's bus with these settings (once per test file: the bus is one per page). */
export function startTestBus(settings: Record<string, unknown>): TestBus {
  clearConsentCookies();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'ws-consent-settings';
  script.textContent = JSON.stringify(settings);
  document.head.append(script);
  const bus = startConsentBus();
  const initial = bus.settings();
  return {
    bus,
    firstVisit(overrides = {}) {
      clearConsentCookies();
      bus.update({ ...initial, ...overrides, extra: { ...initial.extra, ...overrides.extra } });
    },
  };
}

// A consent bus for element tests: default settings with a policy id, a quiet environment, cookies
// in memory and a reload that does nothing.
import { createConsentBus } from '../../consent-bus/bus.ts';
import { DEFAULT_SETTINGS } from '../../consent-bus/settings.ts';
import { FakeCookies } from './fake-cookies.ts';

export function testBus(): ReturnType<typeof createConsentBus> {
  return createConsentBus({
    settings: { ...DEFAULT_SETTINGS, current_policy_id: '1' },
    environment: { doNotTrack: false, globalPrivacyControl: false, cookiesEnabled: true, tcfContainer: false },
    cookies: new FakeCookies(),
    secure: false,
    reload: () => undefined,
  });
}

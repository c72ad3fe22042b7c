// The consent bus: one consent state for the page. The shell starts it before any element.
// Its model (state, cookies, rules, blocking, bridges) is the consent-bus issue's work; until then
// starting it only marks the bus as running, so the start order can be checked.

let running = false;

export function startConsentBus(): void {
  running = true;
}

export function consentBusRunning(): boolean {
  return running;
}

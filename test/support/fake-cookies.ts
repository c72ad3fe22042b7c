// A cookie store that behaves like document.cookie for the bus: writes set or (Max-Age=0) delete.
import type { CookieStore } from '../../consent-bus/bus.ts';

export class FakeCookies implements CookieStore {
  readonly jar = new Map<string, string>();
  readonly written: string[] = [];

  constructor(initial = '') {
    for (const part of initial.split(';')) {
      const at = part.indexOf('=');
      if (at > 0) this.jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
    }
  }

  read(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  write(cookie: string): void {
    this.written.push(cookie);
    const [pair] = cookie.split(';');
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at);
    if (/Max-Age=0(;|$)/.test(cookie)) this.jar.delete(name);
    else this.jar.set(name, pair!.slice(at + 1));
  }
}

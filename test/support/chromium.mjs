// Where the tests find Chromium: CHROME_PATH, else Debian's /usr/bin/chromium. Never downloaded.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags for headless Chromium as root on a machine with no network beyond loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function assertChromium() {
  if (existsSync(chromiumPath)) return;
  console.error(
    `Chromium was not found at ${chromiumPath}.\n` +
      "Install Debian's Chromium with:  sudo apt-get install -y chromium\n" +
      'or point CHROME_PATH at an existing Chromium or Chrome binary. The tests never download a browser.',
  );
  process.exit(1);
}

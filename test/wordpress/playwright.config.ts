// End-to-end tests against real WordPress: Debian's wordpress, MariaDB and PHP, a throwaway site
// installed anew for the run (scripts/wordpress-site.ts, site "e2e") with the plugin from its zip.
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';

export const WORDPRESS_PORT = Number(process.env.WORDPRESS_E2E_PORT ?? 8282);
/** The site's name (its database ws_<name>): another name lets a second run go on beside this one. */
export const WORDPRESS_SITE = process.env.WORDPRESS_E2E_SITE ?? 'e2e';
const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  // One site, one database: the specs change settings and records, so they run one after another.
  workers: 1,
  // One retry on CI only: a test that failed once is still named in npm test's summary as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: `${root}/.test-results/wordpress.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${WORDPRESS_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: `node --import tsx scripts/wordpress-site.ts --name ${WORDPRESS_SITE} --port ${WORDPRESS_PORT}`,
    cwd: root,
    url: `http://127.0.0.1:${WORDPRESS_PORT}/wp-login.php`,
    // Installing WordPress, the plugin and the content takes a few seconds; the first run on a
    // fresh machine also installs Debian's packages.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

// End-to-end tests: Playwright drives Debian's Chromium against the demo server it starts itself.
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  workers: 2,
  // One retry on CI only: a test that failed once is still named in npm test's summary as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: `${root}/.test-results/e2e.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: 'node --import tsx demo/server.ts',
    cwd: root,
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

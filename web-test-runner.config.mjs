// Element tests: @open-wc/testing fixtures in headless Debian Chromium, TypeScript served by esbuild.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { assertChromium, chromiumArgs, chromiumPath } from './test/support/chromium.mjs';
import { countReporter } from './test/support/count-reporter.mjs';
import { hostileRequestsPlugin } from './test/support/hostile-requests.mjs';
import { reactEsmPlugin } from './test/support/react-esm-plugin.mjs';

assertChromium();

export default {
  files: 'test/elements/**/*.test.{ts,tsx}',
  nodeResolve: { exportConditions: ['browser'] },
  plugins: [
    hostileRequestsPlugin(),
    reactEsmPlugin(),
    esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
  ],
  browsers: [chromeLauncher({ launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs } })],
  // One page at a time: a background tab throttles timers and animations, and keys need focus.
  concurrency: 1,
  testFramework: { config: { timeout: 8000 } },
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countReporter('.test-results/elements.json')],
};

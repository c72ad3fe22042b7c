// What the WordPress end-to-end tests share: the site's accounts, logging in through wp-login.php,
// and the local site's command line (wordpress/local/cli.php) for what a test sets up around a page.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { SITE_PASSWORDS } from '../../wordpress/local/content.ts';
import { WORDPRESS_PORT, WORDPRESS_SITE } from './playwright.config.ts';

const CLI = fileURLToPath(new URL('../../wordpress/local/cli.php', import.meta.url));

export const ACCOUNTS = {
  admin: { user: 'admin', password: SITE_PASSWORDS.admin },
  author: { user: 'autorin', password: SITE_PASSWORDS.author },
};

/**
 * Logs in through WordPress's own form; the page's context keeps the session cookies. Twice, on a loaded
 * CI machine, WordPress answered the login with its form again: then the form is tried once
 * more, and what WordPress said is printed (a second failure fails the test with it).
 */
export async function logIn(page: Page, who: keyof typeof ACCOUNTS): Promise<void> {
  const { user, password } = ACCOUNTS[who];
  for (let attempt = 1; ; attempt += 1) {
    await page.goto('/wp-login.php');
    await page.fill('#user_login', user);
    await page.fill('#user_pass', password);
    await page.click('#wp-submit');
    try {
      await page.waitForURL(/\/wp-admin\//, { timeout: LOGIN_WAIT_MS });
      return;
    } catch {
      const said = (
        await page
          .locator('#login_error')
          .textContent({ timeout: 1000 })
          .catch(() => null)
      )?.trim();
      const message = `logging in as ${user} ended on ${page.url()}: ${said || 'no message'}`;
      if (attempt >= 2) throw new Error(message);
      console.warn(`${message}; trying once more`);
    }
  }
}

/** A login normally lands in wp-admin within a second or two. */
const LOGIN_WAIT_MS = 20_000;

/** Runs a command of wordpress/local/cli.php on the test site; returns what it printed. */
export function siteCommand(command: string, input?: unknown): string {
  const result = spawnSync('php', [CLI, command], {
    input: input === undefined ? '' : JSON.stringify(input),
    encoding: 'utf8',
    env: { ...process.env, WS_WP_CONFIG: `ws-${WORDPRESS_SITE}`, WS_WP_HOST: `127.0.0.1:${WORDPRESS_PORT}` },
  });
  if (result.status !== 0) throw new Error(`cli.php ${command}: ${result.stderr || result.stdout}`);
  return result.stdout.trim();
}

/** Sets plugin settings (through the plugin's own validation) for the tests that follow. */
export function useSettings(values: Record<string, unknown>): void {
  siteCommand('settings', { values });
}

/** A returning visitor who denied under the site's policy (the seeded site's policy id is 1). */
export async function visitorDenied(context: BrowserContext, baseURL: string): Promise<void> {
  const choice = { cmplz_consent_status: 'deny', cmplz_choice: 'set', cmplz_policy_id: '1' };
  await context.addCookies(Object.entries(choice).map(([name, value]) => ({ name, value, url: baseURL })));
}

// The Debian packages a command needs: installed when missing if we run as root on Debian (as CI
// and a fresh machine do), else the command stops at once naming the one line that installs them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../test/support/chromium.mjs';

/** Whether `command args` runs and exits 0. */
export function runs(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/**
 * @param {string} purpose what needs them, for the messages
 * @param {Array<{ name: string, present: () => boolean }>} packages
 */
export function ensureDebianPackages(purpose, packages) {
  const missing = () => packages.filter((item) => !item.present()).map((item) => item.name);
  const names = missing();
  if (!names.length) return;
  const command = `apt-get install -y ${names.join(' ')}`;
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) {
    console.error(`${purpose} needs Debian's ${names.join(', ')}. Install them with:\n  sudo ${command}`);
    process.exit(1);
  }
  console.log(`${purpose}: installing Debian's ${names.join(', ')} …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', ...names], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const still = missing();
  if (result.status !== 0 || still.length) {
    console.error(`Installing ${still.join(', ') || names.join(', ')} failed; try by hand: ${command}`);
    process.exit(1);
  }
}

/** Chromium for the browser tests (never a downloaded browser), with a font for its screenshots. */
export const CHROMIUM_PACKAGES = [
  { name: 'chromium', present: () => existsSync(chromiumPath) },
  { name: 'fonts-dejavu-core', present: () => existsSync('/usr/share/fonts/truetype/dejavu') },
];

/** The local WordPress of the plugin's tests (scripts/wordpress-site.ts), and phpunit for its rules. */
export const WORDPRESS_PACKAGES = [
  { name: 'wordpress', present: () => existsSync('/usr/share/wordpress/wp-settings.php') },
  { name: 'php-cli', present: () => runs('php', ['--version']) },
  { name: 'php-mysql', present: () => runs('php', ['-r', 'exit(function_exists("mysqli_connect") ? 0 : 1);']) },
  { name: 'mariadb-server', present: () => existsSync('/etc/init.d/mariadb') },
  { name: 'phpunit', present: () => runs('phpunit', ['--version']) },
];

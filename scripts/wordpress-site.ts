// `npm run wordpress` (and the WordPress end-to-end tests): a throwaway WordPress on localhost from
// Debian's packages (wordpress, mariadb-server, php-cli, php-mysql; phpunit for the PHP tests), with the plugin
// installed from
// build/ws.zip and the workshop's German demo content. No network: everything is on this machine.
//
//   node --import tsx scripts/wordpress-site.ts [--port 8090] [--name local] [--keep]
//   node --import tsx scripts/wordpress-site.ts --prepare   (only the Debian packages and MariaDB)
//
// --name picks the site (its database ws_<name>, its folder .wordpress/<name>/); each start
// installs it anew unless --keep is given and it exists. The server runs until stopped.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { categoryTree, demoPages, demoPosts, SITE_PASSWORDS } from '../wordpress/local/content.ts';
import { workshop } from '../demo/content/site.ts';
import { ensureDebianPackages, runs, WORDPRESS_PACKAGES } from './debian-packages.mjs';
import { writePluginZip } from './wordpress-zip.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Debian's WordPress: the core files, its themes and its translations. */
export const WORDPRESS_CORE = '/usr/share/wordpress';
const DEBIAN_CONFIG_DIR = '/etc/wordpress';
const LOCAL = join(ROOT, 'wordpress', 'local');
export function ensureWordPressStack(): void {
  ensureDebianPackages('The WordPress site', WORDPRESS_PACKAGES);
}

/** MariaDB answers, or is started with Debian's init script (these machines have no systemd). */
export function ensureDatabase(): void {
  if (runs('mariadb-admin', ['--silent', 'ping'])) return;
  // In a session of its own: stopping the server or the test run that started it must not stop it.
  const started = spawnSync('setsid', ['/etc/init.d/mariadb', 'start'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (started.status !== 0 || !runs('mariadb-admin', ['--silent', 'ping'])) {
    console.error('MariaDB did not start (/etc/init.d/mariadb start)');
    process.exit(1);
  }
}

function sql(statement: string): void {
  const result = spawnSync('mariadb', ['-e', statement], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`mariadb: ${result.stderr.trim()}`);
}

export interface WordPressSite {
  name: string;
  port: number;
  url: string;
  folder: string;
  /** Its Debian config name: /etc/wordpress/config-<configName>.php */
  configName: string;
}

export function siteFor(name: string, port: number): WordPressSite {
  if (!/^[a-z0-9]{1,20}$/.test(name)) throw new Error(`site name "${name}": lowercase letters and digits only`);
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    folder: join(ROOT, '.wordpress', name),
    configName: `ws-${name}`,
  };
}

/** Debian's wp-config.php reads /etc/wordpress/config-<name>.php; the router names it per request. */
function writeConfig(site: WordPressSite): void {
  const content = join(site.folder, 'wp-content');
  const keys = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ];
  const php = `<?php
// Written by scripts/wordpress-site.ts for the throwaway site "${site.name}"; removed with it.
define('DB_NAME', 'ws_${site.name}');
define('DB_USER', 'ws_${site.name}');
define('DB_PASSWORD', 'ws_${site.name}');
define('DB_HOST', 'localhost');
define('DB_CHARSET', 'utf8mb4');
define('WP_HOME', '${site.url}');
define('WP_SITEURL', '${site.url}');
define('WP_CONTENT_DIR', '${content}');
define('WP_CONTENT_URL', '${site.url}/wp-content');
define('WP_ENVIRONMENT_TYPE', 'local');
define('FS_METHOD', 'direct');
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_DEBUG', true);
define('WP_DEBUG_LOG', '${join(site.folder, 'debug.log')}');
define('WP_DEBUG_DISPLAY', false);
${keys.map((key) => `define('${key}', '${site.name}-${key.toLowerCase()}-not-secret');`).join('\n')}
$table_prefix = 'wp_';
`;
  mkdirSync(DEBIAN_CONFIG_DIR, { recursive: true });
  writeFileSync(join(DEBIAN_CONFIG_DIR, `config-${site.configName}.php`), php);
}

function phpEnv(site: WordPressSite): NodeJS.ProcessEnv {
  return { ...process.env, WS_WP_CONFIG: site.configName, WS_WP_HOST: `127.0.0.1:${site.port}` };
}

function runPhp(site: WordPressSite, script: string, input: unknown): void {
  const result = spawnSync('php', [join(LOCAL, script)], {
    input: JSON.stringify(input),
    encoding: 'utf8',
    env: phpEnv(site),
  });
  if (result.stdout.trim()) console.log(result.stdout.trim());
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stderr || result.stdout}`);
}

/** A new site: its database, folder, config, WordPress installed, the plugin's zip installed and the demo content. */
export function installSite(site: WordPressSite): void {
  ensureWordPressStack();
  ensureDatabase();
  rmSync(site.folder, { recursive: true, force: true });
  const content = join(site.folder, 'wp-content');
  mkdirSync(join(content, 'plugins'), { recursive: true });
  mkdirSync(join(content, 'mu-plugins'), { recursive: true });
  // Debian's themes and translations, used in place; the site's own files stay in its folder.
  symlinkSync(join(WORDPRESS_CORE, 'wp-content', 'themes'), join(content, 'themes'));
  symlinkSync(join(WORDPRESS_CORE, 'wp-content', 'languages'), join(content, 'languages'));
  symlinkSync(join(LOCAL, 'demo-site.php'), join(content, 'mu-plugins', 'ws-demo-site.php'));
  const user = `'ws_${site.name}'@'localhost'`;
  sql(
    `DROP DATABASE IF EXISTS ws_${site.name}; CREATE DATABASE ws_${site.name} CHARACTER SET utf8mb4;` +
      ` CREATE USER IF NOT EXISTS ${user} IDENTIFIED BY 'ws_${site.name}'; GRANT ALL ON ws_${site.name}.* TO ${user};`,
  );
  writeConfig(site);
  const zip = writePluginZip(join(site.folder, 'ws.zip'));
  runPhp(site, 'install.php', {
    title: workshop.name,
    email: workshop.email,
    passwords: SITE_PASSWORDS,
    zip: zip.path,
  });
  runPhp(site, 'seed.php', {
    categories: categoryTree(),
    posts: demoPosts(),
    pages: demoPages(),
    passwords: SITE_PASSWORDS,
  });
}

/** PHP's built-in server in front of Debian's WordPress, with a router for pretty permalinks. */
export function serveSite(site: WordPressSite, stdio: 'inherit' | 'ignore' = 'inherit') {
  // Several workers: a page and its REST calls are served side by side, as on a real host. Each holds a
  // connection until it is answered or closed, and Chromium opens some ahead of its requests: room for those too.
  const env = { ...phpEnv(site), PHP_CLI_SERVER_WORKERS: '8', WS_SITE_CONTENT: join(site.folder, 'wp-content') };
  return spawn('php', ['-q', '-S', `127.0.0.1:${site.port}`, '-t', WORDPRESS_CORE, join(LOCAL, 'router.php')], {
    env,
    stdio: ['ignore', stdio, stdio],
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8090' },
      name: { type: 'string', default: 'local' },
      keep: { type: 'boolean', default: false },
      prepare: { type: 'boolean', default: false },
    },
  });
  if (values.prepare) {
    ensureWordPressStack();
    ensureDatabase();
    process.exit(0);
  }
  const site = siteFor(values.name, Number(values.port));
  try {
    if (!values.keep || !existsSync(join(site.folder, 'wp-content', 'plugins', 'ws'))) installSite(site);
  } catch (error) {
    console.error(`wordpress: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(
    `WordPress with ws at ${site.url}/ (admin: ${site.url}/wp-admin/, user "admin", password "` +
      `${SITE_PASSWORDS.admin}"; author "autorin", password "${SITE_PASSWORDS.author}")`,
  );
  const server = serveSite(site);
  server.on('exit', (code) => process.exit(code ?? 0));
  // PHP's workers are the server's children: they go with it, or they would keep the port.
  const stop = (signal: NodeJS.Signals) => {
    if (server.pid) spawnSync('pkill', [`-${signal.slice(3)}`, '-P', String(server.pid)]);
    server.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
}

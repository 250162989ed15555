// The browser tests drive Debian's Chromium builds. Checked before anything is built: a missing
// package is installed with apt-get where that can be done (root on Debian), and otherwise the
// run stops with one sentence instead of one failure per browser test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The whole browser: the installability check, Lighthouse and the icons need it. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's headless shell (Chromium's old headless mode, a package of its own): the browser
 * tests' pages. It runs them on about two thirds of the whole browser's CPU, which starts a
 * browser's own pages and processes around each tab even when headless (decision 0280).
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

const BROWSERS = [
  { path: chromiumPath, variable: 'CHROMIUM_PATH', debianPackage: 'chromium' },
  { path: headlessShellPath, variable: 'CHROMIUM_HEADLESS_SHELL_PATH', debianPackage: 'chromium-headless-shell' },
];

function executable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function aptGetUsable() {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Resolves when both browsers are there; exits the process with a sentence when one cannot be had. */
export function ensureBrowser() {
  const missing = BROWSERS.filter(({ path }) => !executable(path));
  if (missing.length === 0) return;
  const installable = missing.filter(({ variable }) => !process.env[variable]);
  if (installable.length === missing.length && aptGetUsable()) {
    const packages = installable.map(({ debianPackage }) => debianPackage);
    console.log(`Missing for the browser tests: installing Debian's ${packages.join(' and ')} with apt-get (once)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    // apt's own chatter is shown only when the install fails.
    const apt = (...args) => spawnSync('apt-get', args, { stdio: ['ignore', 'pipe', 'pipe'], env, encoding: 'utf8' });
    const update = apt('update', '-qq');
    const install = update.status === 0 ? apt('install', '-y', '-qq', ...packages) : update;
    if (install.status === 0 && missing.every(({ path }) => executable(path))) return;
    process.stderr.write(install.stdout + install.stderr);
  }
  for (const { path, variable, debianPackage } of missing)
    console.error(
      `The browser tests need ${debianPackage} at ${path}, which is missing: install it with \`apt-get install ${debianPackage}\` (as root), or set ${variable} to the one to use.`,
    );
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureBrowser();

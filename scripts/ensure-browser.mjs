// The browser tests drive Debian's Chromium. Checked before anything is built: a missing browser
// is installed with apt-get where that can be done (root on Debian), and otherwise stops the run
// with one sentence instead of one failure per browser test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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

/** Resolves when the browser is there; exits the process with a sentence when it cannot be had. */
export function ensureBrowser() {
  if (executable(chromiumPath)) return;
  if (!process.env.CHROMIUM_PATH && aptGetUsable()) {
    console.log("Chromium is missing: installing Debian's chromium package with apt-get (once)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    // apt's own chatter is shown only when the install fails.
    const apt = (...args) => spawnSync('apt-get', args, { stdio: ['ignore', 'pipe', 'pipe'], env, encoding: 'utf8' });
    const update = apt('update', '-qq');
    const install = update.status === 0 ? apt('install', '-y', '-qq', 'chromium') : update;
    if (install.status === 0 && executable(chromiumPath)) return;
    process.stderr.write(install.stdout + install.stderr);
  }
  console.error(
    `The browser tests need Chromium at ${chromiumPath}, which is missing: install it with \`apt-get install chromium\` (as root), or set CHROMIUM_PATH to a Chromium to use.`,
  );
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureBrowser();

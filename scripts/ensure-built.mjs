// Builds the web app and compiles the server when either is missing or older than its sources:
// `npm start`, `npm test` and the tests that run the compiled server share this, so a run builds
// at most once and never runs yesterday's build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The compiled server's entry file. */
export const compiledServer = path.join(root, 'server/dist/main.js');

/**
 * Node's options for the server, wherever it is started (npm start, the tests, the bench; the
 * Dockerfile repeats them). V8's young generation may grow to 2 × 16 MB by default, and a busy
 * server keeps it there: 4 MB semi-spaces hold our requests' short-lived objects and keep about
 * 20 MB less resident (decision 0097).
 */
export const serverNodeOptions = ['--enable-source-maps', '--max-semi-space-size=4'];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const outputs = [
  {
    what: 'the web app',
    // The server bundle is built last (web/package.json): with it, the whole web app is there.
    built: path.join(root, 'web/dist-server/entry-server.js'),
    sources: ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'common/src'],
    command: ['npm', ['run', 'build', '-w', 'web']],
  },
  {
    what: 'the server',
    built: compiledServer,
    sources: ['server/src', 'server/package.json', 'common/src', 'scripts/build-server.mjs'],
    command: [process.execPath, [path.join(root, 'scripts/build-server.mjs')]],
  },
];

/** Builds what is stale; exits the process when a build fails. */
export function ensureBuilt({ quiet = false } = {}) {
  for (const { what, built, sources, command } of outputs) {
    const builtAt = newestMtime(built);
    if (builtAt !== 0 && Math.max(...sources.map((source) => newestMtime(path.join(root, source)))) <= builtAt)
      continue;
    console.log(builtAt === 0 ? `Building ${what} (first run)…` : `Sources of ${what} changed; rebuilding…`);
    const [file, args] = command;
    // A production build whoever asks (Vitest sets NODE_ENV=test, which gives React's development build).
    const build = spawnSync(file, args, {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureBuilt();

// `npm start`: builds the web app and compiles the server when either is missing or older than
// its sources, then runs the compiled server (API and web app on one port). Signals are passed on so shutdown stays graceful.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'web/dist/index.html');

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const sources = ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'common/src'].map((p) => path.join(root, p));
const builtAt = newestMtime(builtIndex);
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Web app sources changed; rebuilding…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs compiled (server/dist/main.js): rebuilt when missing or older than its sources.
const builtServer = path.join(root, 'server/dist/main.js');
const serverSources = ['server/src', 'server/package.json', 'common/src'].map((p) => path.join(root, p));
const serverBuiltAt = newestMtime(builtServer);
if (serverBuiltAt === 0 || Math.max(...serverSources.map(newestMtime)) > serverBuiltAt) {
  console.log(serverBuiltAt === 0 ? 'Compiling the server (first start)…' : 'Server sources changed; recompiling…');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// glibc keeps freed large blocks (a password hash's 19 MB, per worker thread) unless they are
// mapped on their own: this returns them at once and keeps the server's memory flat.
const env = { MALLOC_MMAP_THRESHOLD_: '131072', ...process.env };
const server = spawn(process.execPath, ['--enable-source-maps', builtServer], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server (API and web app on one port). Signals are passed on so shutdown stays graceful.
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

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

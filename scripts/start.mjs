// `npm start`: builds the web app and compiles the server when either is missing or older than
// its sources, then runs the compiled server (API and web app on one port). Signals are passed on so shutdown stays graceful.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compiledServer, ensureBuilt, serverNodeOptions } from './ensure-built.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureBuilt();

// glibc keeps freed large blocks (a password hash's 19 MB, per worker thread) unless they are
// mapped on their own: this returns them at once and keeps the server's memory flat.
const env = { MALLOC_MMAP_THRESHOLD_: '131072', ...process.env };
const server = spawn(process.execPath, [...serverNodeOptions, compiledServer], { cwd: root, stdio: 'inherit', env });
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// `npm start` does not pass SIGTERM on: npm ends and leaves this script behind. When our parent
// goes away like that, stop the server as if we had been sent SIGTERM (its drained shutdown).
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

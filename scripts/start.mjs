// `npm start`: builds the web app and compiles the server when either is missing or older than
// its sources, then runs the compiled server (API and web app on one port). Signals are passed on so shutdown stays graceful.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledServer, ensureBuilt, serverNodeOptions } from './ensure-built.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureBuilt();

// Shells that may stand between the launcher and this script (npm runs every script with `sh -c`).
const SHELLS = new Set(['sh', 'dash', 'bash', 'zsh', 'ksh', 'mksh', 'ash', 'busybox', 'fish']);

/** A process's parent id and command name, or undefined when it is gone. */
function describe(pid) {
  try {
    if (process.platform === 'linux') {
      // /proc/PID/stat: "pid (comm) state ppid …"; comm may itself hold spaces and brackets.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return {
        ppid: Number(fields[1]),
        name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        state: fields[0],
      };
    }
    const [ppid, ...command] = execFileSync('ps', ['-o', 'ppid=,comm=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
    return { ppid: Number(ppid), name: command.join(' '), state: 'R' };
  } catch {
    return undefined;
  }
}

/** A zombie (ended, not yet reaped by its parent) counts as gone. */
function isRunning(pid) {
  const seen = describe(pid);
  return seen !== undefined && seen.state !== 'Z' && seen.state !== 'X';
}

/**
 * The processes whose end means "stop": our parent and, while it is a shell, the shells above it,
 * up to and including the first ancestor that is not a shell (npm, a process manager, a terminal).
 */
function launcherChain() {
  const chain = [];
  for (let pid = process.ppid; pid > 1 && chain.length < 16;) {
    chain.push(pid);
    const seen = describe(pid);
    if (!seen || !SHELLS.has(path.basename(seen.name))) break;
    pid = seen.ppid;
  }
  return chain;
}

// glibc keeps freed large blocks (a password hash's 19 MB, per worker thread) unless they are
// mapped on their own: this returns them at once and keeps the server's memory flat.
const env = { MALLOC_MMAP_THRESHOLD_: '131072', ...process.env };
// The IPC channel stops the server by itself (its 'disconnect' handler) should this script die
// without passing anything on, even by SIGKILL.
const server = spawn(process.execPath, [...serverNodeOptions, compiledServer], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env,
});
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// npm does not pass SIGTERM on: npm ends and leaves `sh -c` and this script behind, and our own
// parent (the shell) stays. So the whole chain up to the launcher is watched: when any of it goes
// away, the server stops as if sent SIGTERM (its drained shutdown).
const watched = launcherChain();
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent || !watched.every(isRunning)) stop('SIGTERM');
}, 250).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

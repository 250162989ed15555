import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compiledServer, serverNodeOptions } from '../../scripts/ensure-built.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 180_000;

export interface ServerProcess {
  /** http://127.0.0.1:PORT */
  url: string;
  pid: number;
  /** What it has written to stdout and stderr so far (JSON log lines). */
  output(): string;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Runs the compiled server (`server/dist/main.js`, what production runs; the test set-up builds it
 * when stale) in a child process on a free loopback port, as `npm start` would, and resolves once
 * it listens. `env` is added to the current environment.
 */
export async function startServerProcess(
  env: Record<string, string>,
  /** More of Node's options (a CPU profile: `--cpu-prof`, which NODE_OPTIONS may not carry). */
  nodeOptions: string[] = [],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...serverNodeOptions, ...nodeOptions, compiledServer], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    // The IPC channel lets the server notice this process dying and stop itself (main.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // Both are pipes (see stdio above); the 'ipc' entry hides that from the types.
  const stdout = child.stdout!;
  const stderr = child.stderr!;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // A cold start on a busy 2-core machine (PGlite, migrations) can take a while.
    const timer = setTimeout(
      () => reject(new Error(`server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    stdout.on('data', onData);
    stderr.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    // Never leave a half-started server behind: a failed start stops what it started.
    await stop('SIGKILL');
    throw error;
  });
  // Keep draining output so the child never blocks on a full pipe.
  stdout.resume();
  stderr.resume();
  // The channel must not keep this process alive on its own.
  child.channel?.unref();
  return {
    url,
    pid: child.pid!,
    output: () => output,
    stop,
  };
}

/** Whether a process with this id is running. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A free loopback port (closed again at once; the caller binds it next). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The folder of Debian's PostgreSQL programs (the newest installed), or undefined. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => path.join(root, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb')));
}

export interface PostgresCluster {
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: every connection is closed, new ones are refused. */
  stop(): Promise<void>;
  /** SIGSTOP to the server and its backends: connections stay open and nothing answers. */
  freeze(): Promise<void>;
  /** SIGCONT: answers again. */
  thaw(): Promise<void>;
  /** Stops the server and deletes its files. */
  destroy(): Promise<void>;
}

/** The process and its children (from /proc). */
async function processTree(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await fsp.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fsp.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Fields after the command name, which is in parentheses: state, then the parent's pid.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === pid) children.push(Number(entry));
  }
  return [pid, ...children];
}

/**
 * A PostgreSQL cluster of its own in a temporary folder on a free port, for tests that stop
 * and restart the database. PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` user (Debian's package creates it) in a folder that user owns.
 */
export async function startPostgresCluster(binDir: string): Promise<PostgresCluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'guide-pg-'));
  if (asRoot) await run('chown', ['postgres:', dir]);
  const pgRun = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, program), ...args])
      : run(path.join(binDir, program), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pgRun('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  // Small and fast: nothing here needs to survive a crash of the machine.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=16MB`;
  const ctl = (args: string[]) => pgRun('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), ...args]);
  const start = async () => {
    await ctl(['-o', settings, '-w', '-t', '30', 'start']);
  };
  const stop = async () => {
    await ctl(['-m', 'fast', '-w', 'stop']);
  };
  const signal = async (name: NodeJS.Signals) => {
    const postmaster = Number((await fsp.readFile(path.join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    for (const pid of await processTree(postmaster)) process.kill(pid, name);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    async destroy() {
      await signal('SIGCONT').catch(() => undefined);
      await ctl(['-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
}

export interface RedisServer {
  url: string;
  start(): Promise<void>;
  /** SIGKILL: gone at once, as a crash would leave it. */
  kill(): Promise<void>;
}

/** A redis-server of its own on a free port, keeping nothing on disk. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      started.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      started.once('exit', () => reject(new Error(`redis-server ended:\n${output}`)));
      started.once('error', reject);
    });
    started.stdout!.resume();
  };
  const kill = async () => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, kill };
}

/** True when `program` can be found on the PATH. */
export function onPath(program: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => fs.existsSync(path.join(dir, program)));
}

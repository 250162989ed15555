import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';

/** Folders this process holds, so a second open in the same process is refused too. */
const held = new Set<string>();

export class FolderInUse extends Error {}

/**
 * Takes `<folder>.lock` for this process: a file naming the holder's pid and host, created
 * whole or not at all. A lock left by a process that is gone (killed, crashed, or this pid in an
 * earlier container) is taken over. Resolves with the release.
 */
export async function lockDataFolder(folder: string): Promise<() => Promise<void>> {
  const file = `${folder}.lock`;
  if (held.has(file)) throw new FolderInUse(inUse(folder, process.pid));
  const mine = JSON.stringify({ pid: process.pid, host: os.hostname(), token: crypto.randomBytes(8).toString('hex') });
  for (let attempt = 0; ; attempt++) {
    const aside = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(aside, mine, { mode: 0o600, flag: 'wx' });
    try {
      await fs.link(aside, file);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = await readHolder(file);
      if (holder && holder.host === os.hostname() && holder.pid !== process.pid && isAlive(holder.pid))
        throw new FolderInUse(inUse(folder, holder.pid));
      // Left by a process that is gone: take it over (once).
      await fs.rm(file, { force: true });
    } finally {
      await fs.rm(aside, { force: true });
    }
  }
  held.add(file);
  return async () => {
    held.delete(file);
    // Only our own lock is removed, never one a later process took over.
    if ((await fs.readFile(file, 'utf8').catch(() => '')) === mine) await fs.rm(file, { force: true });
  };
}

function inUse(folder: string, pid: number): string {
  return `The embedded database in ${folder} is already open in another process (pid ${pid}); only one process may use a DATA_DIR at a time. Stop that process first, or give this one a DATA_DIR of its own (if pid ${pid} is not one of ours, delete ${folder}.lock).`;
}

async function readHolder(file: string): Promise<{ pid: number; host: string } | undefined> {
  try {
    const parsed = JSON.parse(await fs.readFile(file, 'utf8')) as { pid?: unknown; host?: unknown };
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? { pid: parsed.pid, host: parsed.host }
      : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

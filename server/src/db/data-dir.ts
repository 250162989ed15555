import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The data folder holds the embedded database and the token secret: only the server's own user
 * may enter it. Creates it 0700 and takes group and world access away from what is inside,
 * including what an earlier version left readable.
 */
export async function secureDataDir(dataDir: string): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  await tighten(dataDir, 0);
}

async function tighten(target: string, depth: number): Promise<void> {
  const stat = await fs.lstat(target);
  if (stat.isSymbolicLink() || (process.getuid && stat.uid !== process.getuid())) return;
  if ((stat.mode & 0o077) !== 0) await fs.chmod(target, stat.mode & 0o700);
  if (stat.isDirectory() && depth < 8) {
    for (const entry of await fs.readdir(target)) await tighten(path.join(target, entry), depth + 1);
  }
}

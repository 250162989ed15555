import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataFolder } from './folder-lock';

describe('the lock of an embedded database folder', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('refuses a second holder while the first holds it, and is free again once released', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-lock-'));
    const folder = path.join(dir, 'pglite');
    const release = await lockDataFolder(folder);
    await expect(lockDataFolder(folder)).rejects.toThrow(
      /already open in another process \(pid \d+\); only one process may use a DATA_DIR at a time/,
    );
    await release();
    await expect(fs.stat(`${folder}.lock`)).rejects.toThrow();
    await (
      await lockDataFolder(folder)
    )();
  });

  it('takes over a lock left by a process that is gone', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-lock-'));
    const folder = path.join(dir, 'pglite');
    // No process has this pid (above Linux's largest).
    await fs.writeFile(`${folder}.lock`, JSON.stringify({ pid: 2 ** 22 + 1, host: os.hostname(), token: 'old' }));
    const release = await lockDataFolder(folder);
    expect(JSON.parse(await fs.readFile(`${folder}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    await release();
  });
});

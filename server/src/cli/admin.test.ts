import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { UsersRepository } from '../account/users-repository';
import { openDatabase } from '../db/database';
import { preparedDataFolder } from '../../test/data-folder';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

async function admin(dataDir: string, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/src/cli/admin.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('npm run admin', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('grants and revokes the admin role, and explains its mistakes', async () => {
    dataDir = await preparedDataFolder('guide-admin-');
    // The folder's database is migrated already (data-folder.ts).
    const open = () => openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    let db = await open();
    await new UsersRepository(db).create('Chief@Example.com', 'not-a-real-hash');
    await db.close();

    expect(await admin(dataDir, 'grant', 'chief@example.com')).toEqual({
      code: 0,
      out: 'chief@example.com is now an administrator.\n',
    });
    db = await open();
    expect((await new UsersRepository(db).findByEmail('chief@example.com'))?.role).toBe('admin');
    await db.close();

    expect((await admin(dataDir, 'revoke', 'chief@example.com')).code).toBe(0);
    db = await open();
    expect((await new UsersRepository(db).findByEmail('chief@example.com'))?.role).toBe('user');
    await db.close();

    expect(await admin(dataDir, 'grant', 'nobody@example.com')).toEqual({
      code: 1,
      out: 'No account uses the e-mail address nobody@example.com.\n',
    });
    expect((await admin(dataDir, 'promote')).code).toBe(2);
  }, 90_000);
});

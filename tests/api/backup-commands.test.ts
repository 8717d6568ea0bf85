/**
 * `npm run backup` and `npm run restore` (issue #42 item 4) on a temporary local Blobs folder: the
 * plan is printed and nothing changes without --yes; --yes restores; an unknown date or store is a
 * clear error with exit code 1.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
let directory: string;

async function command(script: string, args: string[] = []): Promise<{ code: number; out: string }> {
  const env = { ...process.env, LOCAL_BLOBS_DIR: directory, JWT_SECRET: 'x'.repeat(40), DEVELOPER_PASSWORD: 'Command-test-password-1' };
  try {
    const { stdout, stderr } = await run(process.execPath, [join(root, 'scripts', script), ...args], { cwd: root, env });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'backup-commands-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('npm run backup / npm run restore', () => {
  test('backs up the seeded site, plans without changing, restores with --yes, refuses unknown dates and stores', async () => {
    expect((await command('seed.mjs')).code).toBe(0);
    const backup = await command('backup.mjs');
    expect(backup.out).toMatch(/Backup \S+ is complete: \d+ blobs of \d+ stores/);
    expect(backup.out).toMatch(/products\s+22 blobs/);
    const day = /Backup (\d{4}-\d{2}-\d{2})T/.exec(backup.out)?.[1] ?? '';

    const unchanged = await command('restore.mjs', ['--from', day, '--store', 'products']);
    expect(unchanged).toMatchObject({ code: 0, out: expect.stringContaining('Nothing to change') });

    const wrongDay = await command('restore.mjs', ['--from', '2020-01-01']);
    expect(wrongDay.code).toBe(1);
    expect(wrongDay.out).toContain(`There is no complete backup of 2020-01-01. Backups exist of: ${day}.`);
    const notADay = await command('restore.mjs', ['--from', 'last tuesday']);
    expect(notADay.out).toContain('is not a date (YYYY-MM-DD) or a backup id');
    const wrongStore = await command('restore.mjs', ['--from', day, '--store', 'throttle']);
    expect(wrongStore.code).toBe(1);
    expect(wrongStore.out).toContain('Unknown store "throttle". Choose one of: everything, products, enquiries, users');
    const partOfUnit = await command('restore.mjs', ['--from', day, '--store', 'images']);
    expect(partOfUnit.out).toContain('use --store products (products, images)');
    expect((await command('restore.mjs')).out).toContain('Usage: npm run restore');

    // Delete the seeded developer's account: the plan shows it, and only --yes brings it back.
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', `
      import { withLocalBlobs } from './scripts/seed.mjs';
      await withLocalBlobs(process.cwd(), async () => {
        const { openStore, listAllKeys } = await import('./src/server/storage/blob-stores.ts');
        const users = openStore('users');
        for (const key of await listAllKeys(users)) await users.delete(key);
        console.log('deleted');
      });`], { cwd: root, env: { ...process.env, LOCAL_BLOBS_DIR: directory } });
    expect(stdout).toContain('deleted');
    const planned = await command('restore.mjs', ['--from', day, '--store', 'users']);
    expect(planned.code).toBe(0);
    expect(planned.out).toMatch(/users\s+add 2, change 0, delete 0/);
    expect(planned.out).toContain('Nothing changed. Run again with --yes to apply this plan.');
    const applied = await command('restore.mjs', ['--from', day, '--store', 'users', '--yes']);
    expect(applied.out).toMatch(/users\s+added 2, changed 0, deleted 0/);
    expect((await command('restore.mjs', ['--from', day, '--store', 'users'])).out).toContain('Nothing to change');
  });
});

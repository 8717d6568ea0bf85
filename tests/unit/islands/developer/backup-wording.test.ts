import { describe, expect, test } from 'vitest';
import type { BackupManifest } from '../../../../src/client/developer-api.ts';
import { backupSize, backupState, formatSize, recordCount, takenBy } from '../../../../src/islands/developer/backups/backup-wording.ts';

const backup = (change: Partial<BackupManifest> = {}): BackupManifest => ({
  id: '2026-11-29T00-00-03.120Z',
  trigger: 'schedule',
  startedAt: '2026-11-29T00:00:03.120Z',
  complete: true,
  stores: [{ name: 'products', count: 22, bytes: 40_960, binaryBytes: 0, parts: 1 }, { name: 'images', count: 22, bytes: 2_097_152, binaryBytes: 2_000_000, parts: 1 }],
  ...change,
});

describe('backup wording', () => {
  test('says who took a backup', () => {
    expect(takenBy(backup())).toBe('Daily schedule');
    expect(takenBy(backup({ trigger: 'manual', by: 'dev@rasika.test' }))).toBe('dev@rasika.test');
    expect(takenBy(backup({ trigger: 'command' }))).toBe('npm run backup');
  });

  test('a backup is complete, running or failed', () => {
    expect(backupState(backup())).toBe('complete');
    expect(backupState(backup({ complete: false }))).toBe('running');
    expect(backupState(backup({ complete: false, failure: 'storage answered 500' }))).toBe('failed');
  });

  test('counts records and sizes in KB or MB', () => {
    expect(recordCount(backup())).toBe(44);
    expect(backupSize(backup())).toBe('2.0 MB');
    expect(formatSize(40_960)).toBe('40.0 KB');
  });
});

import { describe, expect, test } from 'vitest';
import { backupIdFor } from '../../../../src/lib/backups/backup-id.ts';
import { backupsToDelete } from '../../../../src/lib/backups/retention.ts';

const now = new Date('2026-11-29T00:10:00.000Z');
const at = (daysAgo: number, minutes = 0) => new Date(now.getTime() - daysAgo * 86_400_000 - minutes * 60_000);
const complete = (daysAgo: number, minutes = 0) => ({ id: backupIdFor(at(daysAgo, minutes)), complete: true, startedAt: at(daysAgo, minutes).toISOString() });

describe('backupsToDelete', () => {
  test('keeps the 30 newest days of complete backups and deletes the older ones', () => {
    const backups = Array.from({ length: 33 }, (_, daysAgo) => complete(daysAgo));
    expect(backupsToDelete(backups, now)).toEqual([complete(32).id, complete(31).id, complete(30).id]);
  });

  test('keeps every backup of a kept day, and counts days that have backups, not calendar days', () => {
    const backups = [complete(0), complete(0, 5), complete(40), complete(41)];
    expect(backupsToDelete(backups, now, 3)).toEqual([]);
    expect(backupsToDelete(backups, now, 2)).toEqual([complete(41).id]);
  });

  test('deletes a failed backup and an unfinished one older than a job can run, never a young one', () => {
    const running = { id: backupIdFor(at(0, 3)), complete: false, startedAt: at(0, 3).toISOString() };
    const dead = { id: backupIdFor(at(0, 25)), complete: false, startedAt: at(0, 25).toISOString() };
    const failed = { id: backupIdFor(at(0, 1)), complete: false, startedAt: at(0, 1).toISOString(), failed: true };
    expect(backupsToDelete([complete(0), running, dead, failed], now)).toEqual([dead.id, failed.id].sort());
  });
});

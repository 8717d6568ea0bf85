import { describe, expect, test } from 'vitest';
import { backupIdFor, chooseBackup, dayOfBackup, isBackupId, isCalendarDay } from '../../../../src/lib/backups/backup-id.ts';

describe('backupIdFor', () => {
  test('is the UTC start time with dashes for colons, and starts with its day', () => {
    const id = backupIdFor(new Date('2026-11-29T00:00:03.120Z'));
    expect(id).toBe('2026-11-29T00-00-03.120Z');
    expect(isBackupId(id)).toBe(true);
    expect(dayOfBackup(id)).toBe('2026-11-29');
  });

  test.each(['2026-11-29', '2026-02-30T00-00-03.120Z', '../x', '2026-11-29T00:00:03.120Z'])('refuses %s as an id', (text) => {
    expect(isBackupId(text)).toBe(false);
  });
});

describe('isCalendarDay', () => {
  test.each([['2026-11-29', true], ['2028-02-29', true], ['2026-02-29', false], ['2026-13-01', false], ['29-11-2026', false], ['2026-1-9', false]])('%s -> %s', (text, expected) => {
    expect(isCalendarDay(text)).toBe(expected);
  });
});

describe('chooseBackup', () => {
  const backups = [
    { id: '2026-11-28T00-00-02.000Z', complete: true },
    { id: '2026-11-29T00-00-02.000Z', complete: true },
    { id: '2026-11-29T09-30-00.000Z', complete: true },
    { id: '2026-11-29T10-00-00.000Z', complete: false },
  ];

  test('a day picks that day’s newest complete backup', () => {
    expect(chooseBackup(backups, '2026-11-29')).toEqual({ ok: true, id: '2026-11-29T09-30-00.000Z' });
  });

  test('an exact id picks that backup only when it is complete', () => {
    expect(chooseBackup(backups, '2026-11-29T00-00-02.000Z')).toEqual({ ok: true, id: '2026-11-29T00-00-02.000Z' });
    expect(chooseBackup(backups, '2026-11-29T10-00-00.000Z')).toMatchObject({ ok: false, reason: 'There is no complete backup 2026-11-29T10-00-00.000Z.' });
  });

  test('an unknown day names the days there are; a non-date says what to give', () => {
    expect(chooseBackup(backups, '2026-11-01')).toEqual({ ok: false, reason: 'There is no complete backup of 2026-11-01. Backups exist of: 2026-11-28, 2026-11-29.' });
    expect(chooseBackup([], '2026-11-01')).toEqual({ ok: false, reason: 'There is no complete backup of 2026-11-01. There are no backups yet.' });
    expect(chooseBackup(backups, 'yesterday')).toEqual({ ok: false, reason: '"yesterday" is not a date (YYYY-MM-DD) or a backup id.' });
  });
});

import { describe, expect, test } from 'vitest';
import { csvFileName } from '../../../../src/lib/enquiry/enquiry-csv.ts';
import {
  DIED_REASON,
  EXPORT_JOB_RUN_LIMIT_MS,
  EXPORT_JOB_TTL_MS,
  exportProgressText,
  exportReadyText,
  isExportJobExpired,
  mayReadExportJob,
  tooManyForDirectExport,
  viewOfExportJob,
  type ExportJobRecord,
} from '../../../../src/lib/enquiry/export-job.ts';

const started = '2026-11-29T06:00:00.000Z';
const job: ExportJobRecord = {
  id: '20261129T060000000Z_5b0c7f4e-1f7a-4c55-9a43-6a1f0f3c2d10',
  owner: { id: 'u1', email: 'asha@rasika.test' },
  filter: { category: 'corporate' },
  status: 'running',
  total: 100_000,
  rows: 12_000,
  bytes: 0,
  csvBytes: 3_100_000,
  parts: 0,
  createdAt: started,
};
const after = (ms: number) => new Date(Date.parse(started) + ms);

describe('viewOfExportJob', () => {
  test('shows a running job with its progress and the moment it expires, without owner, filter or parts', () => {
    expect(viewOfExportJob(job, after(60_000))).toEqual({
      id: job.id,
      status: 'running',
      total: 100_000,
      rows: 12_000,
      bytes: 0,
      createdAt: started,
      expiresAt: '2026-11-30T06:00:00.000Z',
    });
  });

  test('reports a job still running past the background function limit as failed, with the reason', () => {
    expect(viewOfExportJob(job, after(EXPORT_JOB_RUN_LIMIT_MS))).toMatchObject({ status: 'running' });
    expect(viewOfExportJob(job, after(EXPORT_JOB_RUN_LIMIT_MS + 1))).toMatchObject({ status: 'failed', reason: DIED_REASON });
  });

  test('keeps a done or failed job as recorded, however old', () => {
    const done = { ...job, status: 'done' as const, rows: 100_000, bytes: 5_400_000, finishedAt: '2026-11-29T06:02:00.000Z' };
    expect(viewOfExportJob(done, after(EXPORT_JOB_TTL_MS - 1))).toMatchObject({ status: 'done', rows: 100_000, bytes: 5_400_000, finishedAt: done.finishedAt });
    const failed = { ...job, status: 'failed' as const, reason: 'Storage could not be reached.' };
    expect(viewOfExportJob(failed, after(EXPORT_JOB_RUN_LIMIT_MS * 2))).toMatchObject({ status: 'failed', reason: 'Storage could not be reached.' });
  });
});

describe('isExportJobExpired', () => {
  test('is false until a day after the start, then true', () => {
    expect(isExportJobExpired(job, after(EXPORT_JOB_TTL_MS - 1))).toBe(false);
    expect(isExportJobExpired(job, after(EXPORT_JOB_TTL_MS))).toBe(true);
  });
});

describe('mayReadExportJob', () => {
  test.each([
    ['its owner', { id: 'u1', role: 'subadmin' }, true],
    ['a Super Admin', { id: 'u9', role: 'superadmin' }, true],
    ['another subadmin', { id: 'u2', role: 'subadmin' }, false],
    ['a developer', { id: 'u3', role: 'developer' }, false],
  ])('lets %s read it: %s', (_who, reader, allowed) => {
    expect(mayReadExportJob(job, reader)).toBe(allowed);
  });
});

describe('tooManyForDirectExport', () => {
  test('says how many match and how many one download carries, in Indian digit groups', () => {
    expect(tooManyForDirectExport(100_000, 10_000)).toBe('This export has 1,00,000 enquiries, more than one download carries (10,000). Start an export job.');
  });
});

describe('exportProgressText', () => {
  test('says only that it is preparing until the total is known, then how far it is', () => {
    expect(exportProgressText({ total: null, rows: 0 })).toBe('Preparing your export…');
    expect(exportProgressText({ total: 0, rows: 0 })).toBe('Preparing your export…');
    expect(exportProgressText({ total: 100_000, rows: 12_000 })).toBe('Preparing your export… 12,000 of 1,00,000 enquiries');
  });
});

describe('exportReadyText', () => {
  test('says how many enquiries the file holds', () => {
    expect(exportReadyText({ rows: 100_000 })).toBe('Your export is ready: 1,00,000 enquiries.');
    expect(exportReadyText({ rows: 1 })).toBe('Your export is ready: 1 enquiry.');
  });
});

describe('csvFileName', () => {
  test('names the file by the day it was made (UTC)', () => {
    expect(csvFileName(new Date('2026-11-29T23:59:59.000Z'))).toBe('enquiries-2026-11-29.csv');
  });
});

import { describe, expect, test } from 'vitest';
import { EXPORT_LIMIT_BYTES, estimatedExportBytes, exportFits } from '../../../../src/lib/backups/export-size.ts';

const MB = 1024 * 1024;

describe('estimatedExportBytes', () => {
  test('counts JSON text at under a third and base64 pictures at three quarters', () => {
    expect(estimatedExportBytes([{ bytes: 10 * MB, binaryBytes: 0 }])).toBe(3 * MB);
    expect(estimatedExportBytes([{ bytes: 10 * MB, binaryBytes: 10 * MB }])).toBe(Math.ceil(7.6 * MB));
  });
});

describe('exportFits', () => {
  test('150 MB of enquiries do not fit one download; 40 MB of records with 5 MB of pictures do', () => {
    expect(exportFits([{ bytes: 150 * MB, binaryBytes: 0 }])).toBe(false);
    expect(exportFits([{ bytes: 40 * MB, binaryBytes: 0 }, { bytes: 5 * MB, binaryBytes: 5 * MB }])).toBe(true);
    expect(EXPORT_LIMIT_BYTES).toBeLessThan(20 * MB);
  });
});

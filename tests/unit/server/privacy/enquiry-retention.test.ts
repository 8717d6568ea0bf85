import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ENQUIRY_RETENTION_MONTHS, enquiryRetentionCutoff } from '../../../../src/server/privacy/enquiry-retention.ts';

const site = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../content/site/site.json'), 'utf8')) as { privacy: { enquiryRetentionMonths: number } };

describe('ENQUIRY_RETENTION_MONTHS', () => {
  test('is the period content/site/site.json states, the one the privacy notice shows', () => {
    expect(ENQUIRY_RETENTION_MONTHS).toBe(site.privacy.enquiryRetentionMonths);
  });
});

describe('enquiryRetentionCutoff', () => {
  test('goes back the configured number of months from the run time', () => {
    expect(enquiryRetentionCutoff(new Date('2026-11-29T05:00:00.000Z'))).toBe(`${2026 - ENQUIRY_RETENTION_MONTHS / 12}-11-29T05:00:00.000Z`);
  });
});

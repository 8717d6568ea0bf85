/** content/privacy/privacy.json passes its schema, which keeps the notice's facts to their one source (issue #42 item 5). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { privacyNoticeSchema } from '../../../../src/lib/content/privacy-notice-schema.ts';

const root = join(import.meta.dirname, '../../../../content');
const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;

describe('content/privacy/privacy.json', () => {
  const raw = readJson('privacy/privacy.json');
  const notice = privacyNoticeSchema.parse(raw);
  const sectionIds = notice.sections.map((section) => section.id);

  test('says what is collected, what stays in the browser, why, who sees it, how long and the rights, then whom to ask', () => {
    expect(sectionIds).toEqual(['what-we-collect', 'in-your-browser', 'why', 'who-sees-it', 'how-long', 'your-rights']);
    expect(notice.contact.id).toBe('whom-to-ask');
  });

  test('states the retention period only through {retentionPeriod}, never a number of months of its own', () => {
    const howLong = JSON.stringify(notice.sections.find((section) => section.id === 'how-long'));
    expect(howLong).toContain('{retentionPeriod}');
    expect(JSON.stringify(raw)).not.toMatch(/\d+\s*months?/i);
  });

  test('names the five rights of the DPDP Act 2023', () => {
    const rights = JSON.stringify(notice.sections.find((section) => section.id === 'your-rights'));
    for (const right of ['(access)', '(correction)', '(erasure)', '(grievance redressal)', '(nominate)']) expect(rights).toContain(right);
  });
});

describe('privacyNoticeSchema', () => {
  const valid = readJson('privacy/privacy.json');
  const sections = valid['sections'] as { id: string; title: string; body: unknown[] }[];
  const withHowLong = (body: unknown[]) => ({ ...valid, sections: sections.map((section) => (section.id === 'how-long' ? { ...section, body } : section)) });

  test('refuses a notice that does not state the retention period with its placeholder', () => {
    expect(privacyNoticeSchema.safeParse(withHowLong(['We keep an enquiry for 24 months.'])).success).toBe(false);
  });

  test('#44 refuses a translation whose retention section drops the placeholder', () => {
    const translations = valid['translations'] as { te: { sections: { title?: string; body?: unknown[] }[] } };
    const teluguSections = translations.te.sections.map((section, index) => (sections[index]?.id === 'how-long' ? { ...section, body: ['మేము విచారణను 24 నెలలు ఉంచుతాం.'] } : section));
    expect(privacyNoticeSchema.safeParse(valid).success).toBe(true);
    expect(privacyNoticeSchema.safeParse({ ...valid, translations: { ...translations, te: { ...translations.te, sections: teluguSections } } }).success).toBe(false);
  });

  test('refuses an unknown placeholder, in a paragraph or in a list', () => {
    expect(privacyNoticeSchema.safeParse(withHowLong(['We keep it for {retentionPeriod}, says {officer}.'])).success).toBe(false);
    expect(privacyNoticeSchema.safeParse(withHowLong(['{retentionPeriod}', ['{retentionPeriods}']])).success).toBe(false);
  });

  test('refuses two sections with one id, an empty list and a date that is not "YYYY-MM-DD"', () => {
    expect(privacyNoticeSchema.safeParse({ ...valid, sections: [...sections, sections[0]] }).success).toBe(false);
    expect(privacyNoticeSchema.safeParse(withHowLong(['{retentionPeriod}', []])).success).toBe(false);
    expect(privacyNoticeSchema.safeParse({ ...valid, lastUpdated: '29/11/2026' }).success).toBe(false);
  });

  test('refuses an unknown field, so a misspelt one is caught', () => {
    expect(privacyNoticeSchema.safeParse({ ...valid, formnote: 'x' }).success).toBe(false);
  });
});

/** The announcement campaigns (content/announcements, issue #41): the shipped one, and what the schema refuses. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { toFieldErrors } from '../../../../src/lib/api/api-error.ts';
import { announcementProblems, announcementSchema } from '../../../../src/lib/content/announcement-schema.ts';

const folder = join(import.meta.dirname, '../../../../content/announcements');
const entries = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ id: file.replace(/\.json$/, ''), data: announcementSchema.parse(JSON.parse(readFileSync(join(folder, file), 'utf8'))) }));
const diwali = { campaignId: 'diwali-2026-bulk-orders', text: 'DIWALI SPECIAL BULK/CORPORATE ORDER NOW!', href: '/contact', order: 2 };

function errorsOf(entry: unknown) {
  const result = announcementSchema.safeParse(entry);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('content/announcements', () => {
  test('SHELL-11 the Diwali campaign runs with no dates (always) and leads to /contact', () => {
    const { translations, ...campaign } = entries.find((entry) => entry.id === 'diwali-2026-bulk-orders')?.data ?? {};
    expect(campaign).toEqual(diwali);
    // #44: its words in Telugu and Hindi, each within the bar's length.
    expect(translations).toEqual({ te: { text: 'దీపావళి ప్రత్యేకం: బల్క్/కార్పొరేట్ ఆర్డర్లు ఇప్పుడే ఇవ్వండి!' }, hi: { text: 'दिवाली स्पेशल: थोक/कॉर्पोरेट ऑर्डर अभी दें!' } });
  });

  test('#41 no two campaigns share a campaign id', () => {
    expect(announcementProblems(entries)).toEqual([]);
  });
});

describe('announcementSchema (#41)', () => {
  test('accepts a scheduled campaign', () => {
    const christmas = { campaignId: 'christmas-2026', text: 'CHRISTMAS CAKES AND HAMPERS', href: 'https://example.in/x', startsOn: '2026-12-01', endsOn: '2026-12-25', order: 1 };
    expect(announcementSchema.parse(christmas)).toEqual(christmas);
  });

  test.each([
    ['an end before the start', { ...diwali, startsOn: '2026-12-25', endsOn: '2026-12-01' }, 'endsOn', 'The last day must be on or after the first day'],
    ['a date that is not a date', { ...diwali, startsOn: '1 Dec' }, 'startsOn', 'Must be a date "YYYY-MM-DD"'],
    ['a campaign id with spaces', { ...diwali, campaignId: 'Christmas 2026' }, 'campaignId', 'Lower-case letters, digits and hyphens only, e.g. "christmas-2026"'],
    ['an empty text', { ...diwali, text: '  ' }, 'text', 'Write the words of the bar'],
    ['a text longer than one phone line', { ...diwali, text: 'A'.repeat(81) }, 'text', 'Keep it to 80 characters: the bar is one line on phones'],
    ['a link that is neither a page nor https', { ...diwali, href: 'http://example.in' }, 'href', 'Must start with "/" (a page of this site) or "https://"'],
    ['no order', { ...diwali, order: undefined }, 'order', expect.any(String)],
  ])('refuses %s with the message on the field', (_title, entry, field, message) => {
    expect(errorsOf(entry)[field]).toEqual(message);
  });

  test('refuses two campaigns with one campaign id, naming the file', () => {
    expect(announcementProblems([{ id: 'a', data: diwali }, { id: 'b', data: diwali }])).toEqual([
      { id: 'b', field: 'campaignId', message: 'Campaign id "diwali-2026-bulk-orders" is already used by a' },
    ]);
  });
});

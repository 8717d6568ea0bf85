import { describe, expect, test } from 'vitest';
import { ENQUIRY_CATEGORIES } from '../../../../src/lib/enquiry/enquiry-schema.ts';
import { overviewOf } from '../../../../src/lib/overview/overview-figures.ts';
import { digestPayload, digestWeek } from '../../../../src/lib/overview/weekly-digest.ts';
import { NOW, PROMISES, WEEK_ROWS } from './overview-fixtures.ts';

const names = new Map([['product:kaju-katli', 'Kaju Katli'], ['diwali:kaju-katli', 'Kaju Katli box'], ['product:gift-3', 'Sohan Halwa Tin']]);
const LINK = 'https://rasika.example/staff-dashboard/overview';

describe('digestWeek', () => {
  test('#43 run on Monday 09:00 India (03:30 UTC) it covers Monday to Sunday before, India days', () => {
    expect(digestWeek(new Date('2026-11-09T03:30:00.000Z'))).toEqual({ from: '2026-11-02', to: '2026-11-08' });
    // 00:01 India on Monday is already Monday in India, though Sunday in UTC.
    expect(digestWeek(new Date('2026-11-08T18:31:00.000Z'))).toEqual({ from: '2026-11-02', to: '2026-11-08' });
  });
});

describe('digestPayload (issue #43)', () => {
  test('#43 the headline figures of the week, as numbers and as one line', () => {
    const answer = overviewOf(WEEK_ROWS, { ...digestWeek(NOW), categories: ENQUIRY_CATEGORIES, promiseHours: PROMISES, now: NOW, subjectNames: names });
    expect(digestPayload(answer, LINK)).toEqual({
      text: `Weekly digest, Mon, 2 Nov, 2026 to Sun, 8 Nov, 2026: 7 enquiries (2 the week before, +250%). Win rate 67% (2 won, 1 lost). Median first response 45 min. Most enquired: Kaju Katli (2), Sohan Halwa Tin (1), Kaju Katli box (1). 2 enquiries waiting past the promised reply. ${LINK}`,
      from: '2026-11-02',
      to: '2026-11-08',
      enquiries: 7,
      previousEnquiries: 2,
      won: 2,
      lost: 1,
      winRate: 2 / 3,
      medianFirstResponseMinutes: 45,
      topItems: [
        { kind: 'product', id: 'kaju-katli', name: 'Kaju Katli', enquiries: 2 },
        { kind: 'product', id: 'gift-3', name: 'Sohan Halwa Tin', enquiries: 1 },
        { kind: 'diwali', id: 'kaju-katli', name: 'Kaju Katli box', enquiries: 1 },
      ],
      waiting: 2,
      link: LINK,
    });
  });

  test('a quiet week says so in words', () => {
    const answer = overviewOf([], { from: '2026-11-02', to: '2026-11-08', categories: ENQUIRY_CATEGORIES, promiseHours: PROMISES, now: NOW, subjectNames: new Map() });
    expect(digestPayload(answer, LINK).text).toBe(`Weekly digest, Mon, 2 Nov, 2026 to Sun, 8 Nov, 2026: 0 enquiries (0 the week before). Win rate: none won or lost yet. No enquiry answered yet. No items asked about. 0 enquiries waiting past the promised reply. ${LINK}`);
  });
});

/** Index rows with the Overview's facts, for the overview unit tests (times in UTC; India is +05:30). */
import { INDEX_ROW_VERSION, type EnquiryIndexRow } from '../../../../src/lib/enquiry/enquiry-index-row.ts';
import type { EnquiryCategory } from '../../../../src/lib/enquiry/enquiry-schema.ts';

export function row(id: string, fields: Partial<EnquiryIndexRow> & Pick<EnquiryIndexRow, 'createdAt' | 'category'>): EnquiryIndexRow {
  return { v: INDEX_ROW_VERSION, id: `${fields.createdAt.replace(/[-:.]/g, '')}_${id}`, status: 'new', text: '', digits: '', origin: 'contact', ...fields };
}

/** `minutes` after an ISO instant. */
export const after = (at: string, minutes: number) => new Date(Date.parse(at) + minutes * 60_000).toISOString();

export const PROMISES: Record<EnquiryCategory, number> = { sweets: 4, 'restaurants & catering': 24, corporate: 24, 'banquets & hotels': 4, gifting: 4, other: 24 };

/**
 * The week Mon 2 Nov to Sun 8 Nov 2026 (India) and the week before, figures worked out by hand in
 * overview-figures.test.ts. `now` is Mon 9 Nov 12:00 India.
 */
export const NOW = new Date('2026-11-09T06:30:00.000Z');
export const WEEK_ROWS: EnquiryIndexRow[] = [
  // 23:59 India on Sun 1 Nov: the week before.
  row('r1', { createdAt: '2026-11-01T18:29:00.000Z', category: 'sweets' }),
  // 00:01 India on Mon 2 Nov: this week.
  row('r2', { createdAt: '2026-11-01T18:31:00.000Z', category: 'sweets', status: 'won', firstResponseAt: after('2026-11-01T18:31:00.000Z', 30), origin: 'product', subjects: [['product:kaju-katli', 2, 1940]], alert: 'sent' }),
  row('r3', { createdAt: '2026-11-02T10:00:00.000Z', category: 'sweets', status: 'lost', firstResponseAt: after('2026-11-02T10:00:00.000Z', 90), origin: 'enquiry-list', subjects: [['product:kaju-katli', 1, 970], ['diwali:kaju-katli', 3, 1950]], alert: 'failed' }),
  row('r4', { createdAt: '2026-11-04T05:00:00.000Z', category: 'corporate', origin: 'quote-builder', subjects: [['product:gift-3', 200, 250000]], alert: 'sent' }),
  row('r7', { createdAt: '2026-11-05T08:00:00.000Z', category: 'corporate', status: 'contacted', firstResponseAt: after('2026-11-05T08:00:00.000Z', 600), origin: 'announcement' }),
  row('r8', { createdAt: '2026-11-06T08:00:00.000Z', category: 'banquets & hotels', status: 'won', firstResponseAt: after('2026-11-06T08:00:00.000Z', 45), origin: 'product', subjects: [['venue:darbar-hall', 1, 0]] }),
  row('r9', { createdAt: '2026-11-07T08:00:00.000Z', category: 'sweets', status: 'spam', firstResponseAt: after('2026-11-07T08:00:00.000Z', 5) }),
  // 23:59 India on Sun 8 Nov: this week, unanswered for 12 h 31 min at NOW.
  row('r5', { createdAt: '2026-11-08T18:29:00.000Z', category: 'sweets' }),
  // 00:01 India on Mon 9 Nov: after the week.
  row('r6', { createdAt: '2026-11-08T18:31:00.000Z', category: 'sweets', status: 'won', firstResponseAt: after('2026-11-08T18:31:00.000Z', 1) }),
  row('p2', { createdAt: '2026-10-27T08:00:00.000Z', category: 'sweets', status: 'won', firstResponseAt: after('2026-10-27T08:00:00.000Z', 60), origin: 'product', alert: 'sent' }),
];

import { describe, expect, test } from 'vitest';
import { ENQUIRY_CATEGORIES } from '../../../../src/lib/enquiry/enquiry-schema.ts';
import { isWaitingTooLong, nearestRank, overviewOf, responseMinutes, subjectTotals, topSubjects } from '../../../../src/lib/overview/overview-figures.ts';
import { after, NOW, PROMISES, row, WEEK_ROWS } from './overview-fixtures.ts';

const zeroCategories = Object.fromEntries(ENQUIRY_CATEGORIES.map((category) => [category, 0]));
const names = new Map([['product:kaju-katli', 'Kaju Katli'], ['diwali:kaju-katli', 'Kaju Katli box'], ['product:gift-3', 'Sohan Halwa Heritage Tin']]);
const week = { from: '2026-11-02', to: '2026-11-08', promiseHours: PROMISES, now: NOW, subjectNames: names };

describe('nearestRank', () => {
  test.each([
    [[], 50, null],
    [[7], 50, 7],
    [[7], 90, 7],
    [[1, 2], 50, 1],
    [[1, 2, 3, 4], 50, 2],
    [[5, 30, 45, 90, 600], 50, 45],
    [[5, 30, 45, 90, 600], 90, 600],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90, 9],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 90, 10],
  ])('the %s percentile %s of %j is %s', (values, percent, expected) => {
    expect(nearestRank(values, percent)).toBe(expected);
  });
});

describe('responseMinutes and isWaitingTooLong', () => {
  test('rounds to whole minutes from received to the first response; undefined when none', () => {
    expect(responseMinutes({ createdAt: '2026-11-02T10:00:00.000Z', firstResponseAt: '2026-11-02T11:29:31.000Z' })).toBe(90);
    expect(responseMinutes({ createdAt: '2026-11-02T10:00:00.000Z', firstResponseAt: '2026-11-02T11:29:29.000Z' })).toBe(89);
    expect(responseMinutes({ createdAt: '2026-11-02T10:00:00.000Z' })).toBeUndefined();
  });

  test('an enquiry waits too long when still new and unanswered past the promise, not at it', () => {
    const received = '2026-11-09T02:30:00.000Z';
    const now = new Date(after(received, 4 * 60));
    expect(isWaitingTooLong({ createdAt: received, status: 'new' }, 4, now)).toBe(false);
    expect(isWaitingTooLong({ createdAt: received, status: 'new' }, 4, new Date(now.getTime() + 1))).toBe(true);
    expect(isWaitingTooLong({ createdAt: received, status: 'new', firstResponseAt: after(received, 300) }, 4, new Date(after(received, 600)))).toBe(false);
    // Marked won without a history (stored before histories): answered, though when is unknown.
    expect(isWaitingTooLong({ createdAt: received, status: 'won' }, 4, new Date(after(received, 600)))).toBe(false);
  });
});

describe('overviewOf (issue #43)', () => {
  test('#43 a superadmin week: every figure as worked out by hand, India-time day boundaries included', () => {
    expect(overviewOf(WEEK_ROWS, { ...week, categories: ENQUIRY_CATEGORIES })).toEqual({
      period: { from: '2026-11-02', to: '2026-11-08', days: 7 },
      previous: { from: '2026-10-26', to: '2026-11-01', days: 7 },
      categories: [...ENQUIRY_CATEGORIES],
      bucket: 'day',
      volume: {
        buckets: [
          { start: '2026-11-02', counts: { ...zeroCategories, sweets: 2 }, total: 2 },
          { start: '2026-11-03', counts: zeroCategories, total: 0 },
          { start: '2026-11-04', counts: { ...zeroCategories, corporate: 1 }, total: 1 },
          { start: '2026-11-05', counts: { ...zeroCategories, corporate: 1 }, total: 1 },
          { start: '2026-11-06', counts: { ...zeroCategories, 'banquets & hotels': 1 }, total: 1 },
          { start: '2026-11-07', counts: { ...zeroCategories, sweets: 1 }, total: 1 },
          { start: '2026-11-08', counts: { ...zeroCategories, sweets: 1 }, total: 1 },
        ],
        total: 7,
        previousTotal: 2,
      },
      funnel: {
        counts: { new: 2, contacted: 1, won: 2, lost: 1, spam: 1 },
        previous: { new: 1, contacted: 0, won: 1, lost: 0, spam: 0 },
        winRate: [
          { category: 'sweets', won: 1, lost: 1, rate: 0.5, counts: { new: 1, contacted: 0, won: 1, lost: 1, spam: 1 } },
          { category: 'restaurants & catering', won: 0, lost: 0, rate: null, counts: { new: 0, contacted: 0, won: 0, lost: 0, spam: 0 } },
          { category: 'corporate', won: 0, lost: 0, rate: null, counts: { new: 1, contacted: 1, won: 0, lost: 0, spam: 0 } },
          { category: 'banquets & hotels', won: 1, lost: 0, rate: 1, counts: { new: 0, contacted: 0, won: 1, lost: 0, spam: 0 } },
          { category: 'gifting', won: 0, lost: 0, rate: null, counts: { new: 0, contacted: 0, won: 0, lost: 0, spam: 0 } },
          { category: 'other', won: 0, lost: 0, rate: null, counts: { new: 0, contacted: 0, won: 0, lost: 0, spam: 0 } },
        ],
        overallWinRate: { won: 2, lost: 1, rate: 2 / 3 },
      },
      response: {
        // Answered this week: 30, 90, 600, 45 and 5 minutes -> [5, 30, 45, 90, 600].
        overall: { answered: 5, medianMinutes: 45, p90Minutes: 600 },
        previousOverall: { answered: 1, medianMinutes: 60, p90Minutes: 60 },
        perCategory: [
          { category: 'sweets', answered: 3, medianMinutes: 30, p90Minutes: 90, promiseHours: 4, waiting: 1 },
          { category: 'restaurants & catering', answered: 0, medianMinutes: null, p90Minutes: null, promiseHours: 24, waiting: 0 },
          { category: 'corporate', answered: 1, medianMinutes: 600, p90Minutes: 600, promiseHours: 24, waiting: 1 },
          { category: 'banquets & hotels', answered: 1, medianMinutes: 45, p90Minutes: 45, promiseHours: 4, waiting: 0 },
          { category: 'gifting', answered: 0, medianMinutes: null, p90Minutes: null, promiseHours: 4, waiting: 0 },
          { category: 'other', answered: 0, medianMinutes: null, p90Minutes: null, promiseHours: 24, waiting: 0 },
        ],
        promiseHours: 4,
        waiting: 2,
      },
      subjects: [
        { kind: 'product', id: 'kaju-katli', name: 'Kaju Katli', enquiries: 2, quantity: 3, indicativeValue: 2910 },
        { kind: 'product', id: 'gift-3', name: 'Sohan Halwa Heritage Tin', enquiries: 1, quantity: 200, indicativeValue: 250000 },
        { kind: 'diwali', id: 'kaju-katli', name: 'Kaju Katli box', enquiries: 1, quantity: 3, indicativeValue: 1950 },
        // No name given: its id stands in.
        { kind: 'venue', id: 'darbar-hall', name: 'darbar-hall', enquiries: 1, quantity: 1, indicativeValue: 0 },
      ],
      origins: [
        { origin: 'product', count: 2, previous: 1 },
        { origin: 'enquiry-list', count: 1, previous: 0 },
        { origin: 'quote-builder', count: 1, previous: 0 },
        { origin: 'event-planner', count: 0, previous: 0 },
        { origin: 'announcement', count: 1, previous: 0 },
        { origin: 'contact', count: 2, previous: 1 },
      ],
      alerts: { sent: 2, failed: 1, previousSent: 1, previousFailed: 0 },
    });
  });

  test('#43 a subadmin sees only their category, even when given other rows', () => {
    const answer = overviewOf(WEEK_ROWS, { ...week, categories: ['corporate'] });
    expect(answer.categories).toEqual(['corporate']);
    expect(answer.volume.total).toBe(2);
    expect(answer.volume.previousTotal).toBe(0);
    expect(answer.funnel.counts).toEqual({ new: 1, contacted: 1, won: 0, lost: 0, spam: 0 });
    expect(answer.funnel.winRate).toEqual([{ category: 'corporate', won: 0, lost: 0, rate: null, counts: { new: 1, contacted: 1, won: 0, lost: 0, spam: 0 } }]);
    expect(answer.response.overall).toEqual({ answered: 1, medianMinutes: 600, p90Minutes: 600 });
    expect(answer.response.promiseHours).toBe(24);
    expect(answer.response.waiting).toBe(1);
    expect(answer.subjects.map((subject) => subject.id)).toEqual(['gift-3']);
    expect(answer.alerts).toEqual({ sent: 1, failed: 0, previousSent: 0, previousFailed: 0 });
  });

  test('#43 above 31 days the volume is counted per week from Monday, the first and last weeks partial', () => {
    const rows = [
      row('a', { createdAt: '2026-10-31T18:31:00.000Z', category: 'gifting' }), // Sun 1 Nov 00:01 India: week of Mon 26 Oct
      row('b', { createdAt: '2026-11-01T18:31:00.000Z', category: 'gifting' }), // Mon 2 Nov 00:01 India
      row('c', { createdAt: '2026-11-08T18:29:00.000Z', category: 'other' }), // Sun 8 Nov 23:59 India: still the week of 2 Nov
      row('d', { createdAt: '2026-12-02T06:00:00.000Z', category: 'other' }), // Wed 2 Dec: the last (partial) week
      row('e', { createdAt: '2026-12-02T18:31:00.000Z', category: 'other' }), // Thu 3 Dec India: after the period
    ];
    const answer = overviewOf(rows, { ...week, from: '2026-11-01', to: '2026-12-02', categories: ENQUIRY_CATEGORIES });
    expect(answer.bucket).toBe('week');
    expect(answer.period.days).toBe(32);
    expect(answer.previous).toEqual({ from: '2026-09-30', to: '2026-10-31', days: 32 });
    expect(answer.volume.buckets.map((bucket) => [bucket.start, bucket.total])).toEqual([
      ['2026-10-26', 1],
      ['2026-11-02', 2],
      ['2026-11-09', 0],
      ['2026-11-16', 0],
      ['2026-11-23', 0],
      ['2026-11-30', 1],
    ]);
    expect(answer.volume.total).toBe(4);
  });

  test('#43 31 days are still counted per day', () => {
    const answer = overviewOf([], { ...week, from: '2026-11-01', to: '2026-12-01', categories: ['sweets'] });
    expect(answer.bucket).toBe('day');
    expect(answer.volume.buckets).toHaveLength(31);
    expect(answer.volume.buckets.at(-1)).toEqual({ start: '2026-12-01', counts: zeroCategories, total: 0 });
    expect(answer.response.overall).toEqual({ answered: 0, medianMinutes: null, p90Minutes: null });
    expect(answer.funnel.overallWinRate).toEqual({ won: 0, lost: 0, rate: null });
    expect(answer.subjects).toEqual([]);
  });
});

describe('subjectTotals and topSubjects', () => {
  test('ties go to more quantity, then more value, then the key; the latest enquiry is kept for the name', () => {
    const rows = [
      row('x', { createdAt: '2026-11-03T05:00:00.000Z', category: 'sweets', subjects: [['product:b', 1, 100], ['product:a', 1, 100]] }),
      row('y', { createdAt: '2026-11-04T05:00:00.000Z', category: 'sweets', subjects: [['product:c', 1, 500], ['dish:d', 5, 0]] }),
    ];
    expect(subjectTotals(rows).map((total) => [total.key, total.latestId.slice(-1)])).toEqual([['dish:d', 'y'], ['product:c', 'y'], ['product:a', 'x'], ['product:b', 'x']]);
  });

  test('lists at most ten, from the period only', () => {
    const rows = Array.from({ length: 12 }, (_, i) => row(`s${i}`, { createdAt: '2026-11-03T05:00:00.000Z', category: 'sweets', subjects: [[`product:p${String(i).padStart(2, '0')}`, 1, 0]] }));
    const before = row('old', { createdAt: '2026-10-30T05:00:00.000Z', category: 'sweets', subjects: [['product:p11', 1, 0]] });
    const top = topSubjects([...rows, before], { from: '2026-11-02', to: '2026-11-08', categories: ['sweets'] });
    expect(top.map((total) => total.id)).toEqual(['p00', 'p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08', 'p09']);
  });
});

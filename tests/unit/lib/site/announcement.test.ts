import { describe, expect, test } from 'vitest';
import {
  ANNOUNCEMENT_SCROLL_THRESHOLD,
  announcementStorageKey,
  campaignsToRender,
  shouldShowAnnouncement,
} from '../../../../src/lib/site/announcement.ts';

describe('shouldShowAnnouncement', () => {
  test('SHELL-13 uses a 10 px threshold', () => {
    expect(ANNOUNCEMENT_SCROLL_THRESHOLD).toBe(10);
  });

  test.each([
    [0, false],
    [10, false],
    [10.5, true],
    [11, true],
    [2000, true],
  ])('SHELL-13 at scrollY %d shows it: %s', (scrollY, shown) => {
    expect(shouldShowAnnouncement(scrollY, false)).toBe(shown);
  });

  test('SHELL-12 never shows it once dismissed', () => {
    expect(shouldShowAnnouncement(500, true)).toBe(false);
  });
});

describe('announcementStorageKey', () => {
  test('is per campaign', () => {
    expect(announcementStorageKey('diwali-2026')).not.toBe(announcementStorageKey('holi-2027'));
  });
});

describe('campaignsToRender (#41)', () => {
  const diwali = { campaignId: 'diwali-2026-bulk-orders', text: 'DIWALI SPECIAL BULK/CORPORATE ORDER NOW!', href: '/contact', order: 2 };
  const christmas = { campaignId: 'christmas-2026', text: 'CHRISTMAS CAKES AND HAMPERS', href: '/mithai/shop', startsOn: '2026-12-01', endsOn: '2026-12-25', order: 1 };
  const holi = { campaignId: 'holi-2026', text: 'HOLI', href: '/mithai', startsOn: '2026-03-01', endsOn: '2026-03-04', order: 3 };

  test('keeps the campaigns not over on the day, by order, and shows the first whose dates include it', () => {
    expect(campaignsToRender([diwali, holi, christmas], '2026-11-29').map((c) => [c.campaignId, c.from, c.to, c.shown])).toEqual([
      ['christmas-2026', '2026-12-01', '2026-12-25', false],
      ['diwali-2026-bulk-orders', undefined, undefined, true],
    ]);
  });

  test('a scheduled campaign takes the bar on its days; both bounds are included', () => {
    for (const day of ['2026-12-01', '2026-12-25']) {
      expect(campaignsToRender([diwali, christmas], day).find((c) => c.shown)?.campaignId).toBe('christmas-2026');
    }
    expect(campaignsToRender([diwali, christmas], '2026-12-26').map((c) => [c.campaignId, c.shown])).toEqual([['diwali-2026-bulk-orders', true]]);
  });

  test('none shown when no campaign applies on the day: the bar stays away', () => {
    expect(campaignsToRender([christmas], '2026-11-30').map((c) => c.shown)).toEqual([false]);
    expect(campaignsToRender([], '2026-11-30')).toEqual([]);
  });
});

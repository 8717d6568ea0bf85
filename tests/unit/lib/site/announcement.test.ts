import { describe, expect, test } from 'vitest';
import {
  ANNOUNCEMENT_SCROLL_THRESHOLD,
  announcementStorageKey,
  isCampaignRunning,
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

describe('isCampaignRunning', () => {
  test('runs without dates', () => {
    expect(isCampaignRunning('2026-10-01', {})).toBe(true);
  });

  test('includes both bounds', () => {
    const window = { startsOn: '2026-09-15', endsOn: '2026-11-10' };
    expect(isCampaignRunning('2026-09-14', window)).toBe(false);
    expect(isCampaignRunning('2026-09-15', window)).toBe(true);
    expect(isCampaignRunning('2026-11-10', window)).toBe(true);
    expect(isCampaignRunning('2026-11-11', window)).toBe(false);
  });
});

import { describe, expect, test } from 'vitest';
import { MAIN_NAV, NAV_CALL_TO_ACTION, isCurrentPage, isNavGroup } from '../../../../src/lib/site/main-nav.ts';

describe('MAIN_NAV', () => {
  test('SHELL-08 lists the items in the spec order', () => {
    expect(MAIN_NAV.map((item) => item.label)).toEqual(['Catering & Events', 'Hotels & Banquet', 'Mithai', 'About', 'Contact']);
    expect(NAV_CALL_TO_ACTION).toEqual({ label: 'Corporate Gifting', key: 'corporateGifting', href: '/corporate-gifting' });
  });

  test('SHELL-08 gives the two hospitality items dropdowns to their page anchors (G-20)', () => {
    const groups = MAIN_NAV.filter(isNavGroup).map((group) => [group.label, group.children.map((child) => child.href)]);
    expect(groups).toEqual([
      ['Catering & Events', ['/catering-events#catering', '/catering-events#events']],
      ['Hotels & Banquet', ['/hotels-banquet#hotel', '/hotels-banquet#banquet-luxury-stay']],
    ]);
  });
});

describe('isCurrentPage', () => {
  test.each([
    ['/mithai', '/mithai', true],
    ['/mithai', '/mithai.html', true],
    ['/mithai', '/mithai/shop', false],
    ['/', '/', true],
    ['/contact', '/contact/', true],
    ['/catering-events#events', '/catering-events', true],
  ])('%s on %s: %s', (href, pathname, expected) => {
    expect(isCurrentPage(href, pathname)).toBe(expected);
  });
});

import { describe, expect, test } from 'vitest';
import { pageName, routeSection } from '../../../../src/lib/site/route-section.ts';

describe('routeSection', () => {
  test.each([
    ['/mithai', 'sweets'],
    ['/mithai/shop', 'sweets'],
    ['/mithai/shop?search=kaju', 'sweets'],
    ['/mithai.html', 'sweets'],
    ['/mithai/shop.html', 'sweets'],
    ['/product/gift-3', 'sweets'],
    ['/products/kaju-katli', 'sweets'],
    ['/diwali-product/motichoor-laddu', 'sweets'],
    ['/corporate-gifting', 'sweets'],
    ['/corporate-gifting/', 'sweets'],
    ['/Corporate-Gifting', 'sweets'],
  ])('SHELL-14 puts %s in the sweets section', (path, section) => {
    expect(routeSection(path)).toBe(section);
  });

  test.each([
    ['/hotels-banquet', 'hospitality'],
    ['/hotels-banquet#banquet-luxury-stay', 'hospitality'],
    ['/catering-events', 'hospitality'],
    ['/catering-events.html', 'hospitality'],
    ['/catering-events/', 'hospitality'],
  ])('SHELL-14 puts %s in the hospitality section', (path, section) => {
    expect(routeSection(path)).toBe(section);
  });

  test.each([
    ['/', 'group'],
    ['', 'group'],
    ['/index.html', 'group'],
    ['/about', 'group'],
    ['/contact', 'group'],
    ['/404', 'group'],
    ['/no-such-page', 'group'],
    ['/mithaiwala', 'group'],
    ['/about/mithai', 'group'],
    ['/corporate-gifting/extra', 'group'],
    ['/hotels-banquet/rooms', 'group'],
  ])('SHELL-14 puts %s in the group section', (path, section) => {
    expect(routeSection(path)).toBe(section);
  });
});

describe('pageName', () => {
  test.each([
    ['/catering-events', 'catering-events'],
    ['/catering-events.html', 'catering-events'],
    ['/catering-events/#events', 'catering-events'],
    ['/', ''],
    ['/catering-events/extra', ''],
  ])('names the page of %s as "%s"', (path, name) => {
    expect(pageName(path)).toBe(name);
  });
});

import { describe, expect, test } from 'vitest';
import { DEFAULT_GALLERY_TAB, GALLERY_TAB_LABELS, galleryCtaLabel, groupByTab } from '../../../../src/lib/gallery/gallery-tabs.ts';

describe('gallery tabs (HOTEL-14, HOTEL-15)', () => {
  test('Banquets is the default tab; the tabs read Banquets and Luxury Stay', () => {
    expect(DEFAULT_GALLERY_TAB).toBe('banquets');
    expect(GALLERY_TAB_LABELS).toEqual({ banquets: 'Banquets', 'luxury-stay': 'Luxury Stay' });
  });

  test('the call to action says Event on Banquets and Stay on Luxury Stay', () => {
    expect(galleryCtaLabel('banquets')).toBe('Plan Your Event');
    expect(galleryCtaLabel('luxury-stay')).toBe('Plan Your Stay');
  });

  test('groups pictures by tab, Banquets first, each in its order', () => {
    const images = [
      { id: 'b2', tab: 'banquets', order: 2 },
      { id: 'l1', tab: 'luxury-stay', order: 1 },
      { id: 'b1', tab: 'banquets', order: 1 },
    ] as const;
    expect(groupByTab(images).map(({ tab, images: list }) => [tab, list.map((i) => i.id)])).toEqual([
      ['banquets', ['b1', 'b2']],
      ['luxury-stay', ['l1']],
    ]);
  });
});

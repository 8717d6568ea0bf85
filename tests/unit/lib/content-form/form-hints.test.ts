import { describe, expect, test } from 'vitest';
import { humanise, labelOf, NO_HINTS, optionLabel } from '../../../../src/lib/content-form/form-hints.ts';

describe('humanise and labelOf (a field labelled from its name unless the API names it)', () => {
  test.each([
    ['shelfLife', 'Shelf life'],
    ['isActive', 'Is active'],
    ['postal_code', 'Postal code'],
    ['special-hours', 'Special hours'],
  ])('%s reads "%s"', (name, label) => {
    expect(humanise(name)).toBe(label);
  });

  test('a label the API gives wins over the name', () => {
    expect(labelOf({ ...NO_HINTS, labels: { orderLeadDays: 'Order lead time (days)' } }, 'orderLeadDays', 'orderLeadDays')).toBe('Order lead time (days)');
    expect(labelOf(NO_HINTS, 'orderLeadDays', 'orderLeadDays')).toBe('Order lead days');
  });
});

describe('optionLabel (issue #41: a choice shows words, not codes)', () => {
  test.each([
    ['special-hours', 'Special hours'],
    ['closed', 'Closed'],
    ['catering-events', 'Catering events'],
    ['draft', 'Draft'],
    ['Hyderabad', 'Hyderabad'],
    ['FoodEstablishment', 'FoodEstablishment'],
    ['30 Days', '30 Days'],
    ['restaurants & catering', 'Restaurants & catering'],
    ['500g', '500g'],
    [500, '500'],
  ] as const)('%s shows as "%s"', (option, label) => {
    expect(optionLabel(option)).toBe(label);
  });
});

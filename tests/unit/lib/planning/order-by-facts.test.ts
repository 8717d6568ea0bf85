/** orderByFacts: the lead times the order-by calendar counts back from come from content/planning. */
import { describe, expect, test } from 'vitest';
import { planningFactsSchema } from '../../../../src/lib/content/planning-facts-schema.ts';
import { orderByFacts } from '../../../../src/lib/planning/order-by.ts';
import { loadCollection } from '../../content/load-content.ts';

const [planning] = loadCollection('planning', () => planningFactsSchema);

describe('orderByFacts', () => {
  test('takes the gifting lead time, and the usual and peak catering lead times, as content/planning states them', () => {
    const facts = planning!.data;
    expect(orderByFacts(facts)).toEqual({
      giftingWeeks: facts.gifting.leadTimeWeeks,
      cateringWeeks: facts.catering.leadTimeWeeks,
      cateringPeakWeeks: facts.catering.peakLeadTimeWeeks,
    });
  });

  test('keeps the peak catering lead time apart from the usual one', () => {
    const facts = planning!.data;
    const { cateringWeeks, cateringPeakWeeks } = orderByFacts({
      ...facts,
      catering: { ...facts.catering, leadTimeWeeks: { min: 2, max: 3 }, peakLeadTimeWeeks: { min: 4, max: 6 } },
    });
    expect(cateringWeeks).toEqual({ min: 2, max: 3 });
    expect(cateringPeakWeeks).toEqual({ min: 4, max: 6 });
  });
});

/** The planners' numbers in content/planning agree with what the FAQs, packages and halls say (PLAN-09). */
import { describe, expect, test } from 'vitest';
import { eventPackageSchema } from '../../../../src/lib/content/event-package-schema.ts';
import { faqSchema } from '../../../../src/lib/content/faq-schema.ts';
import { festivalSchema } from '../../../../src/lib/content/festival-schema.ts';
import { hospitalityFactsSchema } from '../../../../src/lib/content/hospitality-facts-schema.ts';
import { planningFactsSchema } from '../../../../src/lib/content/planning-facts-schema.ts';
import { weeksText } from '../../../../src/lib/planning/lead-time.ts';
import { loadCollection } from '../../content/load-content.ts';

const [planning] = loadCollection('planning', () => planningFactsSchema);
const faqs = loadCollection('faqs', () => faqSchema);
const facts = planning!.data;
const answer = (id: string) => faqs.find((faq) => faq.id === id)?.data.answer ?? '';

describe('content/planning', () => {
  test('the gifting minimum and lead time are the ones the corporate gifting FAQ states', () => {
    expect(answer('gifting-minimum')).toContain(`${facts.gifting.minimumOrder} units`);
    expect(answer('gifting-lead-time')).toContain(`${weeksText(facts.gifting.leadTimeWeeks)} ahead`);
  });
  test('the catering lead times are the ones the catering FAQ states', () => {
    expect(answer('catering-how-early')).toContain(`${weeksText(facts.catering.leadTimeWeeks)} ahead`);
    expect(answer('catering-how-early')).toContain(`${weeksText(facts.catering.peakLeadTimeWeeks)} ahead`);
  });
  test('the wedding stay is the hotels page "2-3 days", and a large event is above the largest package', () => {
    const [hospitality] = loadCollection('hospitality', () => hospitalityFactsSchema);
    expect(hospitality!.data.weddingStays.duration).toBe(`${facts.stays.minDays}-${facts.stays.maxDays} days`);
    const packages = loadCollection('event-packages', () => eventPackageSchema);
    expect(facts.catering.largeEventGuests).toBe(Math.max(...packages.map((pack) => pack.data.maxGuests)));
  });
  test('the festival calendar lists the festivals the issue names, each with a date', () => {
    const names = loadCollection('festivals', () => festivalSchema).map((festival) => festival.data.name);
    for (const name of ['Diwali', 'Sankranti', 'Ugadi', 'Raksha Bandhan', 'Eid ul-Fitr', 'Christmas', 'New Year']) expect(names).toContain(name);
  });
});

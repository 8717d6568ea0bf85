/** The shipped content files must pass their schemas (the build fails on them otherwise). */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { siteSchema } from '../../../../src/lib/content/site-schema.ts';
import { storeSchema } from '../../../../src/lib/content/store-schema.ts';
import { everyOpenDayHours, hoursRows } from '../../../../src/lib/site/weekly-hours.ts';

const root = join(import.meta.dirname, '../../../../content');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe('content/site/site.json', () => {
  const site = siteSchema.parse(readJson(join(root, 'site/site.json')));

  test('SHELL-15 the main store keeps the all-days hours (the footer line comes from its weekly hours, issue #41)', () => {
    const mainStore = storeSchema.parse(readJson(join(root, 'stores', `${site.mainStore}.json`)));
    expect(everyOpenDayHours(mainStore.hours)).toEqual({ days: 'all days', hours: '8:00 AM-11:00 PM' });
  });

  test('SHELL-16 has distinct social links for each route section', () => {
    const instagram = new Set(Object.values(site.sections).map((section) => section.social.instagram));
    expect(instagram.size).toBe(3);
  });

  test('GEN-03 names Swiggy and Zomato as the delivery services (G-21)', () => {
    expect(site.deliveryServices.map((service) => service.name)).toEqual(['Swiggy', 'Zomato']);
  });
});

describe('siteSchema', () => {
  const valid = readJson(join(root, 'site/site.json')) as Record<string, unknown>;

  test('refuses a WhatsApp number that is not Indian, or a landline WhatsApp cannot reach (issue #16)', () => {
    expect(siteSchema.safeParse({ ...valid, whatsapp: '+1 415 555 0100' }).success).toBe(false);
    expect(siteSchema.safeParse({ ...valid, whatsapp: '+91 40 2784 5566' }).success).toBe(false);
  });

  test('names a main store that exists in content/stores (issue #16)', () => {
    expect(readdirSync(join(root, 'stores'))).toContain(`${String(valid['mainStore'])}.json`);
  });

  test('refuses a missing route section', () => {
    const sections = { ...(valid['sections'] as Record<string, unknown>) };
    delete sections['hospitality'];
    expect(siteSchema.safeParse({ ...valid, sections }).success).toBe(false);
  });
});

describe('siteSchema privacy (issue #42 item 5)', () => {
  const valid = readJson(join(root, 'site/site.json')) as Record<string, unknown>;
  const withMonths = (months: unknown) => ({ ...valid, privacy: { enquiryRetentionMonths: months } });

  test('content/site/site.json keeps enquiries 24 months (FEATURES G-24)', () => {
    expect(siteSchema.parse(valid).privacy.enquiryRetentionMonths).toBe(24);
  });

  test.each([1, 120])('accepts %i months', (months) => {
    expect(siteSchema.safeParse(withMonths(months)).success).toBe(true);
  });

  test.each([0, 121, 12.5, '24', null])('refuses %s as a retention period', (months) => {
    expect(siteSchema.safeParse(withMonths(months)).success).toBe(false);
  });

  test('refuses a site without a retention period', () => {
    const { privacy: _privacy, ...withoutPrivacy } = valid;
    expect(siteSchema.safeParse(withoutPrivacy).success).toBe(false);
  });
});

describe('content/stores', () => {
  const stores = readdirSync(join(root, 'stores'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => storeSchema.parse(readJson(join(root, 'stores', file))))
    .toSorted((a, b) => a.order - b.order);

  test('STORE-05 has exactly two stores', () => {
    expect(stores).toHaveLength(2);
  });

  test('STORE-01 STORE-02 hold the spec hours: weekdays Monday to Friday, weekends Saturday and Sunday', () => {
    expect(stores.map((store) => [store.name, hoursRows(store.hours).map((row) => `${row.label} ${row.hours}`)])).toEqual([
      ['Sweets and restaurant store, Sindhi Colony', ['Weekdays 8:00 AM-11:00 PM', 'Weekends 8:00 AM-12:00 AM']],
      ['Hotel and banquets site, RTC X Roads', ['Weekdays 7:00 AM-11:00 PM', 'Weekends 7:00 AM-12:00 AM']],
    ]);
  });

  test('#41 the Sindhi Colony store closes on 14 January 2027 for Sankranti (content/festivals/sankranti.json)', () => {
    expect(stores[0]?.notices).toEqual([{ from: '2027-01-14', to: '2027-01-14', kind: 'closed', text: 'Closed on 14 January for Sankranti' }]);
    expect(readJson(join(root, 'festivals/sankranti.json'))).toMatchObject({ dates: { 2027: '2027-01-14' } });
  });
});

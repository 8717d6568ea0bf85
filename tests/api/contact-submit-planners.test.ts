/**
 * POST /api/contact/submit with the planners' fields (issue #17): a corporate quote's branding,
 * delivery and recipients, and an event plan's parts, validated and stored, with their text under
 * the message for the staff screens.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import handler from '../../netlify/functions/contact-submit.mts';
import { PLANNER_LIMITS } from '../../src/lib/enquiry/planner-fields.ts';
import { planningFactsSchema } from '../../src/lib/content/planning-facts-schema.ts';
import { listAllKeys, openStore } from '../../src/server/storage/blob-stores.ts';
import { getEnquiry } from '../../src/server/storage/enquiry-repository.ts';
import { loadCollection } from '../unit/content/load-content.ts';
import { bodyOf, call } from '../support/make-request.ts';

const base = { name: 'Asha Reddy', email: 'asha@example.com', phone: '+91 98490 45678', category: 'corporate', message: 'Diwali gifts for our team.' };
const recipient = (n: number) => ({ name: `Person ${n}`, phone: '+91 98480 12345', address: `House ${n}, Road 2`, city: 'Pune', pincode: '411001' });
let ip = 0;
const submit = (json: unknown) => call(handler, '/api/contact/submit', { method: 'POST', json, ip: `203.0.113.${(ip += 1) % 250}` });
const stored = async () => (await listAllKeys(openStore('enquiries'))).length;

beforeEach(async () => {
  await openStore('enquiries').deleteAll();
  await openStore('enquiryReferences').deleteAll();
  await openStore('throttle').deleteAll();
  process.env['ENQUIRY_RATE_LIMIT'] = '1000';
});

describe('planner enquiries', () => {
  test('PLAN-10 stores a quote with a printed message and 2 recipients, and writes them out under the message', async () => {
    const gifting = { branding: 'printed-message', printedMessage: 'Happy Diwali from Acme', delivery: 'several', recipients: [recipient(1), recipient(2)] };
    const res = await submit({ ...base, gifting });
    expect(res.status).toBe(201);
    const record = (await getEnquiry(openStore('enquiries'), String((await bodyOf(res))['id'])))?.value;
    expect(record?.gifting).toEqual(gifting);
    expect(record?.message).toBe(
      'Diwali gifts for our team.\n\nCorporate gift quote\nBranding: Printed message: "Happy Diwali from Acme"\nDelivery: several addresses (2 recipients)\n' +
        '1. Person 1, +91 98480 12345, House 1, Road 2, Pune 411001\n2. Person 2, +91 98480 12345, House 2, Road 2, Pune 411001',
    );
  });

  test('PLAN-11 stores an event plan with its parts by team', async () => {
    const plan = { occasion: 'wedding', days: 2, diet: 'jain', parts: [{ team: 'banquets & hotels', label: 'Darbar Hall (up to 400 guests)' }] };
    const res = await submit({ ...base, category: 'banquets & hotels', guests: 300, plan });
    expect(res.status).toBe(201);
    const record = (await getEnquiry(openStore('enquiries'), String((await bodyOf(res))['id'])))?.value;
    expect(record?.plan).toEqual(plan);
    expect(record?.guests).toBe(300);
    expect(record?.message).toContain('Event plan: Wedding, 2 days, Jain\n- Banquets & Hotels: Darbar Hall (up to 400 guests)');
  });

  test.each([
    ['a recipient with a bad pincode', { branding: 'none', delivery: 'several', recipients: [recipient(1), { ...recipient(2), pincode: '12' }] }, 'gifting.recipients.1', 'pincode must be 6 digits'],
    ['several addresses without recipients', { branding: 'none', delivery: 'several' }, 'gifting.recipients', 'Please upload the recipients for several addresses.'],
    ['a city delivery without a city', { branding: 'logo-sleeve', delivery: 'city' }, 'gifting.city', 'Please enter the delivery city, or choose several addresses.'],
    ['a printed message option without text', { branding: 'printed-message', delivery: 'city', city: 'Hyderabad' }, 'gifting.printedMessage', 'Please write the message to print, or choose another option.'],
  ])('PLAN-12 refuses %s with 400 naming the field, and stores nothing', async (_, gifting, field, message) => {
    const res = await submit({ ...base, gifting });
    expect(res.status).toBe(400);
    expect((await bodyOf(res))['errors']).toMatchObject({ [field]: message });
    expect(await stored()).toBe(0);
  });

  test('PLAN-13 takes 2,000 recipients and refuses 2,001', async () => {
    const many = Array.from({ length: PLANNER_LIMITS.recipients + 1 }, (_, i) => recipient(i));
    expect((await submit({ ...base, gifting: { branding: 'none', delivery: 'several', recipients: many.slice(0, -1) } })).status).toBe(201);
    const res = await submit({ ...base, gifting: { branding: 'none', delivery: 'several', recipients: many } });
    expect(res.status).toBe(400);
    expect((await bodyOf(res))['errors']).toMatchObject({ 'gifting.recipients': 'Please send at most 2,000 recipients.' });
  });

  test('the server caps agree with content/planning', () => {
    const facts = loadCollection('planning', () => planningFactsSchema)[0]!.data;
    expect(facts.gifting.maxRecipients).toBe(PLANNER_LIMITS.recipients);
    expect(facts.gifting.messageMaxCharacters).toBeLessThanOrEqual(PLANNER_LIMITS.printedMessage);
  });
});

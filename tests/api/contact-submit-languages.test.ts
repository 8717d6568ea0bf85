/**
 * POST /api/contact/submit in the visitor's language (issue #44, docs/i18n.md §4): the enquiry is
 * stored with the page's `locale` as `language`, an unknown locale is refused before anything else,
 * and what the visitor sees of a refusal is worded in their language.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import handler from '../../netlify/functions/contact-submit.mts';
import { listAllKeys, openStore } from '../../src/server/storage/blob-stores.ts';
import { getEnquiry, listEnquiries } from '../../src/server/storage/enquiry-repository.ts';
import { bodyOf, call, type CallOptions } from '../support/make-request.ts';

const telugu = {
  name: 'లక్ష్మి రెడ్డి',
  email: 'lakshmi@example.com',
  phone: '+91 98490 45678',
  category: 'sweets',
  message: 'పెళ్లికి 5 కిలోల కాజు కత్లి కావాలి.',
};

let ip = 0;
const submit = (json: unknown, options: CallOptions = {}) => call(handler, '/api/contact/submit', { method: 'POST', json, ip: `203.0.113.${(ip += 1) % 250}`, ...options });
const storedCount = async () => (await listAllKeys(openStore('enquiries'))).length;
const savedLimit = process.env['ENQUIRY_RATE_LIMIT'];

beforeEach(async () => {
  await openStore('enquiries').deleteAll();
  await openStore('throttle').deleteAll();
  process.env['ENQUIRY_RATE_LIMIT'] = '1000';
});

afterEach(() => {
  if (savedLimit === undefined) delete process.env['ENQUIRY_RATE_LIMIT'];
  else process.env['ENQUIRY_RATE_LIMIT'] = savedLimit;
});

describe('POST /api/contact/submit in Telugu and Hindi (#44)', () => {
  test('#44 stores a Telugu enquiry with language te, its text as sent', async () => {
    const res = await submit({ ...telugu, locale: 'te' });
    expect(res.status).toBe(201);
    const record = (await getEnquiry(openStore('enquiries'), String((await bodyOf(res))['id'])))?.value;
    expect(record).toMatchObject({ ...telugu, language: 'te', status: 'new' });
    expect(record).not.toHaveProperty('locale');
  });

  test('#44 stores a Hindi enquiry with language hi, and one without a locale as English', async () => {
    expect((await submit({ ...telugu, name: 'आशा शर्मा', locale: 'hi' })).status).toBe(201);
    expect((await submit({ ...telugu, name: 'Asha Reddy' })).status).toBe(201);
    const languages = Object.fromEntries((await listEnquiries(openStore('enquiries'))).map((record) => [record.name, record.language]));
    expect(languages).toEqual({ 'आशा शर्मा': 'hi', 'Asha Reddy': 'en' });
  });

  test.each([['fr'], ['TE'], [''], [null], [7], [['te']]])('#44 refuses locale %j with 400, a clear message naming the languages, and stores nothing', async (locale) => {
    const res = await submit({ ...telugu, locale });
    expect(res.status).toBe(400);
    const message = 'Unknown language: send "locale" as one of "en", "te", "hi", or leave it out for English.';
    expect(await bodyOf(res)).toEqual({ message, errors: { locale: message } });
    expect(await storedCount()).toBe(0);
  });

  test('#44 answers a Telugu enquiry\u2019s invalid fields in Telugu, with the limits as numbers', async () => {
    const res = await submit({ locale: 'te', name: '', email: 'not-an-address', phone: '12', category: 'cakes', message: 'x'.repeat(5001) });
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toEqual({
      message: 'దయచేసి గుర్తించిన ఖాళీలను సరిచేయండి.',
      errors: {
        name: 'దయచేసి మీ పేరు రాయండి.',
        email: 'దయచేసి సరైన ఈమెయిల్ చిరునామా రాయండి.',
        phone: 'దయచేసి సరైన ఫోన్ నంబర్ రాయండి (అంకెలు, ఖాళీలు, + - ( ) మాత్రమే).',
        category: 'దయచేసి ఒక విభాగాన్ని ఎంచుకోండి.',
        message: 'దయచేసి మీ సందేశాన్ని 5,000 అక్షరాలలోపు రాయండి.',
      },
    });
    expect(await storedCount()).toBe(0);
  });

  test('#44 answers an event plan\u2019s and a booking\u2019s problems in Hindi', async () => {
    const plan = { occasion: 'wedding', days: 45, diet: 'jain', parts: [{ team: 'banquets & hotels', label: 'Darbar Hall' }] };
    const res = await submit({ ...telugu, locale: 'hi', category: 'banquets & hotels', guests: 2001, plan });
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toEqual({
      message: 'कृपया चिह्नित ख़ानों को ठीक करें।',
      errors: { guests: 'कृपया मेहमानों की संख्या 1 से 2,000 तक लिखें।', 'plan.days': 'कृपया 1 से 30 दिन के बीच चुनें।' },
    });
  });

  test('#44 answers the per-IP limit in Telugu', async () => {
    process.env['ENQUIRY_RATE_LIMIT'] = '1';
    expect((await submit({ ...telugu, locale: 'te' }, { ip: '192.0.2.80' })).status).toBe(201);
    const refused = await submit({ ...telugu, locale: 'te' }, { ip: '192.0.2.80' });
    expect(refused.status).toBe(429);
    expect((await bodyOf(refused))['message']).toBe('మీ కనెక్షన్ నుండి చాలా విచారణలు వచ్చాయి. దయచేసి కాసేపటి తర్వాత ప్రయత్నించండి లేదా మాకు ఫోన్ చేయండి.');
  });

  test('#44 an English enquiry keeps today\u2019s English messages', async () => {
    const res = await submit({ ...telugu, locale: 'en', name: '' });
    expect(await bodyOf(res)).toEqual({ message: 'Please correct the highlighted fields.', errors: { name: 'Please enter your name.' } });
  });
});

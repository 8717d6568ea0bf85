/**
 * Issue #44 through the staff content editor's API (issue #41): the events collections' Telugu and
 * Hindi words are ordinary fields of an item, saved as a patch and read back merged, each checked by
 * English's rule; a picture's translation holds its alt text only.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { editItem, readItem, storedKeys } from '../support/content.ts';
import { makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

let token: string;

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  token = await tokenFor(await makeUser({ email: 'content-events@rasika.test', role: 'superadmin' }));
});

type Entry = Record<string, unknown> & { translations?: Record<string, Record<string, unknown>> };

describe('#44 staff edit the events content in Telugu and Hindi', () => {
  test('a why-choose card\u2019s Telugu title is stored as a patch and reads back merged; Hindi and English stay', async () => {
    const title = 'పారదర్శకమైన ధరలు';
    const res = await editItem(token, 'why-choose', 'clear-pricing', (entry: Entry) => ({ ...entry, translations: { ...entry.translations, te: { ...entry.translations?.['te'], title } } }));
    expect(res.status).toBe(200);
    const item = (await readItem(token, 'why-choose', 'clear-pricing')) as { entry: Entry };
    expect(item.entry['title']).toBe('Clear Pricing');
    expect(item.entry.translations?.['te']).toEqual({ title, description: 'దాచిన ఛార్జీలు లేకుండా ప్లేట్‌కు రాతపూర్వక కొటేషన్లు, GST ఇన్‌వాయిస్‌లు.' });
    expect(item.entry.translations?.['hi']?.['title']).toBe('साफ़ क़ीमतें');
    expect(await openStore('siteContent').get('draft/why-choose/clear-pricing', { type: 'json' })).toMatchObject({ patch: { translations: { te: { title } } } });
  });

  test('a gallery picture\u2019s Hindi caption and alt text are saved; the picture file stays English\u2019s', async () => {
    const change = { title: 'फूलों वाला प्रवेश द्वार', image: { alt: 'लालटेनों की रोशनी में गुलाब और गेंदे का मेहराब' } };
    const res = await editItem(token, 'gallery-images', 'banquet-entrance', (entry: Entry) => ({ ...entry, translations: { ...entry.translations, hi: change } }));
    expect(res.status).toBe(200);
    const item = (await readItem(token, 'gallery-images', 'banquet-entrance')) as unknown as { entry: Entry & { image: { src: string; alt: string } } };
    expect(item.entry.translations?.['hi']).toEqual(change);
    expect(item.entry.image.alt).toBe('Entrance arch of roses and marigolds lit by lanterns');
  });

  test('a translation is checked by English\u2019s rule on its own field, a picture\u2019s file or a package\u2019s number cannot be translated, and nothing is stored', async () => {
    const before = await storedKeys();
    const shortAlt = await editItem(token, 'event-types', 'weddings', (entry: Entry) => ({ ...entry, translations: { ...entry.translations, te: { image: { alt: 'మండపం' } } } }));
    expect(shortAlt.status).toBe(400);
    expect(((await shortAlt.json()) as { errors: Record<string, string> }).errors).toEqual({ 'translations.te.image.alt': 'Describe the picture in a few words (alt text)' });
    const withFile = await editItem(token, 'event-types', 'weddings', (entry: Entry) => ({
      ...entry,
      translations: { te: { image: { src: '../../src/assets/catering/other.svg', alt: 'అలంకరించిన పెళ్ళి మండపం' } } },
    }));
    expect(withFile.status).toBe(400);
    const withNumber = await editItem(token, 'event-packages', 'essential', (entry: Entry) => ({ ...entry, translations: { hi: { maxGuests: 60 } } }));
    expect(withNumber.status).toBe(400);
    expect(await storedKeys()).toEqual(before);
  });
});

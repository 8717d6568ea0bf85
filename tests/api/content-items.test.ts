/**
 * Issue #41: staff read and change content items through /api/admin/content. Every save is checked as
 * the build would check it (the collection's schema with the picture rule, then the cross-collection
 * checks); a refused save answers per-field errors and stores nothing; a stale save gets 409; only
 * staff with manage_content get in; every change is in the activity log with its patch.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { CONTENT_COLLECTIONS } from '../../src/lib/content-layer/collections.ts';
import { PICTURE_MESSAGES } from '../../src/lib/content-layer/picture-rule.ts';
import { listAudit } from '../../src/server/storage/audit-repository.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import type { StaffUser } from '../../src/server/storage/user-repository.ts';
import { editItem, getContent, readItem, sendContent, storedKeys } from '../support/content.ts';
import { bodyOf } from '../support/make-request.ts';
import { makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

let superadmin: StaffUser;
let token: string;

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  superadmin = await makeUser({ email: 'content-super@rasika.test', role: 'superadmin' });
  token = await tokenFor(superadmin);
});

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  oneOf?: SchemaNode[];
}

/** A value of the wrong kind for a field of this JSON Schema type. */
function wrongValueFor(type: string | undefined): unknown {
  if (type === 'string') return 12345;
  if (type === 'number' || type === 'integer') return 'not a number';
  if (type === 'boolean') return 'yes';
  if (type === 'array') return 'not a list';
  return 'not an object';
}

describe('#41 GET /api/admin/content', () => {
  test('lists every collection of the registry with its counts, and the publish and preview state', async () => {
    const res = await getContent(token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { collections: { name: string; count: number; canAdd: boolean; storage: string }[]; publish: { status: string; requested: number }; preview: { status: string } };
    expect(body.collections.map((collection) => collection.name)).toEqual(CONTENT_COLLECTIONS.map((collection) => collection.name));
    expect(body.collections.find((collection) => collection.name === 'diwali-sweets')).toMatchObject({ count: 46, canAdd: true, storage: 'folder' });
    expect(body.collections.find((collection) => collection.name === 'site')).toMatchObject({ count: 1, canAdd: false, storage: 'single' });
    expect(body.collections.find((collection) => collection.name === 'blog')).toMatchObject({ count: 6, storage: 'blog' });
    expect(body.publish).toMatchObject({ status: 'live', requested: 0, live: null });
    expect(body.preview.status).toBe('idle');
  });

  test('a collection answers its JSON Schema, ui hints and items; an item its draft, live and default values', async () => {
    const res = await getContent(token, 'gift-hampers');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { schema: { properties: Record<string, unknown> }; ui: { widgets: Record<string, string> }; items: { id: string; title: string; origin: string }[] };
    expect(Object.keys(body.schema.properties)).toContain('mrp');
    expect(body.ui.widgets['images.*.src']).toBe('picture');
    expect(body.items).toHaveLength(18);
    expect(body.items.find((item) => item.id === 'diwali-delight-box')).toEqual({ id: 'diwali-delight-box', title: 'Diwali Delight Box', origin: 'builtin', changed: false, removed: false });
    const item = await readItem(token, 'gift-hampers', 'diwali-delight-box');
    expect(item).toMatchObject({ id: 'diwali-delight-box', etag: null, live: item.default });
    expect(item.entry).toEqual(item.default);
    expect(item.entry?.['mrp']).toBe('₹1,250');
  });

  test('unknown collections and items answer 404', async () => {
    expect((await getContent(token, 'recipes')).status).toBe(404);
    expect((await getContent(token, 'gift-hampers', 'no-such-box')).status).toBe(404);
  });
});

describe('#41 every collection refuses bad input with per-field errors and stores nothing', () => {
  test.each(CONTENT_COLLECTIONS.map((collection) => [collection.name] as const))('%s', async (name) => {
    const listed = (await (await getContent(token, name)).json()) as { schema: SchemaNode; ui: { order: string[] }; items: { id: string }[] };
    const id = listed.items[0]?.id ?? '';
    const properties = listed.schema.properties ?? listed.schema.oneOf?.[0]?.properties ?? {};
    // A blog post's slug is its id, set by the server, so its first other field is spoilt instead.
    const field = listed.ui.order.find((key) => key !== 'slug' && properties[key]?.type !== undefined) ?? '';
    const before = await storedKeys();
    const res = await editItem(token, name, id, (entry) => ({ ...entry, [field]: wrongValueFor(properties[field]?.type) }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toBe('Please correct the highlighted fields.');
    expect(Object.keys(body.errors)).toContain(field);
    expect(await storedKeys()).toEqual(before);
  });
});

describe('#41 PUT /api/admin/content/{collection}/{id}: the build\u2019s own checks', () => {
  async function refused(res: Response): Promise<Record<string, string>> {
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string> }).errors;
  }

  test('a hamper priced above its MRP is refused on the price', async () => {
    const before = await storedKeys();
    const errors = await refused(await editItem(token, 'gift-hampers', 'diwali-delight-box', (entry) => ({ ...entry, price: { custom: 1300 } })));
    expect(errors).toEqual({ 'price.custom': 'The price may not be above the MRP' });
    expect(await storedKeys()).toEqual(before);
  });

  test('a picture that is not stored, or a path that is not built-in artwork, is refused', async () => {
    const errors = await refused(await editItem(token, 'diwali-sweets', 'kaju-katli', (entry) => ({ ...entry, images: [{ src: 'picture:0123456789abcdef0123.webp', alt: 'Kaju katli diamonds on a plate' }, { src: '../../../etc/passwd', alt: 'Kaju katli diamonds on a plate' }] })));
    expect(errors).toEqual({ 'images.0.src': PICTURE_MESSAGES.unknownPicture, 'images.1.src': PICTURE_MESSAGES.unknownArtwork });
  });

  test('another built-in artwork file is taken', async () => {
    const res = await editItem(token, 'diwali-sweets', 'kaju-katli', (entry) => ({ ...entry, images: [{ src: '../../src/assets/sweets/kesar-peda.svg', alt: 'Kaju katli diamonds on a plate' }] }));
    expect(res.status).toBe(200);
  });

  test('a main store that is not a store is refused with the reason', async () => {
    const before = await storedKeys();
    const res = await editItem(token, 'site', 'site', (entry) => ({ ...entry, mainStore: 'banjara-hills' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The main store "banjara-hills" is not one of the stores.', errors: { mainStore: 'The main store "banjara-hills" is not one of the stores.' } });
    expect(await storedKeys()).toEqual(before);
  });

  test('an announcement ending before it starts is refused on its end date', async () => {
    const errors = await refused(await editItem(token, 'site', 'site', (entry) => ({ ...entry, announcement: { ...(entry['announcement'] as object), startsOn: '2026-12-20', endsOn: '2026-12-01' } })));
    expect(errors).toEqual({ 'announcement.endsOn': 'The end date is before the start date.' });
  });

  test('a festival date filed under the wrong year is refused', async () => {
    const errors = await refused(await editItem(token, 'festivals', 'diwali', (entry) => ({ ...entry, dates: { '2027': '2028-10-29' } })));
    expect(errors).toEqual({ dates: 'Each date must fall in the year it is filed under' });
  });

  test('a hero slide linking to a page the site does not have is refused', async () => {
    const errors = await refused(await editItem(token, 'hero-slides', 'sweets-kaju-katli', (entry) => ({ ...entry, cta: { label: 'See more', href: '/diwali-product/no-such-sweet' } })));
    expect(errors).toEqual({ 'cta.href': '"/diwali-product/no-such-sweet" does not lead to a Diwali sweet of the site.' });
  });

  test('a valid change is stored as a patch against the default, and reads back merged', async () => {
    const res = await editItem(token, 'gift-hampers', 'diwali-delight-box', (entry) => ({ ...entry, price: { custom: 1200 }, inStock: false }));
    expect(res.status).toBe(200);
    const item = (await res.json()) as { entry: Record<string, unknown>; live: Record<string, unknown>; etag: string };
    expect(item.entry).toMatchObject({ name: 'Diwali Delight Box', price: { custom: 1200 }, inStock: false, mrp: '₹1,250' });
    expect(item.live['inStock']).toBe(true);
    expect(item.etag).toMatch(/.+/);
    const stored = await openStore('siteContent').get('draft/gift-hampers/diwali-delight-box', { type: 'json' });
    expect(stored).toMatchObject({ patch: { price: { custom: 1200 }, inStock: false }, updatedBy: { id: superadmin._id, email: 'content-super@rasika.test' } });
    const listed = (await (await getContent(token, 'gift-hampers')).json()) as { items: { id: string; changed: boolean }[] };
    expect(listed.items.find((entry) => entry.id === 'diwali-delight-box')?.changed).toBe(true);
  });

  test('#44 staff change a sweet\u2019s Telugu description; an empty Hindi one is refused on its field', async () => {
    const res = await editItem(token, 'diwali-sweets', 'kaju-katli', (entry) => {
      const translations = entry['translations'] as { te: Record<string, unknown>; hi: Record<string, unknown> };
      return { ...entry, translations: { ...translations, te: { ...translations.te, description: 'కొత్త వివరణ.' } } };
    });
    expect(res.status).toBe(200);
    const item = (await res.json()) as { entry: { name: string; translations: { te: { description: string; quantity: string }; hi: { description: string } } } };
    expect(item.entry.name).toBe('Kaju Katli');
    expect(item.entry.translations.te).toMatchObject({ description: 'కొత్త వివరణ.', quantity: '500 గ్రా. బాక్సు' });
    expect(item.entry.translations.hi.description).toMatch(/^हमारी सबसे मशहूर मिठाई/);
    const before = await storedKeys();
    const refused = await editItem(token, 'gift-hampers', 'laddu-sampler-box', (entry) => ({ ...entry, translations: { hi: { description: ' ' } } }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await bodyOf(refused))).toContain('translations.hi.description');
    expect(await storedKeys()).toEqual(before);
  });

  test('a blog post keeps its slug as its id whatever the form sends', async () => {
    const res = await editItem(token, 'blog', 'kaju-katli-by-hand', (entry) => ({ ...entry, slug: 'renamed', body: `${String(entry['body'])}\n\nA new closing line.` }));
    expect(res.status).toBe(200);
    const item = (await res.json()) as { entry: Record<string, unknown> };
    expect(item.entry['slug']).toBe('kaju-katli-by-hand');
    expect(String(item.entry['body']).endsWith('A new closing line.')).toBe(true);
  });
});

describe('#44 staff write the Telugu and Hindi words as ordinary fields', () => {
  test('a FAQ\u2019s Telugu answer is stored as a patch and reads back merged; English stays', async () => {
    const answer = 'అవును. మా సొంత హాళ్లలో, ఇళ్లలో కూడా క్యాటరింగ్ చేస్తాం.';
    const res = await editItem(token, 'faqs', 'catering-venue', (entry) => ({ ...entry, translations: { ...(entry['translations'] as object), te: { ...((entry['translations'] as { te: object }).te), answer } } }));
    expect(res.status).toBe(200);
    const item = (await res.json()) as { entry: { question: string; translations: { te: { question: string; answer: string }; hi: { answer: string } } } };
    expect(item.entry.question).toBe('Do you cater at other venues and at home?');
    expect(item.entry.translations.te).toEqual({ question: 'ఇతర వేదికల్లో, ఇళ్లలో కూడా క్యాటరింగ్ చేస్తారా?', answer });
    expect(item.entry.translations.hi.answer).toMatch(/^हाँ।/);
    const stored = await openStore('siteContent').get('draft/faqs/catering-venue', { type: 'json' });
    expect(stored).toMatchObject({ patch: { translations: { te: { answer } } } });
  });

  test('a Telugu question is checked by English\u2019s rule, on its own field, and an unknown language is refused', async () => {
    const before = await storedKeys();
    const missingMark = await editItem(token, 'faqs', 'gifting-minimum', (entry) => ({ ...entry, translations: { te: { question: 'కనీస ఆర్డర్ ఎంత' } } }));
    expect(missingMark.status).toBe(400);
    expect(((await missingMark.json()) as { errors: Record<string, string> }).errors).toEqual({ 'translations.te.question': 'A question ends with "?"' });
    const res = await editItem(token, 'faqs', 'gifting-minimum', (entry) => ({ ...entry, translations: { ta: { question: 'குறைந்தபட்ச ஆர்டர் என்ன?' } } }));
    expect(res.status).toBe(400);
    expect(await storedKeys()).toEqual(before);
  });

  test('a blog post\u2019s Hindi title and Markdown body are saved with it', async () => {
    const body = '## सुबह की रसोई\n\nहर सुबह काजू भिगोए जाते हैं।';
    const res = await editItem(token, 'blog', 'kaju-katli-by-hand', (entry) => ({ ...entry, translations: { hi: { title: 'हाथ से बनी काजू कतली', body } } }));
    expect(res.status).toBe(200);
    const item = (await res.json()) as { entry: { title: string; translations: { hi: { title: string; body: string } } } };
    expect(item.entry.title).toBe('Kaju Katli, by Hand: A Morning in Our Kitchen');
    expect(item.entry.translations.hi).toEqual({ title: 'हाथ से बनी काजू कतली', body });
  });
});

describe('#41 stale saves', () => {
  test('the second of two saves made from the same read gets 409 and changes nothing', async () => {
    const item = await readItem(token, 'faqs', 'catering-dietary');
    const first = await sendContent(token, 'PUT', { etag: item.etag, entry: { ...item.entry, order: 7 } }, 'faqs', 'catering-dietary');
    expect(first.status).toBe(200);
    const before = await storedKeys();
    const second = await sendContent(token, 'PUT', { etag: item.etag, entry: { ...item.entry, order: 8 } }, 'faqs', 'catering-dietary');
    expect(second.status).toBe(409);
    expect((await bodyOf(second))['message']).toBe('Someone else changed this item since you opened it. Reload it to see their change, then make yours again.');
    expect(await storedKeys()).toEqual(before);
    expect((await readItem(token, 'faqs', 'catering-dietary')).entry?.['order']).toBe(7);
  });

  test('two saves racing with the same etag: exactly one is stored', async () => {
    const item = await readItem(token, 'faqs', 'catering-guests');
    const results = await Promise.all([3, 4].map((order) => sendContent(token, 'PUT', { etag: item.etag, entry: { ...item.entry, order } }, 'faqs', 'catering-guests')));
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
  });
});

describe('#41 adding, discarding and removing items', () => {
  const newFaq = { page: 'catering-events', question: 'Do you cater on Sankranti?', answer: 'Yes, with a festive thali menu.', order: 20 };

  test('staff add an FAQ; its id is checked; a duplicate id is refused', async () => {
    const res = await sendContent(token, 'POST', { id: 'sankranti-catering', entry: newFaq }, 'faqs');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ id: 'sankranti-catering', entry: newFaq, live: null, default: null });
    const duplicate = await sendContent(token, 'POST', { id: 'sankranti-catering', entry: newFaq }, 'faqs');
    expect(duplicate.status).toBe(400);
    expect(((await duplicate.json()) as { errors: Record<string, string> }).errors).toEqual({ id: 'An item with this id exists already.' });
    const builtIn = await sendContent(token, 'POST', { id: 'catering-dietary', entry: newFaq }, 'faqs');
    expect(builtIn.status).toBe(400);
    const badId = await sendContent(token, 'POST', { id: 'Sankranti Catering', entry: newFaq }, 'faqs');
    expect(((await badId.json()) as { errors: Record<string, string> }).errors['id']).toMatch(/^Use lower-case letters/);
  });

  test('a gift hamper may not take a Diwali sweet\u2019s id', async () => {
    const hamper = (await readItem(token, 'gift-hampers', 'diwali-delight-box')).default;
    const res = await sendContent(token, 'POST', { id: 'kaju-katli', entry: hamper }, 'gift-hampers');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({ id: 'The id "kaju-katli" is both a Diwali sweet and a gift hamper; products need their own ids.' });
  });

  test('collections staff cannot add to refuse a new item', async () => {
    const res = await sendContent(token, 'POST', { id: 'home-christmas', entry: {} }, 'hero-slides');
    expect(res.status).toBe(400);
  });

  test('a built-in item cannot be removed ("hide it instead"); a staff-added one can', async () => {
    const builtIn = await readItem(token, 'faqs', 'catering-how-early');
    const refused = await sendContent(token, 'DELETE', { etag: builtIn.etag }, 'faqs', 'catering-how-early');
    expect(refused.status).toBe(400);
    expect((await bodyOf(refused))['message']).toMatch(/built in and cannot be removed: hide it instead/);
    const added = await readItem(token, 'faqs', 'sankranti-catering');
    expect((await sendContent(token, 'DELETE', { etag: 'stale' }, 'faqs', 'sankranti-catering')).status).toBe(409);
    const removed = await sendContent(token, 'DELETE', { etag: added.etag }, 'faqs', 'sankranti-catering');
    expect(removed.status).toBe(200);
    expect((await getContent(token, 'faqs', 'sankranti-catering')).status).toBe(404);
    const again = await sendContent(token, 'POST', { id: 'sankranti-catering', entry: newFaq }, 'faqs');
    expect(again.status).toBe(201);
  });

  test('discard puts an item back at its published value', async () => {
    const changed = await editItem(token, 'menu-dishes', 'paneer-tikka', (entry) => ({ ...entry, price: '₹299' }));
    expect(changed.status).toBe(200);
    const { etag } = (await changed.json()) as { etag: string };
    const res = await sendContent(token, 'POST', { etag }, 'menu-dishes', 'paneer-tikka', 'discard');
    expect(res.status).toBe(200);
    const item = (await res.json()) as { entry: Record<string, unknown>; default: Record<string, unknown> };
    expect(item.entry).toEqual(item.default);
  });
});

describe('#41 who may edit content', () => {
  test('a subadmin without manage_content gets 403 on every endpoint; granted it, the same calls work', async () => {
    const sub = await makeUser({ email: 'content-sub@rasika.test', role: 'subadmin', category: 'sweets', permissions: ['manage_products'] });
    const subToken = await tokenFor(sub);
    expect((await getContent(subToken)).status).toBe(403);
    expect((await getContent(subToken, 'faqs')).status).toBe(403);
    expect((await sendContent(subToken, 'POST', {}, 'publish')).status).toBe(403);
    const granted = await makeUser({ email: 'content-editor@rasika.test', role: 'subadmin', category: 'sweets', permissions: ['manage_content'] });
    const grantedToken = await tokenFor(granted);
    expect((await getContent(grantedToken)).status).toBe(200);
    expect((await editItem(grantedToken, 'faqs', 'catering-how-early', (entry) => ({ ...entry, order: 9 }))).status).toBe(200);
  });

  test('a developer (who manages accounts, not content) gets 403; no token gets 401', async () => {
    const developer = await makeUser({ email: 'content-dev@rasika.test', role: 'developer', category: 'development' });
    expect((await getContent(await tokenFor(developer))).status).toBe(403);
    expect((await getContent('')).status).toBe(401);
  });
});

describe('#41 the activity log', () => {
  test('a save is audited with who, what and the patch before and after', async () => {
    const first = await editItem(token, 'stores', 'rtc-x-roads', (entry) => ({ ...entry, phone: '+91 40 2761 0000' }));
    expect(first.status).toBe(200);
    const second = await editItem(token, 'stores', 'rtc-x-roads', (entry) => ({ ...entry, phone: '+91 40 2761 1111' }));
    expect(second.status).toBe(200);
    const [entry] = (await listAudit(openStore('audit'), { limit: 1 }));
    expect(entry).toMatchObject({ action: 'content.save', actor: { id: superadmin._id, email: 'content-super@rasika.test' }, target: { type: 'content:stores', id: 'rtc-x-roads' } });
    expect(JSON.parse(entry?.details ?? '')).toEqual({ before: { phone: '+91 40 2761 0000' }, after: { phone: '+91 40 2761 1111' } });
  });

  test('a long patch is cut to a bounded entry', async () => {
    const long = 'Slow-cooked in ghee over a wood fire. '.repeat(300);
    const res = await editItem(token, 'blog', 'how-to-store-mithai', (entry) => ({ ...entry, body: long }));
    expect(res.status).toBe(200);
    const [entry] = await listAudit(openStore('audit'), { limit: 1 });
    expect(entry?.action).toBe('content.save');
    expect(entry?.details?.length).toBeLessThanOrEqual(4_000);
    expect(entry?.details).toMatch(/more characters left out\)$/);
  });
});

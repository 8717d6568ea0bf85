/**
 * The content written in Telugu and Hindi (#44, docs/i18n.md §3): every FAQ, festival, store, the
 * announcement, hero slides, page texts, the about page and the shipping guide have both languages,
 * and each translated list has English's count, so it merges item by item (lib/i18n/localise.ts).
 */
import { z } from 'astro/zod';
import { describe, expect, test } from 'vitest';
import { aboutSchema } from '../../../src/lib/content/about-schema.ts';
import { announcementSchema } from '../../../src/lib/content/announcement-schema.ts';
import { faqSchema } from '../../../src/lib/content/faq-schema.ts';
import { festivalSchema } from '../../../src/lib/content/festival-schema.ts';
import { heroSlideSchema } from '../../../src/lib/content/hero-slide-schema.ts';
import { pageCopySchema } from '../../../src/lib/content/page-copy-schema.ts';
import { planningFactsSchema } from '../../../src/lib/content/planning-facts-schema.ts';
import { privacyNoticeSchema } from '../../../src/lib/content/privacy-notice-schema.ts';
import { storeSchema } from '../../../src/lib/content/store-schema.ts';
import { localise } from '../../../src/lib/i18n/localise.ts';
import { loadCollection } from './load-content.ts';

const LANGUAGES = ['te', 'hi'] as const;
const SCRIPT = { te: /[\u0C00-\u0C7F]/, hi: /[\u0900-\u097F]/ } as const;

type Entry = Record<string, unknown> & { translations?: Partial<Record<'te' | 'hi', Record<string, unknown>>> };

/** Each English text of `english` and the text the language shows in its place, by dotted path. */
function textPairs(english: unknown, shown: unknown, path = ''): [string, string, string][] {
  if (typeof english === 'string') return [[path, english, String(shown)]];
  if (Array.isArray(english)) return english.flatMap((item, index) => textPairs(item, (shown as unknown[])[index], `${path}.${index}`));
  if (typeof english === 'object' && english !== null) {
    return Object.entries(english).flatMap(([key, value]) => textPairs(value, (shown as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
  }
  return [];
}

const plain = (schema: z.ZodType) => () => schema;

/** Collection, schema, and the fields every entry translates (all of its texts under them). */
const WRITTEN = [
  ['faqs', plain(faqSchema), ['question', 'answer']],
  ['festivals', plain(festivalSchema), ['name', 'description']],
  ['stores', plain(storeSchema), ['name', 'address.street', 'address.locality', 'services', 'notices']],
  ['announcements', plain(announcementSchema), ['text']],
  ['hero-slides', heroSlideSchema, ['eyebrow', 'title', 'subtitle', 'image.alt', 'cta.label', 'actions']],
  ['page-copy', pageCopySchema, ['*']],
  ['about', aboutSchema, ['story', 'stats', 'timeline', 'founder', 'values']],
  ['planning', plain(planningFactsSchema), ['shippingGuide', 'travel']],
  ['privacy', plain(privacyNoticeSchema), ['*']],
] as const;

/** Texts that are the same in every language: names of places in Latin letters, numbers. */
const SAME_EVERYWHERE = /^(?:stats\.\d+\.value|.*\.(?:href|id|src)|page|campaignId|address\.(?:city|region|postalCode)|phone|hours\..*|notices\.\d+\.(?:from|to|kind|opens|closes)|schemaTypes\..*|priceRange|servesCuisine\..*|mapUrl|geo\..*|dates\..*|giftGallery\.products\..*|featuredProducts\..*|travel\.\d+\.id|lastUpdated)$/;

describe('#44 content in Telugu and Hindi', () => {
  test.each(WRITTEN)('%s: every entry shows its texts in both languages\u2019 scripts', (collection, schema, fields) => {
    const entries = loadCollection(collection, schema as never) as { id: string; data: Entry }[];
    expect(entries.length).toBeGreaterThan(0);
    for (const { id, data } of entries) {
      const { translations: _translations, ...english } = data;
      for (const locale of LANGUAGES) {
        const shown = localise(data, locale) as Entry;
        const covered = (path: string) => fields.some((field) => field === '*' || path === field || path.startsWith(`${field}.`));
        const untranslated = textPairs(english, shown)
          .filter(([path]) => covered(path) && !SAME_EVERYWHERE.test(path))
          .filter(([, , text]) => !SCRIPT[locale].test(text))
          .map(([path]) => path);
        expect(untranslated, `${collection}/${id} (${locale})`).toEqual([]);
      }
    }
  });

  test('the privacy notice keeps its anchors and states its retention period and group in every language', () => {
    const [notice] = loadCollection('privacy', () => privacyNoticeSchema);
    for (const locale of LANGUAGES) {
      const shown = localise(notice?.data ?? ({} as never), locale);
      expect(shown.intro).toContain('{group}');
      expect(shown.sections.map((section) => section.id)).toEqual(notice?.data.sections.map((section) => section.id));
      expect(JSON.stringify(shown.sections.find((section) => section.id === 'how-long')?.body)).toContain('{retentionPeriod}');
    }
  });
});

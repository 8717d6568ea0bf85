import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { z } from 'astro/zod';
import { contentReport, formatContentReport, isTranslatable, missingInValue, uiStringProblems } from '../../../src/build/i18n-check.ts';
import type { ContentCollection } from '../../../src/lib/content-layer/collections.ts';
import { AREAS } from '../../../src/lib/i18n/strings/index.ts';
import { translationsOf } from '../../../src/lib/i18n/translations-schema.ts';

describe('#44 i18n check: UI strings (the build fails on a problem)', () => {
  test('the site\u2019s strings pass', () => {
    expect(uiStringProblems(AREAS)).toEqual([]);
  });

  test('a key missing or empty in a language, a lost placeholder and a key English lacks are each named', () => {
    const areas = {
      shell: {
        en: { menu: 'Menu', count: 'See all {count}', plural: { one: 'one item', other: '{count} items' } },
        te: { menu: ' ', count: 'అన్నీ చూడండి', plural: { one: 'ఒకటి', other: '{count} వస్తువులు' } },
        hi: { count: 'सभी {count}', plural: { other: '{count} चीज़ें' }, extra: 'x' },
      },
    };
    expect(uiStringProblems(areas)).toEqual([
      'shell.menu: the te text is empty',
      "shell.count: the te text lacks English's placeholders {count}",
      'shell.menu: no hi text',
      'shell.plural.one: no hi text',
      'shell.extra: hi has a text English does not',
    ]);
  });
});

describe('#44 i18n check: content (the build warns, naming collection, entry and field)', () => {
  const cardShape = { title: z.string().min(1), text: z.string().optional(), price: z.number() };
  const card = z.object({ ...cardShape, translations: translationsOf(cardShape, ['title', 'text']) });
  const pageShape = { heading: z.string(), cards: z.array(card).default([]) };
  const page = z.object({ ...pageShape, translations: translationsOf(pageShape, ['heading']) }).optional();

  test('the translated fields come from the schema\u2019s translations properties, at any depth', () => {
    const value = {
      heading: 'Our sweets',
      translations: { te: { heading: 'మా మిఠాయిలు' } },
      cards: [
        { title: 'Kaju Katli', text: 'Cashew fudge', price: 1, translations: { te: { title: 'కాజు కత్లి', text: '' }, hi: { title: 'काजू कतली', text: 'काजू की बर्फ़ी' } } },
        { title: 'Laddu', price: 2 },
      ],
    };
    expect(missingInValue(page, value)).toEqual([
      { field: 'heading', language: 'hi' },
      { field: 'cards.0.text', language: 'te' },
      { field: 'cards.1.title', language: 'te' },
      { field: 'cards.1.title', language: 'hi' },
    ]);
    expect(isTranslatable(page)).toBe(true);
    expect(isTranslatable(z.object(cardShape))).toBe(false);
  });

  const root = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('the report reads each collection of the registry from the content folder and skips those without translations', () => {
    mkdirSync(join(root, 'cards'));
    writeFileSync(join(root, 'cards', 'kaju.json'), JSON.stringify({ title: 'Kaju Katli', price: 1, translations: { te: { title: 'కాజు కత్లి' } } }));
    writeFileSync(join(root, 'cards', 'laddu.json'), JSON.stringify({ title: 'Laddu', price: 2, translations: { te: { title: 'లడ్డు' }, hi: { title: 'लड्डू' } } }));
    mkdirSync(join(root, 'plain'));
    writeFileSync(join(root, 'plain', 'one.json'), JSON.stringify({ title: 'x', price: 1 }));
    const collections: ContentCollection[] = [
      { name: 'cards', label: 'Cards', storage: 'folder', schema: () => card, titleField: 'title', canAdd: true },
      { name: 'plain', label: 'Plain', storage: 'folder', schema: () => z.object(cardShape), titleField: 'title', canAdd: true },
    ];
    const reports = contentReport(root, collections);
    expect(reports).toEqual([{ collection: 'cards', missing: [{ entry: 'kaju', field: 'title', languages: ['hi'] }] }]);
    expect(formatContentReport(reports)).toEqual(['cards: 1 field shown in English', '  cards/kaju: title (hi)']);
  });
});

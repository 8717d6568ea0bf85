import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { localName, nativeName } from '../../../../src/lib/i18n/local-name.ts';
import { localise, missingTranslations } from '../../../../src/lib/i18n/localise.ts';
import { localePath, pageLocale, splitLocalePath } from '../../../../src/lib/i18n/locales.ts';
import { translationsOf } from '../../../../src/lib/i18n/translations-schema.ts';

const shape = { question: z.string().min(1), answer: z.string().min(1), order: z.number().int() };
const faqSchema = z.object({ ...shape, translations: translationsOf(shape, ['question', 'answer']) });
const faq = { question: 'Do you deliver?', answer: 'Across Hyderabad.', order: 1, translations: { te: { question: 'మీరు డెలివరీ చేస్తారా?' } } };

describe('content in a language (#44)', () => {
  test('a translated field replaces English; a missing or empty one falls back for that field only', () => {
    expect(localise({ ...faq, translations: { te: { question: ' ', answer: '' } } }, 'te')).toMatchObject({ question: 'Do you deliver?', answer: 'Across Hyderabad.' });
    expect(localise(faq, 'te')).toMatchObject({ question: 'మీరు డెలివరీ చేస్తారా?', answer: 'Across Hyderabad.', order: 1 });
    expect(localise(faq, 'hi')).toMatchObject({ question: 'Do you deliver?' });
    expect(localise(faq, 'en')).toBe(faq);
  });

  test('a translated object merges into English\u2019s; a list of objects merges item by item when the counts match (#44)', () => {
    const store = {
      name: 'Sweets store',
      address: { street: '1-8-204, S.P. Road', postalCode: '500003' },
      notices: [{ from: '2027-01-14', text: 'Closed on 14 January' }],
      services: ['Bakery', 'Takeaway'],
      translations: { te: { address: { street: '1-8-204, ఎస్.పి. రోడ్' }, notices: [{ text: 'జనవరి 14న మూసి ఉంటుంది' }], services: ['బేకరీ'] } },
    };
    expect(localise(store, 'te')).toMatchObject({
      name: 'Sweets store',
      address: { street: '1-8-204, ఎస్.పి. రోడ్', postalCode: '500003' },
      notices: [{ from: '2027-01-14', text: 'జనవరి 14న మూసి ఉంటుంది' }],
      services: ['బేకరీ'],
    });
    const stale = { ...store, notices: [...store.notices, { from: '2027-03-01', text: 'Closed for Holi' }] };
    expect(localise(stale, 'te').notices).toEqual(stale.notices);
  });

  test('the build check lists what a language lacks', () => {
    expect(missingTranslations(faq, 'te', ['question', 'answer'])).toEqual(['answer']);
    expect(missingTranslations(faq, 'hi', ['question', 'answer'])).toEqual(['question', 'answer']);
  });

  test('a value with no words to translate ("1 kg", "₹900") is not missing in any language', () => {
    const hamper = { weight: '1 kg', mrp: '₹900', subtitle: 'Four diyas', translations: {} };
    expect(missingTranslations(hamper, 'te', ['weight', 'mrp', 'subtitle'])).toEqual(['subtitle']);
    expect(missingTranslations({ ...hamper, weight: '500 g sweets with 4 diyas' }, 'hi', ['weight'])).toEqual(['weight']);
  });

  test('the schema checks each translated field by English\u2019s rules and refuses unknown fields or languages', () => {
    expect(faqSchema.safeParse(faq).success).toBe(true);
    expect(faqSchema.safeParse({ ...faq, translations: { te: { order: 2 } } }).success).toBe(false);
    expect(faqSchema.safeParse({ ...faq, translations: { ta: { question: 'x' } } }).success).toBe(false);
    expect(faqSchema.safeParse({ ...faq, translations: { hi: { question: '' } } }).success).toBe(false);
  });
});

describe('names and addresses', () => {
  const aliases = ['काजू कतली', 'కాజు కత్లి', 'kaju barfi'];
  test('a sweet shows its name in the page\u2019s script with the English one', () => {
    expect(localName('Kaju Katli', aliases, 'te')).toBe('కాజు కత్లి (Kaju Katli)');
    expect(localName('Kaju Katli', aliases, 'hi')).toBe('काजू कतली (Kaju Katli)');
    expect(localName('Kaju Katli', aliases, 'en')).toBe('Kaju Katli');
    expect(nativeName(['kaju barfi'], 'te')).toBeUndefined();
  });

  test('English keeps its addresses; the others have a prefix', () => {
    expect(localePath('te', '/')).toBe('/te');
    expect(localePath('hi', '/#stores')).toBe('/hi#stores');
    expect(localePath('hi', '/product/kaju-katli')).toBe('/hi/product/kaju-katli');
    expect(localePath('en', '/about')).toBe('/about');
    expect(localePath('te', '/mithai/shop?q=laddu')).toBe('/te/mithai/shop?q=laddu');
    for (const elsewhere of ['https://www.swiggy.com/rasika', '//cdn.example.com/a.png', 'tel:+914027845566', '#stores']) {
      expect(localePath('te', elsewhere), elsewhere).toBe(elsewhere);
    }
    expect(splitLocalePath('/te/about')).toEqual({ locale: 'te', englishPath: '/about' });
    expect(splitLocalePath('/te')).toEqual({ locale: 'te', englishPath: '/' });
    expect(splitLocalePath('/tea-time')).toEqual({ locale: 'en', englishPath: '/tea-time' });
    expect(pageLocale(undefined)).toBe('en');
    expect(pageLocale('hi')).toBe('hi');
  });
});

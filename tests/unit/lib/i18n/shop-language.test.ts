/**
 * The shop in Telugu and Hindi (issue #44): the pure pieces the shop's pages, islands and search use
 * to speak the page's language: category names, the catalogue's counted texts, price lines, "Did you
 * mean" in the local name, the enquiry list's local names, product JSON-LD, and the search finding a
 * sweet by its Telugu or Hindi name while the index stays one list for every language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { categoryLabel, collectionTitle, mithaiChips } from '../../../../src/lib/catalogue/category-order.ts';
import { loadMoreText, priceProblem, resultsFor, showingText } from '../../../../src/lib/catalogue/catalogue-texts.ts';
import { productCrumbs } from '../../../../src/lib/catalogue/product-crumbs.ts';
import { categoryName } from '../../../../src/lib/catalogue/shop-words/categories.ts';
import { EN_CATALOGUE_LIVE } from '../../../../src/lib/catalogue/shop-words/catalogue.ts';
import { EN_LIST_VIEW } from '../../../../src/lib/catalogue/shop-words/list.ts';
import { partOf } from '../../../../src/lib/catalogue/shop-words/part-of.ts';
import { headerSearchWords } from '../../../../src/lib/catalogue/shop-words/search.ts';
import { addToListStatus } from '../../../../src/lib/enquiry/add-to-list-status.ts';
import { totalText } from '../../../../src/lib/enquiry/enquiry-list-lines.ts';
import { withLocalNames } from '../../../../src/lib/enquiry/local-catalogue.ts';
import { checkingText } from '../../../../src/lib/enquiry/list-view.ts';
import * as shop from '../../../../src/lib/i18n/strings/shop.ts';
import { pageIndicator } from '../../../../src/lib/book/book-pages.ts';
import { cardPriceText } from '../../../../src/lib/pricing/card-price.ts';
import { buildSearchIndex, rankItems } from '../../../../src/lib/search/match-products.ts';
import { buildFuzzyIndex, didYouMeanItem } from '../../../../src/lib/search/fuzzy-search.ts';
import { suggestionIn } from '../../../../src/lib/search/local-suggestion.ts';
import { buildSuggestionIndex, suggest } from '../../../../src/lib/search/suggest.ts';
import { productSeo, type ProductSeoContext } from '../../../../src/lib/seo/product-seo.ts';
import type { BuiltinSearchEntry } from '../../../../src/lib/search/builtin-search-entry.ts';

const te = { locale: 'te' as const, words: shop.te.catalogue };
const hi = { locale: 'hi' as const, words: shop.hi.catalogue };
const builtin: BuiltinSearchEntry[] = JSON.parse(readFileSync(join(process.cwd(), 'src/lib/search/builtin-search-index.json'), 'utf8'));

describe('the shop in the page\u2019s language (#44)', () => {
  test('the site\u2019s own categories are translated; a staff category shows as written; English stays', () => {
    expect(categoryName('Diwali Collection', shop.te.categories)).toBe('దీపావళి కలెక్షన్');
    expect(categoryName('gift  hampers', shop.hi.categories)).toBe('गिफ़्ट हैम्पर');
    expect(categoryName('Namkeen', shop.te.categories)).toBe('Namkeen');
    expect(categoryLabel('all', shop.te.categories)).toBe('అన్నీ');
    expect(collectionTitle('all', shop.hi.categories)).toBe('सभी कलेक्शन');
    expect(collectionTitle('all')).toBe('All Collections');
    expect(mithaiChips(['Namkeen'], shop.te.categories).map((chip) => chip.label)).toEqual(['దీపావళి కలెక్షన్', 'అన్ని రుచులు', 'గిఫ్ట్ హాంపర్లు', 'Namkeen']);
  });

  test('the catalogue\u2019s counted texts follow each language\u2019s plural rules', () => {
    expect(resultsFor(1, 'లడ్డు', te)).toBe('"లడ్డు" కోసం 1 ఫలితం');
    expect(resultsFor(4, 'లడ్డు', te)).toBe('"లడ్డు" కోసం 4 ఫలితాలు');
    expect(resultsFor(0, 'xyz', hi)).toBe('"xyz" के लिए 0 नतीजा');
    expect(resultsFor(2, 'ladoo')).toBe('2 results for "ladoo"');
    expect(showingText(15, 64, te)).toBe('64 ఉత్పత్తుల్లో 15 చూపిస్తున్నాం');
    expect(loadMoreText(49, false, hi)).toBe('और दिखाएँ (49 बाकी)');
    expect(priceProblem('abc', '', te)?.message).toBe('కనిష్ఠ ధరను పూర్తి రూపాయల్లో రాయండి, ఉదా. 200.');
    expect(checkingText(1, shop.hi.list, 'hi')).toBe('1 आइटम हमारी दुकान से जाँचा जा रहा है…');
    expect(totalText({ amount: 123456, unpricedLines: 2, units: 5 }, shop.te.list, 'te')).toBe('సుమారు మొత్తం ₹1,23,456 (అన్ని పన్నులతో కలిపి), దీనికి తోడు ధర అడగవలసిన 2 అంశాలు');
    expect(pageIndicator(2, 46, 2, shop.te.book)).toBe('23లో 2వ పేజీ');
  });

  test('prices keep ₹ and Indian digit grouping in every language', () => {
    expect(cardPriceText({ custom: 1190 }, shop.te.card)).toBe('₹1,190 / ప్యాక్');
    expect(cardPriceText({ '250g': 320 }, shop.hi.card)).toBe('₹320 / 250 ग्रा');
    expect(cardPriceText({}, shop.te.card)).toBe('ధర అడిగి తెలుసుకోండి');
    expect(cardPriceText({ custom: 650 })).toBe('₹650 / pack');
    expect(addToListStatus('added', 2, 'కాజు కత్లి (Kaju Katli)', shop.te.card)).toBe('2 × కాజు కత్లి (Kaju Katli) మీ ఎంక్వైరీ జాబితాకు చేరింది.');
  });

  test('the breadcrumb names and links stay in the page\u2019s language', () => {
    expect(productCrumbs('Gift Hampers', 'Andhra Festive Hamper', '/te/product/andhra-festive-hamper', { locale: 'te', words: shop.te })).toEqual([
      { name: 'హోమ్', href: '/te/mithai' },
      { name: 'ఉత్పత్తులు', href: '/te/mithai/shop' },
      { name: 'గిఫ్ట్ హాంపర్లు', href: '/te/mithai/shop?category=Gift%20Hampers' },
      { name: 'Andhra Festive Hamper', href: '/te/product/andhra-festive-hamper' },
    ]);
  });

  test('the header search gets only its own words', () => {
    const words = headerSearchWords(shop.te);
    expect(Object.keys(words)).toEqual(['search', 'card', 'categories']);
    expect(words.card).toEqual({ perPack: '{price} / ప్యాక్', per250g: '{price} / 250గ్రా', priceOnRequest: 'ధర అడిగి తెలుసుకోండి', soldOut: 'ప్రస్తుతం అందుబాటులో లేదు' });
  });

  test('a script gets only the words it writes: the shop\u2019s live texts and the list\u2019s view, not the page\u2019s title and lead', () => {
    const catalogue = partOf(EN_CATALOGUE_LIVE, shop.te.catalogue);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(EN_CATALOGUE_LIVE).sort());
    expect(catalogue.emptyTitle).toBe('ఏమీ దొరకలేదు');
    expect(catalogue).not.toHaveProperty('tagline');
    const list = partOf(EN_LIST_VIEW, shop.hi.list);
    expect(list.empty).toBe('आपकी पूछताछ सूची खाली है।');
    expect(list).not.toHaveProperty('lead');
    expect(list).not.toHaveProperty('title');
  });
});

describe('search in Telugu and Hindi (#44): one index, every language', () => {
  test('"లడ్డు" and "लड्डू" find the laddus of the shop, and suggestions carry the names to show them in Telugu', () => {
    const index = buildSearchIndex(builtin);
    const laddus = builtin.filter((entry) => entry.name.endsWith('Laddu')).map((entry) => entry._id).sort();
    expect(laddus.length).toBeGreaterThanOrEqual(5);
    expect(rankItems(index, 'లడ్డు', 20).map((entry) => entry._id).sort()).toEqual(expect.arrayContaining(laddus));
    expect(rankItems(index, 'लड्डू', 20).map((entry) => entry._id)).toEqual(expect.arrayContaining(['motichoor-laddu', 'besan-laddu']));
    const suggestions = suggest(buildSuggestionIndex(builtin), 'లడ్డు');
    const motichoor = suggestions.find((item) => item.id === 'motichoor-laddu');
    expect(motichoor && suggestionIn(motichoor, 'te')).toEqual({ search: 'మోతీచూర్ లడ్డు', shown: 'మోతీచూర్ లడ్డు (Motichoor Laddu)' });
  });

  test('"Did you mean" offers the local name on a Telugu page and searches for it; English offers the English name', () => {
    const fuzzy = buildFuzzyIndex(buildSearchIndex(builtin));
    const item = didYouMeanItem(fuzzy, 'kaju katlee');
    if (!item) throw new Error('nothing offered for "kaju katlee"');
    expect(item._id).toMatch(/kaju-katli/);
    expect(suggestionIn(item, 'te').shown).toMatch(/^[\u0C00-\u0C7F ]+ \(.*Kaju Katli\)$/);
    expect(suggestionIn(item, 'en')).toEqual({ search: item.name, shown: item.name });
    // The Telugu name it searches for finds the same sweet.
    expect(rankItems(buildSearchIndex(builtin), suggestionIn(item, 'te').search, 1)[0]?._id).toBe(item._id);
  });
});

describe('names on the enquiry list and in structured data (#44)', () => {
  test('built-in products on the list are named by their local name; other entries and English stay', () => {
    const catalogue = {
      'product:kaju-katli': { kind: 'product' as const, id: 'kaju-katli', name: 'Kaju Katli', category: 'sweets' as const },
      'diwali:kaju-katli': { kind: 'diwali' as const, id: 'kaju-katli', name: 'Kaju Katli', category: 'sweets' as const, detail: '500 g box' },
      'service:wedding': { kind: 'service' as const, id: 'wedding', name: 'Wedding catering', category: 'restaurants & catering' as const },
    };
    const products = [{ _id: 'kaju-katli', name: 'Kaju Katli', aliases: ['काजू कतली', 'కాజు కత్లి'], quantity: '500 గ్రా. బాక్సు' }];
    const named = withLocalNames(catalogue, products, 'te');
    expect(named['product:kaju-katli']).toMatchObject({ name: 'కాజు కత్లి (Kaju Katli)' });
    expect(named['product:kaju-katli']).not.toHaveProperty('detail');
    expect(named['diwali:kaju-katli']).toMatchObject({ name: 'కాజు కత్లి (Kaju Katli)', detail: '500 గ్రా. బాక్సు' });
    expect(named['service:wedding']?.name).toBe('Wedding catering');
    expect(withLocalNames(catalogue, products, 'en')).toBe(catalogue);
  });

  test('product JSON-LD in Telugu: local name, translated description, inLanguage, /te/ addresses', () => {
    const ctx: ProductSeoContext = { origin: 'https://example.test', prefix: '/product/', brand: 'Rasika Sweets', storeId: 'sindhi-colony', storeLabel: 'Sindhi Colony, Secunderabad' };
    const product = { _id: 'kaju-katli', name: 'Kaju Katli', aliases: ['కాజు కత్లి'], category: 'Diwali Collection', description: '', images: ['/k.webp'], price: { custom: 650 }, inStock: true };
    const seo = productSeo(product, ctx, { locale: 'te', words: shop.te });
    expect(seo.path).toBe('/te/product/kaju-katli');
    expect(seo.description).toBe('Rasika Sweets, Sindhi Colony, Secunderabad నుంచి కాజు కత్లి (Kaju Katli).');
    expect(seo.jsonLd[0]).toMatchObject({ name: 'కాజు కత్లి (Kaju Katli)', inLanguage: 'te-IN', url: 'https://example.test/te/product/kaju-katli', category: 'దీపావళి కలెక్షన్' });
    const english = productSeo(product, ctx);
    expect(english.jsonLd[0]).toMatchObject({ name: 'Kaju Katli', url: 'https://example.test/product/kaju-katli' });
    expect(english.jsonLd[0]).not.toHaveProperty('inLanguage');
  });
});

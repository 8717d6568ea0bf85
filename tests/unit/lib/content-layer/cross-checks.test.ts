/** The registry's cross-collection checks over the merged defaults with one change each. */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CONTENT_COLLECTIONS } from '../../../../src/lib/content-layer/collections.ts';
import { crossCheckRefusal } from '../../../../src/lib/content-layer/check-entry.ts';
import { crossCheckProblems, problemsInvolving } from '../../../../src/lib/content-layer/cross-checks.ts';
import { mergedView, withItem, type Layer } from '../../../../src/lib/content-layer/layer.ts';
import { FIXED_PAGES, pagePathOf } from '../../../../src/lib/content-layer/site-pages.ts';
import { CONTENT_DEFAULTS } from '../../../../src/server/content/content-defaults.ts';

const names = CONTENT_COLLECTIONS.map((collection) => collection.name);
const view = (layer: Layer) => mergedView(CONTENT_DEFAULTS, layer, names);
const before = view({});
const problemsOf = (layer: Layer) => crossCheckProblems(view(layer)).map((problem) => ({ message: problem.message, at: problem.at }));

describe('#41 cross-collection checks', () => {
  test('site.mainStore must name a store', () => {
    const layer = withItem({}, 'site', 'site', { mainStore: 'banjara-hills' });
    expect(problemsOf(layer)).toEqual([{ message: 'The main store "banjara-hills" is not one of the stores.', at: { collection: 'site', id: 'site', path: 'mainStore' } }]);
  });

  test('removing a staff-added store the site names as main store is refused on the store', () => {
    const added = withItem(withItem({}, 'stores', 'banjara-hills', structuredClone(CONTENT_DEFAULTS['stores']?.['sindhi-colony'] ?? {})), 'site', 'site', { mainStore: 'banjara-hills' });
    expect(problemsOf(added)).toEqual([]);
    const removed = withItem(added, 'stores', 'banjara-hills', { removed: true });
    const refusal = crossCheckRefusal(view(added), view(removed), { collection: 'stores', id: 'banjara-hills' });
    expect(refusal?.message).toBe('Site settings \u201csite\u201d: The main store "banjara-hills" is not one of the stores.');
  });

  test('the home gift gallery names gift hampers and the hotels page names products', () => {
    const home = withItem({}, 'page-copy', 'home', { giftGallery: { products: ['diwali-delight-box', 'kaju-katli', 'no-such-box'] } });
    expect(problemsOf(home).map((problem) => problem.at.path)).toEqual(['giftGallery.products.1', 'giftGallery.products.2']);
    const hotels = withItem({}, 'page-copy', 'hotels-banquet', { featuredProducts: ['kaju-katli', 'diwali-delight-box', 'gone'] });
    expect(problemsOf(hotels)).toEqual([{ message: '"gone" is not a Diwali sweet or gift hamper.', at: { collection: 'page-copy', id: 'hotels-banquet', path: 'featuredProducts.2' } }]);
  });

  test('a gift hamper may not take a Diwali sweet\u2019s id or a corporate gift\u2019s product id', () => {
    const hamper = structuredClone(CONTENT_DEFAULTS['gift-hampers']?.['diwali-delight-box'] ?? {});
    const clash = withItem({}, 'gift-hampers', 'kaju-katli', hamper);
    const refusal = crossCheckRefusal(before, view(clash), { collection: 'gift-hampers', id: 'kaju-katli' }, 'id');
    expect(refusal?.errors).toEqual({ id: 'The id "kaju-katli" is both a Diwali sweet and a gift hamper; products need their own ids.' });
    expect(problemsOf(withItem({}, 'gift-hampers', 'gift-3', hamper)).map((problem) => problem.message)).toEqual(['The id "gift-3" is kept for corporate gifts; choose another.']);
  });

  test('corporate gift numbers are unique', () => {
    const layer = withItem({}, 'corporate-gifts', 'gift-02-executive-dry-fruit-box', { id: 1 });
    const refusal = crossCheckRefusal(before, view(layer), { collection: 'corporate-gifts', id: 'gift-02-executive-dry-fruit-box' });
    expect(refusal?.errors).toEqual({ id: 'Corporate gift number 1 is taken by another gift (/product/gift-1).' });
  });

  test('links inside the site lead to a page, a product or a published post', () => {
    const slide = (href: string) => withItem({}, 'hero-slides', 'sweets-kaju-katli', { cta: { label: 'Shop now', href } });
    expect(problemsOf(slide('/mithai/shop?search=kaju#top'))).toEqual([]);
    expect(problemsOf(slide('/diwali-product/kaju-katli'))).toEqual([]);
    expect(problemsOf(slide('/product/diwali-delight-box'))).toEqual([]);
    expect(problemsOf(slide('/product/gift-19'))).toEqual([]);
    expect(problemsOf(slide('/blog/kaju-katli-by-hand'))).toEqual([]);
    expect(problemsOf(slide('/sweets'))).toEqual([{ message: '"/sweets" does not lead to a page of the site.', at: { collection: 'hero-slides', id: 'sweets-kaju-katli', path: 'cta.href' } }]);
    expect(problemsOf(slide('/product/gift-20')).map((problem) => problem.message)).toEqual(['"/product/gift-20" does not lead to a corporate gift of the site.']);
    expect(problemsOf(slide('/diwali-product/diwali-delight-box')).map((problem) => problem.message)).toEqual(['"/diwali-product/diwali-delight-box" does not lead to a Diwali sweet of the site.']);
  });

  test('unpublishing a post a slide links to is refused on the post', () => {
    const linked = withItem({}, 'hero-slides', 'sweets-kaju-katli', { cta: { label: 'Read the story', href: '/blog/kaju-katli-by-hand' } });
    const drafted = withItem(linked, 'blog', 'kaju-katli-by-hand', { status: 'draft' });
    const refusal = crossCheckRefusal(view(linked), view(drafted), { collection: 'blog', id: 'kaju-katli-by-hand' });
    expect(refusal?.message).toBe('Hero slides \u201csweets-kaju-katli\u201d: "/blog/kaju-katli-by-hand" does not lead to a published blog post of the site.');
  });

  test('one home slide keeps a link to /catering-events and /corporate-gifting', () => {
    const layer = withItem({}, 'hero-slides', 'home-catering', { cta: { label: 'Our hotels', href: '/hotels-banquet' } });
    const refusal = crossCheckRefusal(before, view(layer), { collection: 'hero-slides', id: 'home-catering' });
    expect(refusal?.errors).toEqual({ 'cta.href': 'One home slide must link to /catering-events: that page shows its picture.' });
  });

  test('a period may not end before it starts', () => {
    const layer = withItem({}, 'site', 'site', { announcement: { startsOn: '2026-11-01', endsOn: '2026-10-31' } });
    expect(problemsOf(layer)).toEqual([{ message: 'The end date is before the start date.', at: { collection: 'site', id: 'site', path: 'announcement.endsOn' } }]);
    expect(problemsOf(withItem({}, 'site', 'site', { announcement: { startsOn: '2026-11-01', endsOn: '2026-11-01' } }))).toEqual([]);
  });

  test('each FAQ page keeps one question that is not hidden', () => {
    const ids = Object.entries(CONTENT_DEFAULTS['faqs'] ?? {}).filter(([, faq]) => faq['page'] === 'corporate-gifting').map(([id]) => id);
    const allHidden = ids.reduce<Layer>((layer, id) => withItem(layer, 'faqs', id, { hidden: true }), {});
    const last = ids.at(-1) ?? '';
    expect(problemsInvolving(crossCheckProblems(view(allHidden)), { collection: 'faqs', id: last }).map((problem) => problem.message)).toEqual([
      'The corporate-gifting page needs at least one question that is not hidden.',
    ]);
  });

  test('a problem already in the draft does not block an unrelated save', () => {
    const broken = withItem({}, 'site', 'site', { mainStore: 'gone' });
    const next = withItem(broken, 'faqs', Object.keys(CONTENT_DEFAULTS['faqs'] ?? {})[0] ?? '', { answer: 'Yes.' });
    expect(crossCheckRefusal(view(broken), view(next), { collection: 'site', id: 'site' })).toBeNull();
  });
});

describe('#41 site pages for the link check', () => {
  test('FIXED_PAGES are exactly the pages of src/pages without a parameter (staff and generated files aside; the Telugu and Hindi twins under [locale]/ mirror them, issue #44)', () => {
    const root = join(process.cwd(), 'src', 'pages');
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.includes('['))
      .map((entry) => `/${relative(root, join(entry.parentPath, entry.name))}`)
      .filter((path) => !/\/shell\.astro$|^\/404\.astro$|\.(png|ico|webmanifest)\.ts$|^\/robots\.txt\.ts$|^\/data\/|^\/\[locale\]\//.test(path))
      .map((path) => path.replace(/\.(astro|ts)$/, '').replace(/\/index$/, '') || '/');
    expect([...files].sort()).toEqual([...FIXED_PAGES].sort());
  });

  test.each([['/mithai/shop?search=laddu#top', '/mithai/shop'], ['/', '/'], ['/contact/', '/contact'], ['/#faq', '/']])('pagePathOf(%s) is %s', (href, path) => {
    expect(pagePathOf(href)).toBe(path);
  });
});

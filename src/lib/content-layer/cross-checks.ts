/**
 * The registry's cross-collection checks (docs/content-editing.md §3) over a merged draft: every
 * collection's entries as the build would read them. Each finds what the build or the pages rely on
 * across items: ids that must be unique between collections, references from one collection to
 * another, links that must lead to a page the site has, and date ranges that must run forwards.
 *
 * A problem is placed on the item and field that states it (`at`) and names the other items it
 * depends on (`involves`), so a save or removal of any of them is refused with the reason, while a
 * problem elsewhere never blocks an unrelated save.
 */
import { FAQ_PAGES } from '../content/faq-schema.ts';
import { isJsonObject, type JsonObject } from './merge-patch.ts';
import { FIXED_PAGES, pagePathOf } from './site-pages.ts';

/** Collection -> id -> entry (as stored: the input side of the schema), items removed left out. */
export type DraftView = ReadonlyMap<string, ReadonlyMap<string, JsonObject>>;

export interface ItemRef {
  collection: string;
  id: string;
}

export interface CheckProblem {
  message: string;
  /** The item and (dotted) field that state the problem. */
  at: ItemRef & { path?: string };
  /** Other items whose change caused it or would mend it. */
  involves: ItemRef[];
}

const entriesOf = (view: DraftView, collection: string) => view.get(collection) ?? new Map<string, JsonObject>();
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The pages the registry's link check treats as the home slides' borrowers (loaders/hero-slides.ts homeSlideArtwork). */
export const HOME_SLIDE_LINKS_REQUIRED = ['/catering-events', '/corporate-gifting'] as const;

/** site.mainStore names a store (the header, footer and product pages call its phone). */
function mainStore(view: DraftView): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const [id, site] of entriesOf(view, 'site')) {
    const store = text(site['mainStore']);
    if (store !== undefined && !entriesOf(view, 'stores').has(store)) {
      problems.push({ message: `The main store "${store}" is not one of the stores.`, at: { collection: 'site', id, path: 'mainStore' }, involves: [{ collection: 'stores', id: store }] });
    }
  }
  return problems;
}

/** Page texts that name catalogue items: the home gift gallery (hampers) and the hotels page's featured products. */
function pageCopyProducts(view: DraftView): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const hampers = entriesOf(view, 'gift-hampers');
  const sweets = entriesOf(view, 'diwali-sweets');
  const lists = [
    { page: 'home', field: ['giftGallery', 'products'], collections: ['gift-hampers'], what: 'gift hamper' },
    { page: 'hotels-banquet', field: ['featuredProducts'], collections: ['diwali-sweets', 'gift-hampers'], what: 'Diwali sweet or gift hamper' },
  ];
  for (const [id, copy] of entriesOf(view, 'page-copy')) {
    for (const list of lists) {
      if (copy['page'] !== list.page) continue;
      const ids = list.field.reduce<unknown>((node, key) => (isJsonObject(node) ? node[key] : undefined), copy);
      if (!Array.isArray(ids)) continue;
      ids.forEach((productId, index) => {
        if (typeof productId !== 'string' || hampers.has(productId) || (list.collections.includes('diwali-sweets') && sweets.has(productId))) return;
        problems.push({
          message: `"${productId}" is not a ${list.what}.`,
          at: { collection: 'page-copy', id, path: [...list.field, String(index)].join('.') },
          involves: list.collections.map((collection) => ({ collection, id: productId })),
        });
      });
    }
  }
  return problems;
}

/**
 * Catalogue product ids: a Diwali sweet and a gift hamper are both products named by their id
 * (/diwali-product/{id}, /product/{id}), and corporate gift n is product "gift-n".
 */
function productIds(view: DraftView): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const sweets = entriesOf(view, 'diwali-sweets');
  const hampers = entriesOf(view, 'gift-hampers');
  for (const id of hampers.keys()) {
    if (!sweets.has(id)) continue;
    const message = `The id "${id}" is both a Diwali sweet and a gift hamper; products need their own ids.`;
    problems.push({ message, at: { collection: 'gift-hampers', id }, involves: [{ collection: 'diwali-sweets', id }] });
    problems.push({ message, at: { collection: 'diwali-sweets', id }, involves: [{ collection: 'gift-hampers', id }] });
  }
  for (const [collection, entries] of [['diwali-sweets', sweets], ['gift-hampers', hampers]] as const) {
    for (const id of entries.keys()) {
      if (/^gift-\d+$/.test(id)) problems.push({ message: `The id "${id}" is kept for corporate gifts; choose another.`, at: { collection, id }, involves: [] });
    }
  }
  const byNumber = new Map<number, string[]>();
  for (const [id, gift] of entriesOf(view, 'corporate-gifts')) {
    const number = gift['id'];
    if (typeof number === 'number') byNumber.set(number, [...(byNumber.get(number) ?? []), id]);
  }
  for (const [number, ids] of byNumber) {
    if (ids.length < 2) continue;
    for (const id of ids) {
      problems.push({
        message: `Corporate gift number ${number} is taken by another gift (/product/gift-${number}).`,
        at: { collection: 'corporate-gifts', id, path: 'id' },
        involves: ids.filter((other) => other !== id).map((other) => ({ collection: 'corporate-gifts', id: other })),
      });
    }
  }
  return problems;
}

interface FoundLink {
  href: string;
  path: string;
}

/** Every `href` inside the site anywhere in an entry, with its dotted path. */
function siteLinksIn(entry: unknown, path: readonly string[] = []): FoundLink[] {
  if (Array.isArray(entry)) return entry.flatMap((item, index) => siteLinksIn(item, [...path, String(index)]));
  if (!isJsonObject(entry)) return [];
  return Object.entries(entry).flatMap(([key, value]) => {
    if (key === 'href' && typeof value === 'string') return value.startsWith('/') && !value.startsWith('//') ? [{ href: value, path: [...path, key].join('.') }] : [];
    return siteLinksIn(value, [...path, key]);
  });
}

/** The item a page made per item shows, or `fixed` for a fixed page, or null for no page. */
function pageTarget(view: DraftView, page: string): { found: boolean; refs: ItemRef[]; names: string } {
  if (FIXED_PAGES.includes(page)) return { found: true, refs: [], names: 'a page' };
  const rest = (prefix: string) => (page.startsWith(prefix) ? page.slice(prefix.length) : undefined);
  const sweet = rest('/diwali-product/');
  if (sweet !== undefined) return { found: entriesOf(view, 'diwali-sweets').has(sweet), refs: [{ collection: 'diwali-sweets', id: sweet }], names: 'a Diwali sweet' };
  const product = rest('/product/');
  if (product !== undefined) {
    const gift = /^gift-(\d+)$/.exec(product);
    if (gift) {
      const number = Number(gift[1]);
      const ids = [...entriesOf(view, 'corporate-gifts')].filter(([, entry]) => entry['id'] === number).map(([id]) => ({ collection: 'corporate-gifts', id }));
      return { found: ids.length > 0, refs: ids, names: 'a corporate gift' };
    }
    return { found: entriesOf(view, 'gift-hampers').has(product), refs: [{ collection: 'gift-hampers', id: product }], names: 'a gift hamper or corporate gift' };
  }
  const slug = rest('/blog/');
  if (slug !== undefined) {
    const post = entriesOf(view, 'blog').get(slug);
    return { found: post?.['status'] === 'published', refs: [{ collection: 'blog', id: slug }], names: 'a published blog post' };
  }
  return { found: false, refs: [], names: 'a page' };
}

/** Links inside the site (slides, brands, cards, the announcement…) lead to a page that exists. */
function siteLinks(view: DraftView): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const [collection, entries] of view) {
    for (const [id, entry] of entries) {
      for (const link of siteLinksIn(entry)) {
        const target = pageTarget(view, pagePathOf(link.href));
        if (target.found) continue;
        problems.push({ message: `"${link.href}" does not lead to ${target.names} of the site.`, at: { collection, id, path: link.path }, involves: target.refs });
      }
    }
  }
  return problems;
}

/** The catering and corporate gifting pages take their hero picture from the home slide that links to them. */
function homeSlideLinks(view: DraftView): CheckProblem[] {
  const home = [...entriesOf(view, 'hero-slides')].filter(([, slide]) => slide['page'] === 'home');
  const first = home[0];
  if (!first) return [];
  const problems: CheckProblem[] = [];
  for (const page of HOME_SLIDE_LINKS_REQUIRED) {
    if (home.some(([, slide]) => siteLinksIn(slide).some((link) => pagePathOf(link.href) === page))) continue;
    const message = `One home slide must link to ${page}: that page shows its picture.`;
    for (const [id] of home) problems.push({ message, at: { collection: 'hero-slides', id, path: 'cta.href' }, involves: [] });
  }
  return problems;
}

/** Pairs of fields that bound a period: the end may not come before the start. */
const PERIOD_FIELDS = [
  ['startsOn', 'endsOn'],
  ['startDate', 'endDate'],
  ['startsAt', 'endsAt'],
  ['from', 'to'],
] as const;

/** Every period anywhere in an entry runs forwards (dates and timestamps compare as text in ISO form). */
function periods(view: DraftView): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const visit = (collection: string, id: string, node: unknown, path: readonly string[]): void => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(collection, id, item, [...path, String(index)]));
    if (!isJsonObject(node)) return;
    for (const [start, end] of PERIOD_FIELDS) {
      const from = text(node[start]);
      const to = text(node[end]);
      if (from !== undefined && to !== undefined && /^\d{4}-\d{2}-\d{2}/.test(from) && /^\d{4}-\d{2}-\d{2}/.test(to) && to < from) {
        problems.push({ message: 'The end date is before the start date.', at: { collection, id, path: [...path, end].join('.') }, involves: [] });
      }
    }
    for (const [key, value] of Object.entries(node)) visit(collection, id, value, [...path, key]);
  };
  for (const [collection, entries] of view) for (const [id, entry] of entries) visit(collection, id, entry, []);
  return problems;
}

/** Each FAQ page keeps at least one question (the page's FAQ section and its structured data). */
function faqPages(view: DraftView): CheckProblem[] {
  const faqs = [...entriesOf(view, 'faqs')];
  const problems: CheckProblem[] = [];
  for (const page of FAQ_PAGES) {
    const onPage = faqs.filter(([, faq]) => faq['page'] === page);
    if (onPage.some(([, faq]) => faq['hidden'] !== true)) continue;
    for (const [id] of onPage) problems.push({ message: `The ${page} page needs at least one question that is not hidden.`, at: { collection: 'faqs', id, path: 'hidden' }, involves: [] });
  }
  return problems;
}

const CHECKS = [mainStore, pageCopyProducts, productIds, siteLinks, homeSlideLinks, periods, faqPages];

/** Every problem of the merged draft. */
export function crossCheckProblems(view: DraftView): CheckProblem[] {
  return CHECKS.flatMap((check) => check(view));
}

/** The problems a change of `item` causes or must not leave: stated on it, or depending on it. */
export function problemsInvolving(problems: readonly CheckProblem[], item: ItemRef): CheckProblem[] {
  const same = (ref: ItemRef) => ref.collection === item.collection && ref.id === item.id;
  return problems.filter((problem) => same(problem.at) || problem.involves.some(same));
}

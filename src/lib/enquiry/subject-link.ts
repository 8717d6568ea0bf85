/**
 * The /contact link of every call to action, carrying what the visitor was looking at
 * (`/contact?product=kaju-katli&size=1kg&quality=premium`), and the reverse: the reference a
 * /contact address carries. The address is only a pointer; the summary is built from the site's
 * data, so a tampered id finds nothing and shows nothing.
 */
import { QUALITY_CHOICES, SIZE_CHOICES } from '../pricing/choices.ts';
import { DIWALI_COLLECTION, sameCategory } from '../catalogue/category-order.ts';
import type { Price, QualityLevel, Size } from '../catalogue/product-schema.ts';
import { defaultSelection, isCustomPriced, qualityLevels, type Selection } from '../pricing/price-for-selection.ts';
import { SUBJECT_ID_PATTERN, SUBJECT_KINDS, type ListItemRef, type SubjectRef } from './enquiry-subject.ts';

export const CONTACT_PATH = '/contact';
/** The plain call to action to the enquiry form, as the home and corporate gifting pages close. */
export const SEND_AN_ENQUIRY = { label: 'Send an Enquiry', href: CONTACT_PATH } as const;
/** `/contact?list=1`: send the enquiry list. */
export const LIST_PARAM = 'list';

/** "/contact?product=kaju-katli&size=1kg&quality=premium" */
export function contactHref(ref?: SubjectRef): string {
  if (!ref) return CONTACT_PATH;
  const params = new URLSearchParams({ [ref.kind]: ref.id });
  if (ref.size) params.set('size', ref.size);
  if (ref.quality) params.set('quality', ref.quality);
  return `${CONTACT_PATH}?${params.toString()}`;
}

/** The announcement bar's link: a campaign pointing at /contact carries the campaign. */
export function campaignHref(href: string, campaignId: string): string {
  return href === CONTACT_PATH ? contactHref({ kind: 'campaign', id: campaignId }) : href;
}

export function listContactHref(): string {
  return `${CONTACT_PATH}?${LIST_PARAM}=1`;
}

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | undefined {
  return choices.find((choice) => choice === value);
}

/** The first subject an address names, or null; ids that cannot be site ids and unknown options give null. */
export function subjectFromSearch(search: string | URLSearchParams): SubjectRef | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  for (const kind of SUBJECT_KINDS) {
    const id = params.get(kind);
    if (id === null || !SUBJECT_ID_PATTERN.test(id)) continue;
    const size: Size | undefined = oneOf(SIZE_CHOICES, params.get('size'));
    const quality: QualityLevel | undefined = oneOf(QUALITY_CHOICES, params.get('quality'));
    // A size or quality that is not one of ours means the address was altered: no subject.
    if ((params.has('size') && !size) || (params.has('quality') && !quality)) return null;
    return { kind, id, ...(size ? { size } : {}), ...(quality ? { quality } : {}) };
  }
  return null;
}

export function wantsList(search: string): boolean {
  return new URLSearchParams(search).get(LIST_PARAM) === '1';
}

/** A product page's reference: per-pack products alone, others with the chosen size (and quality, when offered). */
export function productRef(product: { _id: string; price: Price }, selection: Selection): Omit<ListItemRef, 'quantity'> {
  if (isCustomPriced(product.price)) return { kind: 'product', id: product._id };
  const quality = qualityLevels(product.price).length > 0 ? { quality: selection.level } : {};
  return { kind: 'product', id: product._id, size: selection.size, ...quality };
}

/** The list reference of a product card: Diwali Collection items as packs, others at their default size and quality. */
export function cardListRef(product: { _id: string; category: string; price: Price }): Omit<ListItemRef, 'quantity'> {
  if (sameCategory(product.category, DIWALI_COLLECTION)) return { kind: 'diwali', id: product._id };
  return productRef(product, defaultSelection(product.price));
}

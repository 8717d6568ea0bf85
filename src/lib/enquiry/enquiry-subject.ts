/**
 * What an enquiry is about: a reference to one thing on the site (a product with its size and
 * quality, a Diwali pack, a catering service or package, an event type, a dish, a table, a hall or
 * stay, a campaign) and the lines of an enquiry list. Only references travel (in links and in the
 * request); names and prices are always looked up in the site's own data (enquiry-catalogue.ts).
 * Plain TypeScript, no schema library, so the header and list islands stay small.
 */
import type { QualityLevel, Size } from '../catalogue/product-schema.ts';

/** Kinds of thing an enquiry can be about, each with its own query parameter on /contact. */
export const SUBJECT_KINDS = ['product', 'diwali', 'service', 'package', 'event', 'dish', 'table', 'venue', 'campaign'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/** How each kind of subject reads in the Overview's tables and CSV. */
export const SUBJECT_KIND_LABELS: Readonly<Record<SubjectKind, string>> = {
  product: 'Product',
  diwali: 'Diwali pack',
  service: 'Catering service',
  package: 'Event package',
  event: 'Event',
  dish: 'Dish',
  table: 'Table',
  venue: 'Hall or stay',
  campaign: 'Campaign',
};

/** Kinds that can go on the enquiry list (things with a price per pack or size). */
export const LIST_KINDS = ['product', 'diwali'] as const satisfies readonly SubjectKind[];
export type ListKind = (typeof LIST_KINDS)[number];

export interface SubjectRef {
  kind: SubjectKind;
  id: string;
  size?: Size | undefined;
  quality?: QualityLevel | undefined;
}

export interface ListItemRef extends SubjectRef {
  kind: ListKind;
  quantity: number;
}

export const ENQUIRY_LIST_LIMITS = { items: 30, minQuantity: 1, maxQuantity: 10_000, idLength: 100 } as const;

/** Ids on the site are slugs: lower-case letters, digits and hyphens. */
export const SUBJECT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

export function isSubjectKind(value: unknown): value is SubjectKind {
  return typeof value === 'string' && (SUBJECT_KINDS as readonly string[]).includes(value);
}

export function isListKind(value: unknown): value is ListKind {
  return typeof value === 'string' && (LIST_KINDS as readonly string[]).includes(value);
}

export function isValidQuantity(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= ENQUIRY_LIST_LIMITS.minQuantity &&
    value <= ENQUIRY_LIST_LIMITS.maxQuantity
  );
}

/** The key a list line is merged by: the same product, size and quality make one line. */
export function lineKey(ref: SubjectRef): string {
  return [ref.kind, ref.id, ref.size ?? '', ref.quality ?? ''].join(':');
}

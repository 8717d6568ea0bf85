/**
 * Summaries of enquiry references in the browser (the list page, the contact form): each reference
 * is looked up in the catalogue the page was built with and, for product ids that catalogue lacks
 * (staff-created products), in what /api/products/{id} answered. Each result is 'pending' until
 * known, the summary when found, 'unknown' when the site has no such thing, or 'unreachable' when
 * the site could not be asked (an item is kept, never dropped, for that). Pure: the caller fetches.
 */
import type { Price } from '../catalogue/product-schema.ts';
import { describeSubject, type SubjectSummary, type SubjectWords } from './describe-subject.ts';
import { STAFF_PRODUCT_KINDS, catalogueKey, findEntry, staffProductEntry, type CatalogueEntry, type EnquiryCatalogue } from './enquiry-catalogue.ts';
import { lineKey, type SubjectKind, type SubjectRef } from './enquiry-subject.ts';

export type Looked = SubjectSummary | 'pending' | 'unknown' | 'unreachable';

/** What the site answered for one product id, as an entry of the kind it was asked for. */
export type RemoteEntry = CatalogueEntry | 'missing' | 'unreachable';

/** Remote entries by catalogue key ("product:kaju-barfi-special"). */
export type RemoteEntries = Readonly<Record<string, RemoteEntry>>;

/** What a product look-up answers: the product, 'missing' (404) or 'unreachable'. */
export type ProductAnswer = { _id: string; name: string; price: Price; isActive?: boolean } | 'missing' | 'unreachable';

const mayBeStaffProduct = (ref: SubjectRef) => STAFF_PRODUCT_KINDS.includes(ref.kind);

/** The references only the API can answer (product kinds the catalogue lacks), one per catalogue key, in list order. */
export function refsToFetch(refs: readonly SubjectRef[], catalogue: EnquiryCatalogue): SubjectRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = catalogueKey(ref.kind, ref.id);
    if (!mayBeStaffProduct(ref) || findEntry(catalogue, ref) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A product look-up's answer as the entry of a reference of `kind`: a hidden product is 'missing'. */
export function remoteEntry(answer: ProductAnswer, kind: SubjectKind): RemoteEntry {
  return typeof answer === 'string' ? answer : (staffProductEntry(answer, kind) ?? 'missing');
}

/** Every reference's result, by line key (lib/enquiry/enquiry-subject.ts lineKey); its summary in `words` when given (issue #44). */
export function lookUpSubjects(refs: readonly SubjectRef[], catalogue: EnquiryCatalogue, remote: RemoteEntries, words?: SubjectWords): Record<string, Looked> {
  const looked: Record<string, Looked> = {};
  for (const ref of refs) {
    const entry: RemoteEntry | undefined = findEntry(catalogue, ref) ?? (mayBeStaffProduct(ref) ? remote[catalogueKey(ref.kind, ref.id)] : 'missing');
    if (entry === undefined) looked[lineKey(ref)] = 'pending';
    else if (entry === 'missing') looked[lineKey(ref)] = 'unknown';
    else if (entry === 'unreachable') looked[lineKey(ref)] = 'unreachable';
    else looked[lineKey(ref)] = describeSubject(ref, entry, words) ?? 'unknown';
  }
  return looked;
}

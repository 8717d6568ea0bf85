/**
 * Summaries of enquiry references in the browser: from the catalogue the page was built with, and
 * for other product ids from /api/products/{id} (staff-created products). Each result is
 * 'pending' until known, the summary when found, 'unknown' when the site has no such thing, or
 * 'unreachable' when the site could not be asked (the item is kept, never dropped for that).
 */
import { useEffect, useState } from 'react';
import { describeSubject, type SubjectSummary } from '../../lib/enquiry/describe-subject.ts';
import { STAFF_PRODUCT_KINDS, catalogueKey, findEntry, staffProductEntry, type CatalogueEntry, type EnquiryCatalogue } from '../../lib/enquiry/enquiry-catalogue.ts';
import { lineKey, type SubjectRef } from '../../lib/enquiry/enquiry-subject.ts';
import { lookUpStaffProduct } from '../../client/enquiry-lookup.ts';

export type Looked = SubjectSummary | 'pending' | 'unknown' | 'unreachable';
type Remote = CatalogueEntry | 'missing' | 'unreachable';

const mayBeStaffProduct = (ref: SubjectRef) => STAFF_PRODUCT_KINDS.includes(ref.kind);

/** "product:demo-kaju-katli|diwali:x": the references only the API can answer. */
function keysToFetch(refs: readonly SubjectRef[], catalogue: EnquiryCatalogue): string {
  const keys = refs.filter((ref) => mayBeStaffProduct(ref) && !findEntry(catalogue, ref)).map((ref) => catalogueKey(ref.kind, ref.id));
  return [...new Set(keys)].sort().join('|');
}

export function useSubjectLookup(refs: readonly SubjectRef[], catalogue: EnquiryCatalogue): Record<string, Looked> {
  const [remote, setRemote] = useState<Record<string, Remote>>({});
  const fetchKey = keysToFetch(refs, catalogue);

  useEffect(() => {
    let live = true;
    for (const key of fetchKey === '' ? [] : fetchKey.split('|')) {
      const ref = refs.find((candidate) => catalogueKey(candidate.kind, candidate.id) === key);
      if (!ref) continue;
      void lookUpStaffProduct(ref.id).then((result) => {
        if (!live) return;
        const value: Remote = typeof result === 'string' ? result : (staffProductEntry(result, ref.kind) ?? 'missing');
        setRemote((current) => ({ ...current, [key]: value }));
      });
    }
    // fetchKey names every reference fetched, so refs need not be a dependency.
    return () => {
      live = false;
    };
  }, [fetchKey]);

  const looked: Record<string, Looked> = {};
  for (const ref of refs) {
    const entry: Remote | undefined = findEntry(catalogue, ref) ?? (mayBeStaffProduct(ref) ? remote[catalogueKey(ref.kind, ref.id)] : 'missing');
    if (entry === undefined) looked[lineKey(ref)] = 'pending';
    else if (entry === 'missing') looked[lineKey(ref)] = 'unknown';
    else if (entry === 'unreachable') looked[lineKey(ref)] = 'unreachable';
    else looked[lineKey(ref)] = describeSubject(ref, entry) ?? 'unknown';
  }
  return looked;
}

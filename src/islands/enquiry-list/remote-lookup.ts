/**
 * The browser's look-ups of staff-created products for enquiry summaries (the list page, the
 * contact form), without a framework: each product id the page's catalogue lacks is asked once,
 * through src/client/enquiry-lookup.ts, and the answers collect in a store the page reads with
 * lib/enquiry/subject-lookup.ts. The client code (and the answer schema it parses with) loads only
 * when there is something to ask, so a list of built-in items costs no request and no schema code.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { EnquiryCatalogue } from '../../lib/enquiry/enquiry-catalogue.ts';
import { catalogueKey } from '../../lib/enquiry/enquiry-catalogue.ts';
import type { SubjectRef } from '../../lib/enquiry/enquiry-subject.ts';
import { refsToFetch, remoteEntry, type ProductAnswer, type RemoteEntries } from '../../lib/enquiry/subject-lookup.ts';

export type ProductLookupFn = (id: string) => Promise<ProductAnswer>;

const askTheSite: ProductLookupFn = async (id) => (await import('../../client/enquiry-lookup.ts')).lookUpStaffProduct(id);

export interface RemoteLookup {
  /** The answers so far, by catalogue key. */
  $entries: ReadableAtom<RemoteEntries>;
  /** Asks the site about every reference only it can answer and that was not asked before. */
  request: (refs: readonly SubjectRef[], catalogue: EnquiryCatalogue) => void;
}

export function createRemoteLookup(lookUp: ProductLookupFn = askTheSite): RemoteLookup {
  const $entries = atom<RemoteEntries>({});
  const asked = new Set<string>();
  return {
    $entries,
    request(refs, catalogue) {
      for (const ref of refsToFetch(refs, catalogue)) {
        const key = catalogueKey(ref.kind, ref.id);
        if (asked.has(key)) continue;
        asked.add(key);
        void lookUp(ref.id)
          .catch((): ProductAnswer => 'unreachable')
          .then((answer) => $entries.set({ ...$entries.get(), [key]: remoteEntry(answer, ref.kind) }));
      }
    },
  };
}

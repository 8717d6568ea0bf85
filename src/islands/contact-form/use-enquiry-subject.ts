/**
 * What the contact form is about: the subject its address names (`?product=…&size=…`), looked up
 * in the site's data, and the enquiry list when the visitor came to send it (`?list=1`). Read
 * after hydration, since the address is only known in the browser. Removing either detaches it
 * from this enquiry (the list itself stays on the visitor's list page).
 */
import { useEffect, useState } from 'react';
import type { EnquiryCatalogue } from '../../lib/enquiry/enquiry-catalogue.ts';
import { lineKey, type SubjectRef } from '../../lib/enquiry/enquiry-subject.ts';
import { CONTACT_PATH, subjectFromSearch, wantsList } from '../../lib/enquiry/subject-link.ts';
import { useListLines } from '../enquiry-list/use-list-lines.ts';
import { useSubjectLookup } from '../enquiry-list/use-subject-lookup.ts';

/** Takes the subject out of the address, so a reload or a shared link does not bring it back. */
function forgetAddressSubject(): void {
  const params = new URLSearchParams(window.location.search);
  const category = params.get('category');
  const next = category === null ? CONTACT_PATH : `${CONTACT_PATH}?${new URLSearchParams({ category }).toString()}`;
  window.history.replaceState(window.history.state, '', next);
}

export function useEnquirySubject(catalogue: EnquiryCatalogue) {
  const [ref, setRef] = useState<SubjectRef | null>(null);
  const [withList, setWithList] = useState(false);
  useEffect(() => {
    setRef(subjectFromSearch(window.location.search));
    setWithList(wantsList(window.location.search));
  }, []);

  const looked = useSubjectLookup(ref ? [ref] : [], catalogue);
  const found = ref ? looked[lineKey(ref)] : undefined;
  const list = useListLines(catalogue);

  function removeSubject(): void {
    setRef(null);
    forgetAddressSubject();
  }

  function detachList(): void {
    setWithList(false);
    forgetAddressSubject();
  }

  return {
    ref: found !== undefined && typeof found !== 'string' ? ref : null,
    summary: found !== undefined && typeof found !== 'string' ? found : undefined,
    checking: found === 'pending',
    list: withList && list.items.length > 0 ? list : undefined,
    removeSubject,
    detachList,
  };
}

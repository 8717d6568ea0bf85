/**
 * Summaries of enquiry references in a React island (the contact form's subject and list): the
 * framework-free look-up (remote-lookup.ts, lib/enquiry/subject-lookup.ts) read as a hook.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { catalogueKey, type EnquiryCatalogue } from '../../lib/enquiry/enquiry-catalogue.ts';
import type { SubjectRef } from '../../lib/enquiry/enquiry-subject.ts';
import { lookUpSubjects, refsToFetch, type Looked } from '../../lib/enquiry/subject-lookup.ts';
import { createRemoteLookup } from './remote-lookup.ts';

export function useSubjectLookup(refs: readonly SubjectRef[], catalogue: EnquiryCatalogue): Record<string, Looked> {
  const [lookup] = useState(createRemoteLookup);
  const remote = useStore(lookup.$entries);
  const fetchKey = refsToFetch(refs, catalogue)
    .map((ref) => catalogueKey(ref.kind, ref.id))
    .join('|');

  useEffect(() => {
    lookup.request(refs, catalogue);
    // fetchKey names every reference to ask about, so refs need not be a dependency.
  }, [fetchKey]);

  return lookUpSubjects(refs, catalogue, remote);
}

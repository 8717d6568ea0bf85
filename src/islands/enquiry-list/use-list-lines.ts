/**
 * The enquiry list in a React island (the contact form): the stored references looked up in the
 * site's data (lib/enquiry/list-view.ts). Items the site no longer has are dropped from the store
 * (with a notice) once known.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { EnquiryCatalogue } from '../../lib/enquiry/enquiry-catalogue.ts';
import { listView, type ListView } from '../../lib/enquiry/list-view.ts';
import { $enquiryList, dropStaleItems } from '../../stores/enquiry-list.ts';
import { useSubjectLookup } from './use-subject-lookup.ts';

export function useListLines(catalogue: EnquiryCatalogue): ListView {
  const items = useStore($enquiryList);
  const view = listView(items, useSubjectLookup(items, catalogue));
  const staleKey = view.stale.join('|');

  useEffect(() => {
    if (staleKey !== '') dropStaleItems(staleKey.split('|'));
  }, [staleKey]);

  return view;
}

/**
 * The enquiry list as lines with summaries and prices: the stored references looked up in the
 * site's data. Items the site no longer has are dropped from the store (with a notice) once known.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { EnquiryCatalogue } from '../../lib/enquiry/enquiry-catalogue.ts';
import { toListLine, type ListLine } from '../../lib/enquiry/enquiry-list-lines.ts';
import { lineKey, type ListItemRef } from '../../lib/enquiry/enquiry-subject.ts';
import { $enquiryList, dropStaleItems } from '../../stores/enquiry-list.ts';
import { useSubjectLookup } from './use-subject-lookup.ts';

export interface ListView {
  items: ListItemRef[];
  /** Lines whose summary is known, in list order. */
  lines: (ListLine & { key: string })[];
  /** Still being looked up, or the site could not be asked. */
  waiting: number;
}

export function useListLines(catalogue: EnquiryCatalogue): ListView {
  const items = useStore($enquiryList);
  const looked = useSubjectLookup(items, catalogue);
  const stale = items.map(lineKey).filter((key) => looked[key] === 'unknown');
  const staleKey = stale.join('|');

  useEffect(() => {
    if (staleKey !== '') dropStaleItems(staleKey.split('|'));
  }, [staleKey]);

  const lines: (ListLine & { key: string })[] = [];
  let waiting = 0;
  for (const item of items) {
    const summary = looked[lineKey(item)];
    if (summary === undefined || typeof summary === 'string') {
      if (summary !== 'unknown') waiting += 1;
      continue;
    }
    lines.push({ ...toListLine(summary, item.quantity), key: lineKey(item) });
  }
  return { items, lines, waiting };
}

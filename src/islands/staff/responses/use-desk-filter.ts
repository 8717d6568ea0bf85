/**
 * The Contact Responses filter (issue #45). The status, the dates and the superadmin's category chips
 * apply as soon as they are chosen; the typed search applies with "Find" (or Enter), as search boxes
 * of admin lists do, so a half-typed word never empties the list. Whatever applies, the filter
 * becomes what the form shows, typed search included. It is kept in the address
 * (?q=&status=&category=&from=&to=, replaced in place), so a reload, or Back from an enquiry, shows
 * the same list.
 */
import { useState } from 'react';
import { filterParams, readFilterParams } from '../../../lib/enquiry/desk-filter-query.ts';
import type { EnquiryFilter } from '../../../lib/enquiry/enquiry-desk.ts';
import { CHIP_VALUES, type ChipValue } from './CategoryChips.tsx';

/** The chip of a category filter ('all' for none, or for a category no chip shows). */
function chipOf(category: EnquiryFilter['category']): ChipValue {
  return CHIP_VALUES.find((value) => value === category) ?? 'all';
}

/** The filter the address asks for; a category only for the superadmin, and only one of the chips. */
function filterInAddress(isSuperadmin: boolean): EnquiryFilter {
  const { category, ...rest } = readFilterParams(new URLSearchParams(window.location.search));
  const chip = chipOf(category);
  return isSuperadmin && chip !== 'all' ? { ...rest, category: chip } : rest;
}

function keepInAddress(filter: EnquiryFilter): void {
  const query = filterParams(filter).toString();
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}${hash}`);
}

export function useDeskFilter(isSuperadmin: boolean) {
  const [filter, setFilter] = useState<EnquiryFilter>(() => filterInAddress(isSuperadmin));
  const [search, setSearch] = useState(filter.q ?? '');

  /** Applies `change` (an undefined part clears it) over the current filter and the search as typed. */
  function apply(change: EnquiryFilter): void {
    const next = readFilterParams(filterParams({ ...filter, q: search, ...change }));
    setFilter(next);
    keepInAddress(next);
  }

  return { filter, chip: chipOf(filter.category), search, setSearch, apply };
}

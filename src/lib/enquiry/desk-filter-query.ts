/**
 * The Contact Responses filter as a query string (issue #45): the same `q`, `status`, `category`,
 * `from` and `to` the list and export endpoints read, so the desk's address and its API calls say
 * one thing, and a reload or a shared link shows the same list.
 */
import { enquiryFilterQuerySchema } from '../api/enquiries.ts';
import type { EnquiryFilter } from './enquiry-desk.ts';

/** The filter's parts, in the order they appear in a query string. */
export const FILTER_FIELDS = ['q', 'status', 'category', 'from', 'to'] as const;

/** The query of a filter: each non-empty part, trimmed, in FILTER_FIELDS order. */
export function filterParams(filter: EnquiryFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = filter[field]?.trim();
    if (value) params.set(field, value);
  }
  return params;
}

/**
 * The filter a query string asks for, each part checked with the endpoints' own schema: a part the
 * server would refuse (an unknown status, a malformed day) is left out rather than failing the list,
 * and an end day before the start day is dropped.
 */
export function readFilterParams(params: URLSearchParams): EnquiryFilter {
  const { shape } = enquiryFilterQuerySchema;
  const raw = (field: (typeof FILTER_FIELDS)[number]) => params.get(field)?.trim() || undefined;
  const q = shape.q.safeParse(raw('q')).data;
  const status = shape.status.safeParse(raw('status')).data;
  const category = shape.category.safeParse(raw('category')).data;
  const from = shape.from.safeParse(raw('from')).data;
  const to = shape.to.safeParse(raw('to')).data;
  return {
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    ...(category ? { category } : {}),
    ...(from ? { from } : {}),
    ...(to && !(from && to < from) ? { to } : {}),
  };
}

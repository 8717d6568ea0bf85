/**
 * Where an enquiry started (issue #43): the call to action or page its stored context tells. An event
 * plan came from the event planner, a gift quote from the quote builder, lines of an enquiry list from
 * the list, a campaign from the announcement bar (its link to /contact carries the campaign:
 * subject-link.ts `campaignHref`), any other subject from that thing's own page (a product, pack,
 * package, hall, table, dish…), and nothing at all from the plain contact page. Pure.
 */
import type { EnquiryRecord } from '../enquiry/enquiry-schema.ts';

export const ENQUIRY_ORIGINS = ['product', 'enquiry-list', 'quote-builder', 'event-planner', 'announcement', 'contact'] as const;
export type EnquiryOrigin = (typeof ENQUIRY_ORIGINS)[number];

/** How each origin reads in a table or a CSV. */
export const ENQUIRY_ORIGIN_LABELS: Readonly<Record<EnquiryOrigin, string>> = {
  product: 'Product or service page',
  'enquiry-list': 'Enquiry list',
  'quote-builder': 'Quote builder',
  'event-planner': 'Event planner',
  announcement: 'Announcement',
  contact: 'Contact page',
};

export function originOf(enquiry: Pick<EnquiryRecord, 'plan' | 'gifting' | 'items' | 'subject'>): EnquiryOrigin {
  if (enquiry.plan) return 'event-planner';
  if (enquiry.gifting) return 'quote-builder';
  if (enquiry.items && enquiry.items.length > 0) return 'enquiry-list';
  if (enquiry.subject?.kind === 'campaign') return 'announcement';
  if (enquiry.subject) return 'product';
  return 'contact';
}

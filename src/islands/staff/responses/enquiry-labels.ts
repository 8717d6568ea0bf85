/** How the desk names statuses (issue #11). */
import type { EnquiryStatus } from '../../../lib/enquiry/enquiry-schema.ts';

export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

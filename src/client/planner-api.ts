/**
 * What the planners send (issue #17): POST /api/contact/submit with a quote or a plan, through
 * contact-api.ts's submitEnquiry, the call of every enquiry form.
 */
import type { ListItemRef } from '../lib/enquiry/enquiry-subject.ts';
import type { EnquiryCategory } from '../lib/enquiry/enquiry-schema.ts';
import type { EventPlanFields, Gifting } from '../lib/enquiry/planner-fields.ts';

export interface PlannerEnquiry {
  name: string;
  email: string;
  phone: string;
  category: EnquiryCategory;
  message: string;
  items?: ListItemRef[];
  neededBy?: string;
  eventDate?: string;
  guests?: number;
  gifting?: Gifting;
  plan?: EventPlanFields;
}

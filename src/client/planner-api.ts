/**
 * The planners' one call (issue #17): POST /api/contact/submit with a quote or a plan. Kept apart
 * from contact-api.ts, which checks the answer with zod, so the planner islands never load zod;
 * the answer is checked by hand instead.
 */
import type { ListItemRef } from '../lib/enquiry/enquiry-subject.ts';
import type { EnquiryCategory } from '../lib/enquiry/enquiry-schema.ts';
import type { EventPlanFields, Gifting } from '../lib/enquiry/planner-fields.ts';
import { ApiError, postJson } from './api-client.ts';

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

export interface PlannerReceipt {
  id: string;
  reference: string;
}

export async function sendPlannerEnquiry(enquiry: PlannerEnquiry): Promise<PlannerReceipt> {
  const answer = await postJson('/api/contact/submit', enquiry);
  if (typeof answer === 'object' && answer !== null) {
    const { id, reference } = answer as Record<string, unknown>;
    if (typeof id === 'string' && typeof reference === 'string') return { id, reference };
  }
  throw new ApiError(201, 'The server sent an unexpected answer.');
}

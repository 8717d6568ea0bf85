/**
 * The readable text of a planner enquiry's extra fields (issue #17), added under the visitor's
 * message when it is stored, so every staff screen that shows the message shows the whole quote or
 * plan: branding, delivery, each recipient on a line, and each part of an event plan by team.
 */
import type { Enquiry } from './enquiry-schema.ts';
import { ENQUIRY_CATEGORY_LABELS } from './enquiry-schema.ts';
import { BRANDING_LABELS } from '../planning/branding.ts';
import { DIET_STYLE_LABELS, OCCASION_LABELS } from '../planning/event-plan.ts';

function giftingLines(gifting: NonNullable<Enquiry['gifting']>): string[] {
  const branding = gifting.branding === 'printed-message' ? `${BRANDING_LABELS[gifting.branding]}: "${gifting.printedMessage ?? ''}"` : BRANDING_LABELS[gifting.branding];
  const lines = ['Corporate gift quote', `Branding: ${branding}`];
  if (gifting.delivery === 'city') lines.push(`Delivery: ${gifting.city ?? ''}`);
  const recipients = gifting.recipients ?? [];
  if (gifting.delivery === 'several') {
    lines.push(`Delivery: several addresses (${recipients.length} recipients)`);
    recipients.forEach((r, index) => lines.push(`${index + 1}. ${r.name}, ${r.phone}, ${r.address}, ${r.city} ${r.pincode}`));
  }
  return lines;
}

function planLines(plan: NonNullable<Enquiry['plan']>): string[] {
  const days = plan.days === 1 ? '1 day' : `${plan.days} days`;
  return [
    `Event plan: ${OCCASION_LABELS[plan.occasion]}, ${days}, ${DIET_STYLE_LABELS[plan.diet]}`,
    ...plan.parts.map((part) => `- ${ENQUIRY_CATEGORY_LABELS[part.team]}: ${part.label}`),
  ];
}

/** The enquiry with its planner fields also written out under the message. */
export function withPlannerText(enquiry: Enquiry): Enquiry {
  const blocks = [enquiry.gifting ? giftingLines(enquiry.gifting) : [], enquiry.plan ? planLines(enquiry.plan) : []].filter((lines) => lines.length > 0);
  if (blocks.length === 0) return enquiry;
  return { ...enquiry, message: [enquiry.message, ...blocks.map((lines) => lines.join('\n'))].join('\n\n') };
}

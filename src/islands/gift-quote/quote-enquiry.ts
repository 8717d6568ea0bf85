/**
 * The corporate quote as one enquiry and as a WhatsApp summary (issue #17): what the builder
 * checks before sending, the message text, the list items and the gifting fields.
 */
import type { PlannerEnquiry } from '../../client/planner-api.ts';
import { formatRupees } from '../../lib/pricing/format-rupees.ts';
import { BRANDING_LABELS } from '../../lib/planning/branding.ts';
import { formatDay } from '../../lib/planning/calendar-days.ts';
import { messageCharactersLeft, totalQuantity, type MinimumCheck, type PricedLine } from '../../lib/planning/gift-quote.ts';
import type { LeadTimeCheck } from '../../lib/planning/lead-time.ts';
import type { QuoteState } from '../../lib/planning/quote-url.ts';
import type { Contact } from '../planner-kit/ContactFields.tsx';
import { enquiryBase } from '../planner-kit/use-send.ts';
import type { RecipientsFile } from './use-gift-quote.ts';

export interface QuoteDraft {
  quote: QuoteState;
  lines: readonly PricedLine[];
  total: number;
  minimum: MinimumCheck;
  lead: LeadTimeCheck;
  file: RecipientsFile | undefined;
  contact: Contact;
  notes: string;
  messageMax: number;
}

/** Every reason the quote cannot be sent yet; [] when it can. */
export function quoteProblems(draft: QuoteDraft): string[] {
  const problems: string[] = [];
  if (draft.lines.length === 0) problems.push('Choose at least one gift.');
  else if (!draft.minimum.met) problems.push(`Add ${draft.minimum.missing} more boxes to reach the minimum order of ${draft.minimum.minimum}.`);
  if (draft.quote.branding === 'printed-message') {
    if (draft.quote.printedMessage.trim() === '') problems.push('Write the message to print, or choose another option.');
    if (messageCharactersLeft(draft.quote.printedMessage, draft.messageMax) < 0) problems.push(`Keep the printed message to ${draft.messageMax} characters.`);
  }
  if (draft.lead.status === 'missing') problems.push('Choose the delivery date.');
  if (draft.lead.status === 'past') problems.push('The delivery date has passed. Choose today or a later date.');
  if (draft.quote.delivery === 'city' && draft.quote.city.trim() === '') problems.push('Enter the delivery city, or choose several addresses.');
  if (draft.quote.delivery === 'several') {
    if (!draft.file) problems.push('Upload the recipients file for several addresses.');
    else if (draft.file.errors.length > 0) problems.push('Fix the recipients file: see the lines listed above.');
  }
  return problems;
}

/** The quote as text: one line per gift, the indicative total, branding, date and delivery. */
export function quoteSummary(draft: Pick<QuoteDraft, 'quote' | 'lines' | 'total' | 'file'>): string {
  const { quote } = draft;
  const branding = quote.branding === 'printed-message' ? `${BRANDING_LABELS[quote.branding]}: "${quote.printedMessage.trim()}"` : BRANDING_LABELS[quote.branding];
  const delivery = quote.delivery === 'city' ? quote.city.trim() : `several addresses (${draft.file?.recipients.length ?? 0} recipients)`;
  return [
    `Corporate gift quote: ${totalQuantity(draft.lines)} boxes`,
    ...draft.lines.map((line) => `${line.quantity} × ${line.name} (MRP ${line.mrp}) = ${formatRupees(line.lineTotal)}`),
    `Indicative total at MRP: ${formatRupees(draft.total)}`,
    `Branding: ${branding}`,
    ...(quote.date ? [`Delivery by: ${formatDay(quote.date)}`] : []),
    `Delivery to: ${delivery}`,
  ].join('\n');
}

export function quoteEnquiry(draft: QuoteDraft): PlannerEnquiry {
  const { quote } = draft;
  return {
    ...enquiryBase(draft.contact, quoteSummary(draft), draft.notes),
    category: 'corporate',
    items: draft.lines.map((line) => ({ kind: 'product', id: line.id, quantity: line.quantity })),
    neededBy: quote.date,
    gifting: {
      branding: quote.branding,
      ...(quote.branding === 'printed-message' ? { printedMessage: quote.printedMessage.trim() } : {}),
      delivery: quote.delivery,
      ...(quote.delivery === 'city' ? { city: quote.city.trim() } : { recipients: draft.file?.recipients ?? [] }),
    },
  };
}

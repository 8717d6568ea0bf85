/**
 * The corporate quote as one enquiry and as a WhatsApp summary (issue #17): what the builder
 * checks before sending, the message text, the list items and the gifting fields.
 */
import type { PlannerEnquiry } from '../../client/planner-api.ts';
import type { UiStrings } from '../../lib/i18n/strings/index.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';
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

/** The builder's checks' messages, in the page's language (ui(locale).events.quote; issue #44). */
export type QuoteProblemWords = Pick<
  UiStrings['events']['quote'],
  'noGifts' | 'belowMinimum' | 'messageMissing' | 'messageLong' | 'dateMissing' | 'datePast' | 'cityMissing' | 'fileMissing' | 'fileBad'
>;

/** Every reason the quote cannot be sent yet, in `words`; [] when it can. */
export function quoteProblems(draft: QuoteDraft, words: QuoteProblemWords): string[] {
  const problems: string[] = [];
  if (draft.lines.length === 0) problems.push(words.noGifts);
  else if (!draft.minimum.met) problems.push(fill(words.belowMinimum, { missing: draft.minimum.missing, minimum: draft.minimum.minimum }));
  if (draft.quote.branding === 'printed-message') {
    if (draft.quote.printedMessage.trim() === '') problems.push(words.messageMissing);
    if (messageCharactersLeft(draft.quote.printedMessage, draft.messageMax) < 0) problems.push(fill(words.messageLong, { max: draft.messageMax }));
  }
  if (draft.lead.status === 'missing') problems.push(words.dateMissing);
  if (draft.lead.status === 'past') problems.push(words.datePast);
  if (draft.quote.delivery === 'city' && draft.quote.city.trim() === '') problems.push(words.cityMissing);
  if (draft.quote.delivery === 'several') {
    if (!draft.file) problems.push(words.fileMissing);
    else if (draft.file.errors.length > 0) problems.push(words.fileBad);
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

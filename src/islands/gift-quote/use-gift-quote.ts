/**
 * The gift quote builder's state (issue #17): the choices, kept in the page address (replaceState,
 * so typing never floods the history), the recipients read from a CSV, and every check the rules
 * of src/lib/planning make of them.
 */
import { useEffect, useMemo, useState } from 'react';
import { todayInIndia } from '../../lib/enquiry/booking-fields.ts';
import { checkLeadTime } from '../../lib/planning/lead-time.ts';
import { checkMinimumOrder, indicativeQuoteTotal, pricedLines, type QuoteGift } from '../../lib/planning/gift-quote.ts';
import { EMPTY_QUOTE, quoteFromParams, quoteToParams, type QuoteState } from '../../lib/planning/quote-url.ts';
import { readRecipientsCsv, type Recipient, type RowError } from '../../lib/planning/recipients-csv.ts';

export interface GiftQuoteFacts {
  minimumOrder: number;
  leadTimeWeeks: { min: number; max: number };
  messageMaxCharacters: number;
  maxRecipients: number;
}

export interface RecipientsFile {
  fileName: string;
  recipients: Recipient[];
  errors: RowError[];
}

export function useGiftQuote(gifts: readonly QuoteGift[], facts: GiftQuoteFacts) {
  const [quote, setQuote] = useState<QuoteState>(EMPTY_QUOTE);
  const [file, setFile] = useState<RecipientsFile | undefined>();
  const [today, setToday] = useState('');

  useEffect(() => {
    setQuote(quoteFromParams(new URLSearchParams(window.location.search), gifts.map((gift) => gift.id)));
    setToday(todayInIndia());
  }, [gifts]);

  const update = (next: QuoteState) => {
    setQuote(next);
    const params = quoteToParams(next, new URLSearchParams(window.location.search)).toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${params ? `?${params}` : ''}${window.location.hash}`);
  };

  const setQuantity = (id: string, quantity: number) => {
    const others = quote.lines.filter((line) => line.id !== id);
    const lines = quantity > 0 ? [...quote.lines.map((line) => (line.id === id ? { id, quantity } : line)), ...(quote.lines.some((l) => l.id === id) ? [] : [{ id, quantity }])] : others;
    update({ ...quote, lines });
  };

  const readFile = async (chosen: File | undefined) => {
    if (!chosen) return setFile(undefined);
    const result = readRecipientsCsv(await chosen.text(), facts.maxRecipients);
    setFile({ fileName: chosen.name, recipients: result.ok ? result.recipients : [], errors: result.ok ? [] : result.errors });
  };

  const lines = useMemo(() => pricedLines(quote.lines, gifts), [quote.lines, gifts]);
  const minimum = checkMinimumOrder(lines, facts.minimumOrder);
  const lead = today === '' ? ({ status: 'missing' } as const) : checkLeadTime(quote.date, today, facts.leadTimeWeeks);
  return { quote, update, setQuantity, lines, total: indicativeQuoteTotal(lines), minimum, lead, today, file, readFile };
}

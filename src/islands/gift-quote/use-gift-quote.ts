/**
 * The gift quote builder's state (issue #17): the choices, kept in the page address (replaceState,
 * so typing never floods the history), the recipients read from a CSV, and every check the rules
 * of src/lib/planning make of them.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { todayInIndia } from '../../lib/enquiry/booking-fields.ts';
import { checkLeadTime } from '../../lib/planning/lead-time.ts';
import { checkMinimumOrder, indicativeQuoteTotal, pricedLines, type QuoteGift } from '../../lib/planning/gift-quote.ts';
import { EMPTY_QUOTE, QUOTE_KEYS, boxesFieldName, boxesFromInput, quoteFromParams, quoteToParams, withBoxes } from '../../lib/planning/quote-url.ts';
import { readRecipientsCsv, type Recipient, type RecipientWords, type RowError } from '../../lib/planning/recipients-csv.ts';
import { useAddressState } from '../planner-kit/use-address-state.ts';
import { changedNamedFields } from '../planner-kit/typed-before-hydration.ts';

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

/** `csvWords`: what is wrong with a recipients file, in the page's language (issue #44). */
export function useGiftQuote(gifts: readonly QuoteGift[], facts: GiftQuoteFacts, csvWords: RecipientWords) {
  const formRef = useRef<HTMLFormElement>(null);
  const { state: quote, update, adopt } = useAddressState(EMPTY_QUOTE, quoteToParams);
  const [file, setFile] = useState<RecipientsFile | undefined>();
  const [today, setToday] = useState('');

  // The builder hydrates as it nears the screen or on the first interaction (issue #14): the quote
  // is the address's, with whatever was typed or chosen before the code arrived.
  useEffect(() => {
    const ids = gifts.map((gift) => gift.id);
    const params = new URLSearchParams(window.location.search);
    const typed = formRef.current ? changedNamedFields(formRef.current, [...QUOTE_KEYS, ...ids.map(boxesFieldName)]) : new URLSearchParams();
    for (const key of QUOTE_KEYS) {
      const value = typed.get(key);
      if (value !== null) params.set(key, value);
    }
    const fromAddress = quoteFromParams(params, ids);
    let { lines } = fromAddress;
    for (const id of ids) {
      const boxes = typed.get(boxesFieldName(id));
      if (boxes !== null) lines = withBoxes(lines, id, boxesFromInput(boxes));
    }
    adopt({ ...fromAddress, lines }, typed.size > 0);
    setToday(todayInIndia());
  }, [gifts]);

  const setQuantity = (id: string, quantity: number) => update((latest) => ({ lines: withBoxes(latest.lines, id, quantity) }));

  const readFile = async (chosen: File | undefined) => {
    if (!chosen) return setFile(undefined);
    const result = readRecipientsCsv(await chosen.text(), facts.maxRecipients, csvWords);
    setFile({ fileName: chosen.name, recipients: result.ok ? result.recipients : [], errors: result.ok ? [] : result.errors });
  };

  const lines = useMemo(() => pricedLines(quote.lines, gifts), [quote.lines, gifts]);
  const minimum = checkMinimumOrder(lines, facts.minimumOrder);
  const lead = today === '' ? ({ status: 'missing' } as const) : checkLeadTime(quote.date, today, facts.leadTimeWeeks);
  return { formRef, quote, update, setQuantity, lines, total: indicativeQuoteTotal(lines), minimum, lead, today, file, readFile };
}

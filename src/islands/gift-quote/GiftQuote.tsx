/**
 * The corporate gift quote builder of /corporate-gifting (issue #17): gifts and boxes, the minimum
 * order rule, branding, the delivery date against the lead time, one city or a recipients CSV, the
 * indicative total at MRP, then ONE corporate enquiry or a WhatsApp message with the summary.
 * The choices live in the address, so a quote can be shared.
 */
import { whatsappUrl } from '../../lib/enquiry/list-whatsapp.ts';
import { formatRupees } from '../../lib/pricing/format-rupees.ts';
import { BRANDING_LABELS, BRANDING_OPTIONS } from '../../lib/planning/branding.ts';
import { messageCharactersLeft, totalQuantity, type QuoteGift } from '../../lib/planning/gift-quote.ts';
import { leadTimeMessage, weeksText } from '../../lib/planning/lead-time.ts';
import type { QuoteKey } from '../../lib/planning/quote-url.ts';
import SendPanel from '../planner-kit/SendPanel.tsx';
import { usePlannerForm } from '../planner-kit/use-send.ts';
import styles from '../planner-kit/planner.module.css';
import GiftPicker from './GiftPicker.tsx';
import RecipientsUpload from './RecipientsUpload.tsx';
import { quoteEnquiry, quoteProblems, quoteSummary } from './quote-enquiry.ts';
import { useGiftQuote, type GiftQuoteFacts } from './use-gift-quote.ts';

/** The send step's wording (issue #17). */
const SEND_COPY = { idPrefix: 'quote', legend: '4. Your quote', submitLabel: 'Send quote request', team: 'Our corporate team' } as const;

/** Each quote field is named for its query key, so what was typed before hydration reads as a quote. */
const key = (name: QuoteKey) => name;

interface Props {
  gifts: QuoteGift[];
  facts: GiftQuoteFacts;
  waNumber: string;
}

export default function GiftQuote({ gifts, facts, waNumber }: Props) {
  const builder = useGiftQuote(gifts, facts);
  const { quote, update, lines, total, minimum, lead } = builder;
  const form = usePlannerForm();
  const draft = { quote, lines, total, minimum, lead, file: builder.file, contact: form.contact, notes: form.notes, messageMax: facts.messageMaxCharacters };
  const boxes = totalQuantity(lines);
  const left = messageCharactersLeft(quote.printedMessage, facts.messageMaxCharacters);
  const leadText = leadTimeMessage(lead, 'placing bulk orders');

  const submit = form.submitWith(() => quoteProblems(draft), () => quoteEnquiry(draft));

  return (
    <form ref={builder.formRef} className={`${styles.planner} ${styles.quote}`} onSubmit={submit} noValidate aria-label="Gift quote builder">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>1. Gifts and boxes</legend>
        <GiftPicker gifts={gifts} lines={quote.lines} onQuantity={builder.setQuantity} />
        <p role="status" className={minimum.met ? styles.ok : styles.note}>
          {minimum.met
            ? `${boxes} boxes: the minimum order of ${facts.minimumOrder} is met.`
            : `Minimum order: ${facts.minimumOrder} boxes in total for most collections. ${boxes === 0 ? 'Choose your gifts above.' : `Add ${minimum.missing} more.`}`}
        </p>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>2. Branding</legend>
        <div className={styles.inline}>
          {BRANDING_OPTIONS.map((option) => (
            <label key={option} className={styles.choice}>
              <input type="radio" name={key('brand')} value={option} checked={quote.branding === option} onChange={() => update({ branding: option })} />
              {BRANDING_LABELS[option]}
            </label>
          ))}
        </div>
        {quote.branding === 'printed-message' && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor="quote-message">
              Message to print
            </label>
            <textarea id="quote-message" name={key('msg')} className={styles.control} rows={3} value={quote.printedMessage} onChange={(event) => update({ printedMessage: event.target.value })} aria-describedby="quote-message-count" />
            <p id="quote-message-count" className={left < 0 ? styles.error : styles.note}>
              {left < 0 ? `${-left} characters over the limit of ${facts.messageMaxCharacters}` : `${left} of ${facts.messageMaxCharacters} characters left`}
            </p>
          </div>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>3. Delivery</legend>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="quote-date">
            Delivery date
          </label>
          <input id="quote-date" name={key('date')} className={styles.control} type="date" min={builder.today} value={quote.date} onChange={(event) => update({ date: event.target.value })} />
          <p className={styles.note}>Bulk orders need {weeksText(facts.leadTimeWeeks)} to make fresh and brand.</p>
          {leadText && <p className={lead.status === 'past' ? styles.error : styles.warning} role="alert">{leadText}</p>}
        </div>
        <label className={styles.choice}>
          <input type="radio" name={key('delivery')} value="city" checked={quote.delivery === 'city'} onChange={() => update({ delivery: 'city' })} />
          One address in a city
        </label>
        <label className={styles.choice}>
          <input type="radio" name={key('delivery')} value="several" checked={quote.delivery === 'several'} onChange={() => update({ delivery: 'several' })} />
          Several addresses
        </label>
        {quote.delivery === 'city' ? (
          <div className={styles.field}>
            <label className={styles.label} htmlFor="quote-city">
              Delivery city
            </label>
            <input id="quote-city" name={key('city')} className={styles.control} type="text" autoComplete="address-level2" value={quote.city} onChange={(event) => update({ city: event.target.value })} />
          </div>
        ) : (
          <RecipientsUpload maxRecipients={facts.maxRecipients} file={builder.file} onFile={(file) => void builder.readFile(file)} />
        )}
      </fieldset>

      <SendPanel {...SEND_COPY} form={form} whatsappHref={whatsappUrl(waNumber, `Hi, I would like a quote:\n${quoteSummary(draft)}`)}>
        {lines.length > 0 && (
          <table className={styles.table}>
            <caption className={styles.note}>Your gifts</caption>
            <thead>
              <tr>
                <th scope="col">Gift</th>
                <th scope="col">Boxes</th>
                <th scope="col">At MRP</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <td>{line.name}</td>
                  <td>{line.quantity}</td>
                  <td>{formatRupees(line.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className={styles.total}>Indicative total: {formatRupees(total)}</p>
        <p className={styles.note}>Indicative, at MRP. Our corporate team confirms the final price, branding and delivery with you.</p>
      </SendPanel>
    </form>
  );
}

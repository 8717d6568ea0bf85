/**
 * The corporate gift quote builder of /corporate-gifting (issue #17): gifts and boxes, the minimum
 * order rule, branding, the delivery date against the lead time, one city or a recipients CSV, the
 * indicative total at MRP, then ONE corporate enquiry or a WhatsApp message with the summary.
 * The choices live in the address, so a quote can be shared.
 */
import { whatsappUrl } from '../../lib/enquiry/list-whatsapp.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { UiStrings } from '../../lib/i18n/strings/index.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';
import { formatRupees } from '../../lib/pricing/format-rupees.ts';
import { BRANDING_OPTIONS } from '../../lib/planning/branding.ts';
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

/** Each quote field is named for its query key, so what was typed before hydration reads as a quote. */
const key = (name: QuoteKey) => name;

interface Props {
  /** The gifts with their English names: what the enquiry records for the team. */
  gifts: QuoteGift[];
  /** Each gift's name in the page's language by id, when it is not English (issue #44). */
  giftNames?: Readonly<Record<string, string>> | undefined;
  facts: GiftQuoteFacts;
  waNumber: string;
  /** The page's language and its words (ui(locale).events, from the Astro parent; issue #44). */
  locale: Locale;
  strings: Pick<UiStrings['events'], 'quote' | 'send' | 'lead'>;
}

export default function GiftQuote({ gifts, giftNames, facts, waNumber, locale, strings }: Props) {
  const words = strings.quote;
  const builder = useGiftQuote(gifts, facts, words.csv);
  const { quote, update, lines, total, minimum, lead } = builder;
  const form = usePlannerForm(strings.send, locale);
  const shownName = (id: string, name: string) => giftNames?.[id] ?? name;
  const draft = { quote, lines, total, minimum, lead, file: builder.file, contact: form.contact, notes: form.notes, messageMax: facts.messageMaxCharacters };
  const boxes = totalQuantity(lines);
  const left = messageCharactersLeft(quote.printedMessage, facts.messageMaxCharacters);
  const leadText = leadTimeMessage(lead, 'bulk', strings.lead, locale);

  const submit = form.submitWith(() => quoteProblems(draft, words), () => quoteEnquiry(draft));

  return (
    <form ref={builder.formRef} className={`${styles.planner} ${styles.quote}`} onSubmit={submit} noValidate aria-label={words.form}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{words.giftsLegend}</legend>
        <GiftPicker gifts={gifts} names={giftNames} lines={quote.lines} onQuantity={builder.setQuantity} words={words} />
        <p role="status" className={minimum.met ? styles.ok : styles.note}>
          {minimum.met
            ? fill(words.minimumMet, { boxes, minimum: facts.minimumOrder })
            : `${fill(words.minimum, { minimum: facts.minimumOrder })} ${boxes === 0 ? words.chooseGifts : fill(words.addMore, { missing: minimum.missing })}`}
        </p>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{words.brandingLegend}</legend>
        <div className={styles.inline}>
          {BRANDING_OPTIONS.map((option) => (
            <label key={option} className={styles.choice}>
              <input type="radio" name={key('brand')} value={option} checked={quote.branding === option} onChange={() => update({ branding: option })} />
              {words.branding[option]}
            </label>
          ))}
        </div>
        {quote.branding === 'printed-message' && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor="quote-message">
              {words.message}
            </label>
            <textarea id="quote-message" name={key('msg')} className={styles.control} rows={3} value={quote.printedMessage} onChange={(event) => update({ printedMessage: event.target.value })} aria-describedby="quote-message-count" />
            <p id="quote-message-count" className={left < 0 ? styles.error : styles.note}>
              {left < 0 ? fill(words.over, { over: -left, max: facts.messageMaxCharacters }) : fill(words.left, { left, max: facts.messageMaxCharacters })}
            </p>
          </div>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{words.deliveryLegend}</legend>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="quote-date">
            {words.date}
          </label>
          <input id="quote-date" name={key('date')} className={styles.control} type="date" min={builder.today} value={quote.date} onChange={(event) => update({ date: event.target.value })} />
          <p className={styles.note}>{fill(words.leadNote, { weeks: weeksText(facts.leadTimeWeeks, strings.lead) })}</p>
          {leadText && <p className={lead.status === 'past' ? styles.error : styles.warning} role="alert">{leadText}</p>}
        </div>
        <label className={styles.choice}>
          <input type="radio" name={key('delivery')} value="city" checked={quote.delivery === 'city'} onChange={() => update({ delivery: 'city' })} />
          {words.oneCity}
        </label>
        <label className={styles.choice}>
          <input type="radio" name={key('delivery')} value="several" checked={quote.delivery === 'several'} onChange={() => update({ delivery: 'several' })} />
          {words.several}
        </label>
        {quote.delivery === 'city' ? (
          <div className={styles.field}>
            <label className={styles.label} htmlFor="quote-city">
              {words.city}
            </label>
            <input id="quote-city" name={key('city')} className={styles.control} type="text" autoComplete="address-level2" value={quote.city} onChange={(event) => update({ city: event.target.value })} />
          </div>
        ) : (
          <RecipientsUpload maxRecipients={facts.maxRecipients} file={builder.file} onFile={(file) => void builder.readFile(file)} words={words} locale={locale} />
        )}
      </fieldset>

      <SendPanel idPrefix="quote" legend={words.sendLegend} submitLabel={words.submit} team={words.team} form={form} whatsappHref={whatsappUrl(waNumber, `Hi, I would like a quote:\n${quoteSummary(draft)}`)}>
        {lines.length > 0 && (
          <table className={styles.table}>
            <caption className={styles.note}>{words.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{words.gift}</th>
                <th scope="col">{words.boxes}</th>
                <th scope="col">{words.atMrp}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <td>{shownName(line.id, line.name)}</td>
                  <td>{line.quantity}</td>
                  <td>{formatRupees(line.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className={styles.total}>{fill(words.total, { total: formatRupees(total) })}</p>
        <p className={styles.note}>{words.totalNote}</p>
      </SendPanel>
    </form>
  );
}

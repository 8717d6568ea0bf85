/**
 * The enquiry form of /contact (spec S§2-S§5, CONTACT-01..12; issue #10): the summary of what the
 * enquiry is about and the enquiry list above the message, booking details where they matter, and
 * the reference on the thank-you screen. Everything typed is rendered as text only; React escapes it.
 * Its words come from the page, in the page's language (issue #44): `strings` and `messages` are the
 * page's `ui(locale).forms.form` and `.messages`, and the enquiry is sent with `locale`.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { EnquiryTeams } from '../../lib/content/site-schema.ts';
import { localSubject, type LocalEntryTexts } from '../../lib/enquiry/describe-subject.ts';
import type { EnquiryCatalogue } from '../../lib/enquiry/enquiry-catalogue.ts';
import type { EnquiryMessageTemplates } from '../../lib/enquiry/enquiry-messages.ts';
import { ENQUIRY_CATEGORIES, ENQUIRY_LIMITS, HONEYPOT_FIELD } from '../../lib/enquiry/enquiry-schema.ts';
import type { ContactFormStrings } from '../../lib/enquiry/form-strings.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { clearEnquiryList } from '../../stores/enquiry-list.ts';
import BookingFields from './BookingFields.tsx';
import FormField from './FormField.tsx';
import SubjectBox from './SubjectBox.tsx';
import ThankYou from './ThankYou.tsx';
import { useContactForm, type FormField as Field } from './use-contact-form.ts';
import { useEnquirySubject } from './use-enquiry-subject.ts';
import styles from './ContactForm.module.css';
import '../ui/kit/hint.css';
import '../ui/kit/stack.css';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Props {
  /** The site's enquirable things by kind and id (loaders/enquiry-catalogue.ts). */
  catalogue: EnquiryCatalogue;
  /** Who answers each category and how soon (content/site/site.json). */
  teams: EnquiryTeams;
  /** The business WhatsApp number in wa.me form. */
  waNumber: string;
  /** The page's language: the enquiry is stored with it and the server answers in it. */
  locale: Locale;
  /** The form's words in the page's language (`ui(locale).forms.form`). */
  strings: ContactFormStrings;
  /** The enquiry rules' messages in the page's language (`ui(locale).forms.messages`). */
  messages: EnquiryMessageTemplates;
  /** On a Telugu or Hindi page, the things an enquiry can be about named in its language (issue #44). */
  entryTexts?: LocalEntryTexts;
}

/** "Fields marked * are required.", the asterisk read out as words. */
function RequiredNote({ strings }: { strings: ContactFormStrings }) {
  const [before = '', after = ''] = strings.required.split('{star}');
  return (
    <p className="hint">
      {before}<span aria-hidden="true">*</span><span className="visually-hidden">{strings.starHidden}</span>{after}
    </p>
  );
}

export default function ContactForm({ catalogue, teams, waNumber, locale, strings, messages, entryTexts }: Props) {
  const elements = useRef<Partial<Record<Field, FieldElement | null>>>({});
  const focusField = useCallback((field: Field) => elements.current[field]?.focus(), []);
  const about = useEnquirySubject(catalogue);
  const { values, errors, status, banner, receipt, bookingFields, change, submit, startAgain } = useContactForm(focusField, {
    ref: about.ref,
    category: about.summary?.category ?? about.list?.lines[0]?.category,
    items: about.list?.items,
  }, { locale, messages, failure: strings.failure });
  const submitting = status === 'submitting';
  // What the enquiry is about, in the page's language; the enquiry records English's words.
  const shownSubject = about.summary && entryTexts ? localSubject(about.summary, catalogue, entryTexts, strings.subject.words) : about.summary;
  const { removeSubject, detachList } = about;

  // The form hydrates on the first interaction (client:prefilled, issue #14): whatever was typed or
  // chosen in the server-rendered fields before the code arrived is taken over, never lost.
  useEffect(() => {
    for (const [field, element] of Object.entries(elements.current) as [Field, FieldElement | null | undefined][]) {
      if (element && element.value !== '') change(field, element.value);
    }
  }, []);

  // Once sent, the subject is done with; the list too, when it was the list that was sent.
  useEffect(() => {
    if (!receipt) return;
    removeSubject();
    detachList();
    if (receipt.sentList) clearEnquiryList();
  }, [receipt]);

  if (status === 'success' && receipt) {
    return <ThankYou onSendAnother={startAgain} reference={receipt.reference} category={receipt.category} teams={teams} waNumber={waNumber} strings={strings.thankYou} />;
  }

  const keep = (field: Field) => (element: FieldElement | null) => {
    elements.current[field] = element;
  };

  return (
    <form className="stack" noValidate aria-busy={submitting} onSubmit={(event) => void submit(event)}>
      <RequiredNote strings={strings} />
      {banner && (
        <div role="alert" className={styles.banner}>
          {banner}
        </div>
      )}
      <div className={`stack ${styles.row}`}>
        <FormField id="contact-name" label={strings.name} required error={errors.name}>
          {(control) => (
            <input {...control} ref={keep('name')} className={styles.control} name="name" type="text"
              autoComplete="name" maxLength={ENQUIRY_LIMITS.name} aria-required="true"
              value={values.name} onChange={(event) => change('name', event.target.value)} />
          )}
        </FormField>
        <FormField id="contact-email" label={strings.email} required error={errors.email}>
          {(control) => (
            <input {...control} ref={keep('email')} className={styles.control} name="email" type="email"
              autoComplete="email" inputMode="email" maxLength={ENQUIRY_LIMITS.email} aria-required="true"
              value={values.email} onChange={(event) => change('email', event.target.value)} />
          )}
        </FormField>
      </div>
      <div className={`stack ${styles.row}`}>
        <FormField id="contact-phone" label={strings.phone} hint={strings.optional} error={errors.phone}>
          {(control) => (
            <input {...control} ref={keep('phone')} className={styles.control} name="phone" type="tel"
              autoComplete="tel" inputMode="tel" maxLength={ENQUIRY_LIMITS.phone}
              value={values.phone} onChange={(event) => change('phone', event.target.value)} />
          )}
        </FormField>
        <FormField id="contact-category" label={strings.category} required error={errors.category}>
          {(control) => (
            <select {...control} ref={keep('category')} className={styles.control} name="category"
              aria-required="true" value={values.category} onChange={(event) => change('category', event.target.value)}>
              <option value="">{strings.selectCategory}</option>
              {ENQUIRY_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {strings.categories[category]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <BookingFields labels={strings.booking} optional={strings.optional} fields={bookingFields} values={values} errors={errors} change={change} keep={keep} />
      <SubjectBox strings={strings.subject} locale={locale} summary={about.summary} shown={shownSubject} checking={about.checking} list={about.list} error={errors.subject}
        onRemoveSubject={removeSubject} onDetachList={detachList} />
      <FormField id="contact-message" label={strings.message} required error={errors.message}>
        {(control) => (
          <textarea {...control} ref={keep('message')} className={styles.control} name="message" rows={6}
            maxLength={ENQUIRY_LIMITS.message} aria-required="true"
            value={values.message} onChange={(event) => change('message', event.target.value)} />
        )}
      </FormField>
      {/* Honeypot: people never see or reach it; bots that fill every field are answered and dropped. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{strings.website}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off"
          value={values.website} onChange={(event) => change(HONEYPOT_FIELD, event.target.value)} />
      </div>
      <button type="submit" className={styles.button} disabled={submitting}>
        {submitting ? strings.sending : strings.send}
      </button>
    </form>
  );
}

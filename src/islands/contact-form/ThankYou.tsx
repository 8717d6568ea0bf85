/**
 * The success screen (spec S§2 Contact, CONTACT-11), with the enquiry reference, the team it went
 * to and when they answer (content/site enquiryTeams), and a WhatsApp link that sends the reference.
 * An answer without a reference (issue #45) still means stored: the spec's thanks and the team show,
 * without the reference's sentence and link.
 */
import { useEffect, useRef } from 'react';
import type { EnquiryTeams } from '../../lib/content/site-schema.ts';
import type { EnquiryCategory } from '../../lib/enquiry/enquiry-schema.ts';
import type { ThankYouStrings } from '../../lib/enquiry/form-strings.ts';
import { whatsappUrl } from '../../lib/enquiry/list-whatsapp.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';
import styles from './ContactForm.module.css';

interface Props {
  onSendAnother: () => void;
  /** null when the answer gave none. */
  reference: string | null;
  category: EnquiryCategory;
  /** The teams as the page's language names them. */
  teams: EnquiryTeams;
  waNumber: string;
  strings: ThankYouStrings;
}

/** "Your enquiry reference is <strong>RS-…</strong>. …", the reference in bold wherever the language puts it. */
function Reference({ template, reference }: { template: string; reference: string }) {
  const [before = '', after = ''] = template.split('{reference}');
  return (
    <p className={styles.reference}>
      {before}<strong>{reference}</strong>{after}
    </p>
  );
}

export default function ThankYou({ onSendAnother, reference, category, teams, waNumber, strings }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const team = teams[category];
  return (
    <div className={styles.success}>
      {/* One block, so the spec's sentence reads as one: "Thank You! We've received …". */}
      <div>
        <h2 ref={heading} tabIndex={-1} className={styles.successHeading}>
          {strings.heading}
        </h2>{' '}
        <p>{strings.received}</p>
      </div>
      {reference && <Reference template={strings.reference} reference={reference} />}
      <p>{fill(strings.team, { team: team.team, replyWithin: team.replyWithin })}</p>
      {reference && (
        <a className="button button--secondary" href={whatsappUrl(waNumber, fill(strings.whatsappText, { reference }))}
          target="_blank" rel="noopener noreferrer">
          {strings.sendOnWhatsapp}<span className="visually-hidden"> {strings.newTab}</span>
        </a>
      )}
      <button type="button" className={styles.button} onClick={onSendAnother}>
        {strings.sendAnother}
      </button>
    </div>
  );
}

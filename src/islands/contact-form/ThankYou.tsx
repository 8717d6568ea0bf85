/**
 * The success screen (spec S§2 Contact, CONTACT-11), with the enquiry reference, the team it went
 * to and when they answer (content/site enquiryTeams), and a WhatsApp link that sends the reference.
 * An answer without a reference (issue #45) still means stored: the spec's thanks and the team show,
 * without the reference's sentence and link.
 */
import { useEffect, useRef } from 'react';
import type { EnquiryTeams } from '../../lib/content/site-schema.ts';
import type { EnquiryCategory } from '../../lib/enquiry/enquiry-schema.ts';
import { whatsappUrl } from '../../lib/enquiry/list-whatsapp.ts';
import styles from './ContactForm.module.css';

interface Props {
  onSendAnother: () => void;
  /** null when the answer gave none. */
  reference: string | null;
  category: EnquiryCategory;
  teams: EnquiryTeams;
  waNumber: string;
}

export default function ThankYou({ onSendAnother, reference, category, teams, waNumber }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const team = teams[category];
  return (
    <div className={styles.success}>
      {/* One block, so the spec's sentence reads as one: "Thank You! We've received …". */}
      <div>
        <h2 ref={heading} tabIndex={-1} className={styles.successHeading}>
          Thank You!
        </h2>{' '}
        <p>We've received your message and will get back to you shortly.</p>
      </div>
      {reference && (
        <p className={styles.reference}>
          Your enquiry reference is <strong>{reference}</strong>. Please quote it when you call or write to us.
        </p>
      )}
      <p>{`Your enquiry went to ${team.team}, who will answer ${team.replyWithin}.`}</p>
      {reference && (
        <a className="button button--secondary" href={whatsappUrl(waNumber, `Hi, my enquiry reference is ${reference}.`)}
          target="_blank" rel="noopener noreferrer">
          Send the reference on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
      <button type="button" className={styles.button} onClick={onSendAnother}>
        Send Another Message
      </button>
    </div>
  );
}

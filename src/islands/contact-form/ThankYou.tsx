/** The success screen (spec S§2 Contact, CONTACT-11). */
import { useEffect, useRef } from 'react';
import styles from './ContactForm.module.css';

interface Props {
  onSendAnother: () => void;
}

export default function ThankYou({ onSendAnother }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.success}>
      {/* One block, so the spec's sentence reads as one: "Thank You! We've received …". */}
      <div>
        <h2 ref={heading} tabIndex={-1} className={styles.successHeading}>
          Thank You!
        </h2>{' '}
        <p>We've received your message and will get back to you shortly.</p>
      </div>
      <button type="button" className={styles.button} onClick={onSendAnother}>
        Send Another Message
      </button>
    </div>
  );
}

/** Contact responses on narrow screens (RESP-02): one card per enquiry. */
import { ENQUIRY_CATEGORY_LABELS, type EnquiryRecord } from '../../../lib/enquiry/enquiry-schema.ts';
import { formatReceived } from './received-date.ts';
import styles from './Responses.module.css';

export default function ResponseCards({ enquiries }: { enquiries: readonly EnquiryRecord[] }) {
  return (
    <ul className={styles.cards} role="list">
      {enquiries.map((enquiry) => (
        <li key={enquiry._id} className={styles.card}>
          <h3 className={styles.cardName}>{enquiry.name}</h3>
          <dl className={styles.fields}>
            <dt>Email</dt>
            <dd><a href={`mailto:${enquiry.email}`}>{enquiry.email}</a></dd>
            <dt>Phone</dt>
            <dd>{enquiry.phone || '-'}</dd>
            <dt>Category</dt>
            <dd>{ENQUIRY_CATEGORY_LABELS[enquiry.category]}</dd>
            <dt>Received</dt>
            <dd><time dateTime={enquiry.createdAt}>{formatReceived(enquiry.createdAt)}</time></dd>
          </dl>
          <p className={styles.message}>{enquiry.message}</p>
        </li>
      ))}
    </ul>
  );
}

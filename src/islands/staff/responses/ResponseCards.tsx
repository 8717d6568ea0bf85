/** Contact responses on narrow screens (RESP-02): one card per enquiry; its name opens it (issue #11). */
import { ENQUIRY_CATEGORY_LABELS, type EnquiryRecord } from '../../../lib/enquiry/enquiry-schema.ts';
import DashboardLink from '../../dashboard-shell/router/DashboardLink.tsx';
import { staffPath } from '../router/staff-routes.ts';
import { STATUS_LABELS } from './enquiry-labels.ts';
import { formatReceived } from './received-date.ts';
import styles from './Responses.module.css';

export default function ResponseCards({ enquiries, basePath }: { enquiries: readonly EnquiryRecord[]; basePath: string }) {
  return (
    <ul className={styles.cards} role="list">
      {enquiries.map((enquiry) => (
        <li key={enquiry._id} className={styles.card}>
          <h3 className={styles.cardName}>
            <DashboardLink href={staffPath({ name: 'enquiry', id: enquiry._id }, basePath)}>{enquiry.name}</DashboardLink>
          </h3>
          <dl className={styles.fields}>
            <dt>Email</dt>
            <dd><a href={`mailto:${enquiry.email}`}>{enquiry.email}</a></dd>
            <dt>Phone</dt>
            <dd>{enquiry.phone || '-'}</dd>
            <dt>Category</dt>
            <dd>{ENQUIRY_CATEGORY_LABELS[enquiry.category]}</dd>
            <dt>Received</dt>
            <dd><time dateTime={enquiry.createdAt}>{formatReceived(enquiry.createdAt)}</time></dd>
            <dt>Status</dt>
            <dd><span className={styles.status} data-status={enquiry.status}>{STATUS_LABELS[enquiry.status]}</span></dd>
          </dl>
          <p className={styles.message}>{enquiry.message}</p>
        </li>
      ))}
    </ul>
  );
}

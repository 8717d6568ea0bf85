/**
 * Contact responses on wide screens (RESP-02): Name, Email, Phone, Category, Message, Received, and
 * the desk's Status (issue #11); the name opens the enquiry.
 */
import { ENQUIRY_CATEGORY_LABELS, type EnquiryRecord } from '../../../lib/enquiry/enquiry-schema.ts';
import DashboardLink from '../../dashboard-shell/router/DashboardLink.tsx';
import { staffPath } from '../router/staff-routes.ts';
import { STATUS_LABELS } from './enquiry-labels.ts';
import { formatReceived } from './received-date.ts';
import styles from './Responses.module.css';

export default function ResponsesTable({ enquiries, basePath }: { enquiries: readonly EnquiryRecord[]; basePath: string }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Contact form responses, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Category</th>
            <th scope="col">Message</th>
            <th scope="col">Received</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {enquiries.map((enquiry) => (
            <tr key={enquiry._id}>
              <td><DashboardLink href={staffPath({ name: 'enquiry', id: enquiry._id }, basePath)}>{enquiry.name}</DashboardLink></td>
              <td><a href={`mailto:${enquiry.email}`}>{enquiry.email}</a></td>
              <td>{enquiry.phone || '-'}</td>
              <td>{ENQUIRY_CATEGORY_LABELS[enquiry.category]}</td>
              <td className={styles.message}>{enquiry.message}</td>
              <td className={styles.nowrap}>
                <time dateTime={enquiry.createdAt}>{formatReceived(enquiry.createdAt)}</time>
              </td>
              <td><span className={styles.status} data-status={enquiry.status}>{STATUS_LABELS[enquiry.status]}</span></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

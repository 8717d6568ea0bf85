/** The header control: "Enquiry list" with the number of units on it, on every page. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $enquiryListCount } from '../../stores/enquiry-list.ts';
import styles from './EnquiryList.module.css';

export const ENQUIRY_LIST_PATH = '/enquiry-list';

export default function EnquiryListLink() {
  const count = useStore($enquiryListCount);
  // The count lives in this browser only: render it after hydration so the prebuilt HTML matches.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const shown = mounted ? count : 0;
  return (
    <a className={styles.headerLink} href={ENQUIRY_LIST_PATH}>
      <span className={styles.linkText}>Enquiry list</span>
      <span className={styles.count} aria-hidden="true">{shown.toLocaleString('en-IN')}</span>
      <span className="visually-hidden">{` (${shown.toLocaleString('en-IN')} ${shown === 1 ? 'item' : 'items'})`}</span>
    </a>
  );
}

/**
 * "Curated Collections" of /corporate-gifting (storefront §4 "Corporate gifting paging", §9;
 * FEATURES CORP-02..CORP-05): the 19 gifts 6 to a page (2 rows of 3); next past the last page
 * returns to the first, previous from the first goes to the last (lib/paging).
 */
import { useState } from 'react';
import { GIFTS_PER_PAGE, nextPage, pageCount, pageItems, previousPage } from '../../lib/paging/wrap-paging.ts';
import GiftCard from './GiftCard.tsx';
import type { GiftItemData, GiftPagingLabels } from './gift-item.ts';
import styles from './GiftPaging.module.css';
import '../ui/kit/bare-list.css';
import '../ui/kit/button-outline.css';

interface Props {
  gifts: GiftItemData[];
  labels: GiftPagingLabels;
}

export default function GiftPaging({ gifts, labels }: Props) {
  const [page, setPage] = useState(0);
  const count = pageCount(gifts.length, GIFTS_PER_PAGE);
  const status = labels.page.replace('{page}', String(page + 1)).replace('{count}', String(count));

  return (
    <div className={styles.paging}>
      <ul className={`bare-list ${styles.grid}`} aria-label={labels.grid}>
        {pageItems(gifts, page, GIFTS_PER_PAGE).map((gift) => (
          <li key={gift.id}>
            <GiftCard gift={gift} labels={labels} />
          </li>
        ))}
      </ul>
      <div className={styles.controls}>
        <button type="button" className={`button button--outline ${styles.pageButton}`} onClick={() => setPage(previousPage(page, count))}>
          <span aria-hidden="true">‹ </span>
          {labels.previous}
        </button>
        <p role="status" className={styles.status}>
          {status}
        </p>
        <button type="button" className={`button button--outline ${styles.pageButton}`} onClick={() => setPage(nextPage(page, count))}>
          {labels.next}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
    </div>
  );
}

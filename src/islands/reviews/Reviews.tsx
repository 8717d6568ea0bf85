/**
 * Guest reviews of /hotels-banquet (storefront §4 "Reviews"; FEATURES HOTEL-19): the four guests
 * as tabs; the selected review changes on hover or click (or the up and down arrow keys), the first at start.
 */
import { useState } from 'react';
import Tabs from '../ui/tabs/Tabs.tsx';
import SmartImage, { type SmartImageSource } from '../ui/SmartImage.tsx';
import styles from './Reviews.module.css';

export interface GuestReviewData {
  id: string;
  name: string;
  occasion: string;
  quote: string;
  image: SmartImageSource;
  imageAlt: string;
}

interface Props {
  label: string;
  reviews: GuestReviewData[];
}

export default function Reviews({ label, reviews }: Props) {
  const [selected, setSelected] = useState(0);
  return (
    <Tabs
      label={label}
      items={reviews.map((review) => ({
        id: `review-${review.id}`,
        label: (
          <>
            <SmartImage image={review.image} alt="" width={56} height={56} sizes="3.5rem" className={styles.avatar ?? ''} />
            <span className={styles.who}>
              <span className={styles.name}>{review.name}</span>{' '}
              <span className={styles.occasion}>{review.occasion}</span>
            </span>
          </>
        ),
      }))}
      selected={selected}
      onSelect={setSelected}
      selectOnHover
      orientation="vertical"
      className={styles.reviews}
      listClassName={styles.list}
      tabClassName={styles.tab}
      renderPanel={(i) => {
        const review = reviews[i];
        if (!review) return null;
        return (
          <figure className={styles.figure}>
            <blockquote className={styles.quote}>
              <p>“{review.quote}”</p>
            </blockquote>
            <figcaption className={styles.caption}>
              {review.name}, {review.occasion}
            </figcaption>
          </figure>
        );
      }}
    />
  );
}

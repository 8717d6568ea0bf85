/**
 * "Product Not Found" (storefront §2, §8; FEATURES PDP-02, PDP-03, G-10): the message, an
 * "Explore Sweets" link, and after a few seconds the visitor is taken on to /mithai, as the page says.
 */
import styles from './ProductDetail.module.css';
import { useRedirectCountdown } from './use-redirect-countdown.ts';

export const NOT_FOUND_REDIRECT = '/mithai';
export const NOT_FOUND_SECONDS = 8;

export default function ProductNotFound() {
  const left = useRedirectCountdown(NOT_FOUND_REDIRECT, NOT_FOUND_SECONDS);
  return (
    <div className={`container ${styles.notFound}`}>
      <h1>Product Not Found</h1>
      <p>We couldn't find the product you're looking for. It might have been moved or is no longer available.</p>
      <p>
        <a className="button" href={NOT_FOUND_REDIRECT}>
          Explore Sweets
        </a>
      </p>
      <p className={styles.redirectNote} role="status">
        {`Taking you to our sweets in ${left} ${left === 1 ? 'second' : 'seconds'}…`}
      </p>
    </div>
  );
}

/**
 * "Product Not Found" (storefront §2, §8; FEATURES PDP-02, PDP-03, G-10): the message, an
 * "Explore Sweets" link, and after a few seconds the visitor is taken on to /mithai, as the page says.
 */
import styles from './ProductDetail.module.css';
import { useRedirectCountdown } from './use-redirect-countdown.ts';
import { localePath } from '../../lib/i18n/locales.ts';
import { plural } from '../../lib/i18n/ui-strings.ts';
import { ENGLISH_PRODUCT, type ProductLanguage } from './product-language.ts';

export const NOT_FOUND_REDIRECT = '/mithai';
export const NOT_FOUND_SECONDS = 8;

export default function ProductNotFound({ language = ENGLISH_PRODUCT }: { language?: ProductLanguage }) {
  const target = localePath(language.locale, NOT_FOUND_REDIRECT);
  const left = useRedirectCountdown(target, NOT_FOUND_SECONDS);
  const words = language.strings.product;
  return (
    <div className={`container ${styles.notFound}`}>
      <h1>{words.notFound}</h1>
      <p>{words.notFoundText}</p>
      <p>
        <a className="button" href={target}>
          {words.exploreSweets}
        </a>
      </p>
      <p className={styles.redirectNote} role="status">
        {plural(language.locale, words.redirect, left)}
      </p>
    </div>
  );
}

/**
 * /diwali-product/{id} for ids without a prebuilt page (FEATURES DIWALI-05, G-18, G-40): a
 * staff-created product of the Diwali Collection from the server, else the not-found message.
 */
import { useEffect, useState } from 'react';
import { fetchProduct } from '../../client/storefront-api.ts';
import { productIdFromPath } from '../../lib/catalogue/card-link.ts';
import { DIWALI_COLLECTION, sameCategory } from '../../lib/catalogue/category-order.ts';
import type { DetailProduct } from './detail-product.ts';
import styles from './DiwaliProduct.module.css';
import DiwaliProductView, { type DiwaliCopy } from './DiwaliProductView.tsx';
import type { TravelBandFacts } from '../../lib/planning/travel-label.ts';
import { localePath, splitLocalePath, type Locale } from '../../lib/i18n/locales.ts';
import { localName } from '../../lib/i18n/local-name.ts';
import { productLanguage, type ProductStrings } from './product-language.ts';

type Lookup = { state: 'loading' } | { state: 'found'; product: DetailProduct } | { state: 'not-found' };

async function lookUp(id: string | undefined): Promise<Lookup> {
  const product = id === undefined ? undefined : await fetchProduct(id);
  return product && sameCategory(product.category, DIWALI_COLLECTION) ? { state: 'found', product } : { state: 'not-found' };
}

interface Props {
  defaultPhone: string;
  copy: DiwaliCopy;
  siteName: string;
  travelBands?: readonly TravelBandFacts[] | undefined;
  /** The page's language and its words (issue #44); English when not given. */
  locale?: Locale | undefined;
  strings?: ProductStrings | undefined;
}

export default function DiwaliProductShell({ defaultPhone, copy, siteName, travelBands, locale, strings }: Props) {
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  const language = productLanguage(locale, strings);
  const words = language.strings.diwali;
  useEffect(() => {
    let live = true;
    // /te/diwali-product/… and /hi/diwali-product/… too (issue #44).
    void lookUp(productIdFromPath(splitLocalePath(window.location.pathname).englishPath, '/diwali-product/')).then((result) => {
      if (!live) return;
      setLookup(result);
      document.title = `${result.state === 'found' ? localName(result.product.name, result.product.aliases, language.locale) : words.notFound} | ${siteName}`;
    });
    return () => {
      live = false;
    };
  }, [siteName, language.locale, words]);

  if (lookup.state === 'found')
    return <DiwaliProductView product={lookup.product} defaultPhone={defaultPhone} copy={copy} travelBands={travelBands} locale={language.locale} strings={language.strings} />;
  if (lookup.state === 'loading')
    return (
      <div className={`container ${styles.message}`} role="status">
        <p>{words.loading}</p>
      </div>
    );
  return (
    <div className={`container ${styles.message}`}>
      <h1>{words.notFound}</h1>
      <p>{words.notFoundText}</p>
      <p>
        <a className="button" href={localePath(language.locale, '/mithai/shop')}>
          {words.back}
        </a>
      </p>
    </div>
  );
}

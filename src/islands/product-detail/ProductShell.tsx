/**
 * The run-time product page (DESIGN Routes, FEATURES G-40): /product/{id} addresses without a
 * prebuilt page are served this shell; it reads the id from the address and shows loading, the
 * product, or "Product Not Found".
 */
import { useEffect } from 'react';
import type { ContactDefaults, DetailProduct } from './detail-product.ts';
import ProductDetail from './ProductDetail.tsx';
import type { TravelBandFacts } from '../../lib/planning/travel-label.ts';
import styles from './ProductDetail.module.css';
import ProductNotFound from './ProductNotFound.tsx';
import { useProductLookup } from './use-product-lookup.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { localName } from '../../lib/i18n/local-name.ts';
import { productLanguage, type ProductStrings } from './product-language.ts';
import '../ui/kit/spinner.css';

interface Props {
  defaults: ContactDefaults;
  /** The built-in gift list, the fallback when the server cannot answer. */
  giftList: DetailProduct[];
  siteName: string;
  travelBands?: readonly TravelBandFacts[] | undefined;
  /** The page's language and its words (issue #44); English when not given. */
  locale?: Locale | undefined;
  strings?: ProductStrings | undefined;
}

export default function ProductShell({ defaults, giftList, siteName, travelBands, locale, strings }: Props) {
  const lookup = useProductLookup(giftList);
  const language = productLanguage(locale, strings);
  const words = language.strings.product;
  useEffect(() => {
    if (lookup.state === 'found') document.title = `${localName(lookup.product.name, lookup.product.aliases, language.locale)} | ${siteName}`;
    if (lookup.state === 'not-found') document.title = `${words.notFound} | ${siteName}`;
  }, [lookup, siteName, language.locale, words]);

  if (lookup.state === 'found')
    return <ProductDetail product={lookup.product} defaults={defaults} related={lookup.related} travelBands={travelBands} locale={language.locale} strings={language.strings} />;
  if (lookup.state === 'not-found') return <ProductNotFound language={language} />;
  return (
    <div className={`container ${styles.loadingState}`} role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{words.loadingProduct}</p>
    </div>
  );
}

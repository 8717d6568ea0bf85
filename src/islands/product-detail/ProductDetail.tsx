/**
 * The product detail view (storefront §2 Product detail; FEATURES PDP-05..PDP-14, G-13..G-17, G-22):
 * breadcrumb, gallery, size and quality choice, the price with 2 decimals and "Inclusive of all
 * taxes", the actions and related products. Prebuilt pages and the run-time shell both render it.
 */
import { useState } from 'react';
import type { CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';
import { productRef } from '../../lib/enquiry/subject-link.ts';
import Price from '../ui/Price.tsx';
import { dietTags } from '../../lib/catalogue/dietary.ts';
import { defaultSelection, isCustomPriced, priceForSelection } from '../../lib/pricing/price-for-selection.ts';
import Breadcrumb from './Breadcrumb.tsx';
import type { ContactDefaults, DetailProduct } from './detail-product.ts';
import ProductActions from './ProductActions.tsx';
import styles from './ProductDetail.module.css';
import summary from './ProductSummary.module.css';
import DietBadges from '../ui/DietBadges.tsx';
import { dietBadgeWords } from '../ui/diet-badges-markup.ts';
import ProductFacts from './ProductFacts.tsx';
import type { TravelBandFacts } from '../../lib/planning/travel-label.ts';
import ProductGallery from './ProductGallery.tsx';
import ProductOptions from './ProductOptions.tsx';
import RelatedProducts from './RelatedProducts.tsx';
import { categoryName } from '../../lib/catalogue/shop-words/categories.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { localName } from '../../lib/i18n/local-name.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';
import { productLanguage, valueLanguage, type ProductStrings } from './product-language.ts';
import '../ui/kit/split.css';

export interface ProductDetailProps {
  product: DetailProduct;
  defaults: ContactDefaults;
  related: CatalogueItem[];
  /** content/planning travel bands, for the "Travels well" line (issue #17). */
  travelBands?: readonly TravelBandFacts[] | undefined;
  /** The page's language and its words (issue #44); English when not given. */
  locale?: Locale | undefined;
  strings?: ProductStrings | undefined;
}

export default function ProductDetail({ product, defaults, related, travelBands, locale, strings }: ProductDetailProps) {
  const [selection, setSelection] = useState(() => defaultSelection(product.price));
  const perPack = isCustomPriced(product.price);
  const amount = priceForSelection(product.price, selection);
  const language = productLanguage(locale, strings);
  const words = language.strings;
  const name = localName(product.name, product.aliases, language.locale);

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb category={product.category} name={name} language={language} />
      <div className={`split ${summary.layout}`}>
        <ProductGallery name={name} images={product.images} alts={product.imageAlts} sources={product.pictures} words={words.product} unavailable={words.card.imageUnavailable} />
        <div className={summary.info}>
          <p className={summary.category}>{categoryName(product.category, words.categories)}</p>
          <h1 className={styles.name}>{name}</h1>
          {product.subtitle && <p className={styles.subtitle}>{product.subtitle}</p>}
          {product.isBestseller && <p className={summary.badge}>{words.card.bestseller}</p>}
          <DietBadges tags={dietTags(product.dietaryInfo, product.shelfLife)} size="large" words={dietBadgeWords(words.card)} />
          <div className={styles.priceBlock} aria-live="polite">
            <p className={summary.price}>
              <Price amount={amount} style="decimal" unit={perPack ? words.product.perPack : fill(words.product.perSize, { size: selection.size })} unitClassName={summary.unit} />
            </p>
            <p className={styles.taxes}>{words.product.taxes}</p>
          </div>
          {!perPack && <ProductOptions product={product} selection={selection} onChange={setSelection} words={words.product} />}
          <ProductActions product={product} name={name} size={perPack ? undefined : selection.size} defaults={defaults} subject={productRef(product, selection)} language={language} />
          {product.description && <p className={summary.description}>{product.description}</p>}
          <ProductFacts product={product} travelBands={travelBands} words={words.product} values={valueLanguage(language)} />
        </div>
      </div>
      <RelatedProducts items={related} language={language} />
    </div>
  );
}

/**
 * The Diwali Collection detail (storefront §2 Diwali product detail; FEATURES DIWALI-02..DIWALI-04):
 * picture, price per pack, quantity, shelf life, "Call Now", "Contact Us for Bulk Orders",
 * "Back to Products", the collection blurb and the About section.
 */
import { contactHref } from '../../lib/enquiry/subject-link.ts';
import AddToListButton from '../enquiry-list/AddToListButton.tsx';
import { callHref } from '../../lib/catalogue/product-contact.ts';
import Price from '../ui/Price.tsx';
import SmartImage from '../ui/SmartImage.tsx';
import { PRODUCT_PICTURE_SIZES, type DetailProduct } from './detail-product.ts';
import styles from './DiwaliProduct.module.css';
import { dietTags } from '../../lib/catalogue/dietary.ts';
import DietBadges from '../ui/DietBadges.tsx';
import { dietBadgeWords } from '../ui/diet-badges-markup.ts';
import FactList, { type Fact } from './FactList.tsx';
import { travelFact, type TravelBandFacts } from '../../lib/planning/travel-label.ts';
import summary from './ProductSummary.module.css';
import { categoryName } from '../../lib/catalogue/shop-words/categories.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { localName } from '../../lib/i18n/local-name.ts';
import { addWords, productLanguage, valueLanguage, type ProductStrings } from './product-language.ts';
import { shelfLifeIn } from '../../lib/catalogue/value-words.ts';
import '../ui/kit/split.css';

export interface CopySection {
  title: string;
  text: string;
}

export interface DiwaliCopy {
  blurb: CopySection;
  about: CopySection;
}

interface Props {
  product: DetailProduct;
  defaultPhone: string;
  copy: DiwaliCopy;
  travelBands?: readonly TravelBandFacts[] | undefined;
  /** The page's language and its words (issue #44); English when not given. */
  locale?: Locale | undefined;
  strings?: ProductStrings | undefined;
}

export default function DiwaliProductView({ product, defaultPhone, copy, travelBands = [], locale, strings }: Props) {
  const language = productLanguage(locale, strings);
  const words = language.strings;
  const name = localName(product.name, product.aliases, language.locale);
  const price = product.price.custom;
  const facts: Fact[] = [
    [words.product.facts.quantity, product.quantity],
    [words.product.facts.shelfLife, product.shelfLife && shelfLifeIn(product.shelfLife, valueLanguage(language))],
    [words.product.facts.travelsWell, travelFact(travelBands, product.shelfLife, product.storageInstructions)],
  ];
  return (
    <div className={`container ${styles.page}`}>
      <div className={`split ${summary.layout}`}>
        <div className={summary.media}>
          <SmartImage
            image={product.pictures?.[0] ?? product.images[0] ?? ''}
            alt={product.imageAlts?.[0] ?? name}
            width={640}
            height={640}
            sizes={PRODUCT_PICTURE_SIZES}
            loading="eager"
            fetchPriority="high"
            unavailable={words.card.imageUnavailable}
          />
        </div>
        <div className={summary.info}>
          <p className={summary.category}>{categoryName(product.category, words.categories)}</p>
          <h1>{name}</h1>
          {product.isBestseller && <p className={summary.badge}>{words.card.bestseller}</p>}
          <DietBadges tags={dietTags(product.dietaryInfo, product.shelfLife)} size="large" words={dietBadgeWords(words.card)} />
          <p className={summary.price}>
            <Price amount={price} style="decimal" unit={words.product.perPack} unitClassName={summary.unit} />
          </p>
          <FactList facts={facts} />
          {product.description && <p className={summary.description}>{product.description}</p>}
          <AddToListButton item={{ kind: 'diwali', id: product._id }} name={name} inStock={product.inStock} words={addWords(language)} />
          <div className={styles.actions}>
            <a className="button" href={callHref(product.phoneNumber, defaultPhone)}>
              {words.diwali.callNow}
            </a>
            <a className="button button--secondary" href={localePath(language.locale, contactHref({ kind: 'diwali', id: product._id }))}>
              {words.diwali.bulkOrders}
            </a>
            <a className={styles.back} href={localePath(language.locale, '/mithai/shop')}>
              {words.diwali.back}
            </a>
          </div>
        </div>
      </div>
      <section className={styles.blurb} aria-labelledby="diwali-blurb">
        <h2 id="diwali-blurb">{copy.blurb.title}</h2>
        <p>{copy.blurb.text}</p>
      </section>
      <section className={styles.about} aria-labelledby="diwali-about">
        <h2 id="diwali-about">{copy.about.title}</h2>
        <p>{copy.about.text}</p>
      </section>
    </div>
  );
}

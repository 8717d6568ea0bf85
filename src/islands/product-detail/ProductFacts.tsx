/**
 * What else the product record says (FEATURES PDP-14, G-12): pack, weight, shelf life, ingredients,
 * storage, dietary information and rating, and how far it travels (issue #17). Absent fields are left out.
 */
import type { DetailProduct } from './detail-product.ts';
import { travelFact, type TravelBandFacts } from '../../lib/planning/travel-label.ts';
import FactList, { type Fact } from './FactList.tsx';
import { EN_PRODUCT, type ProductWords } from '../../lib/catalogue/shop-words/product.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';
import { allergenIn, shelfLifeIn, type ValueLanguage } from '../../lib/catalogue/value-words.ts';

function dietLine(product: DetailProduct, words: ProductWords): string | undefined {
  const info = product.dietaryInfo;
  if (!info) return undefined;
  const labels = [info.isVegetarian && words.vegetarian, info.isVegan && words.vegan, info.isGlutenFree && words.glutenFree].filter(Boolean);
  return labels.length > 0 ? labels.join(' · ') : undefined;
}

interface Props {
  product: DetailProduct;
  travelBands?: readonly TravelBandFacts[] | undefined;
  /** The page's words (issue #44); English when not given. */
  words?: ProductWords | undefined;
  /** Shelf life and allergens in the page's words; as written when not given (English). */
  values?: ValueLanguage | undefined;
}

export default function ProductFacts({ product, travelBands = [], words = EN_PRODUCT, values }: Props) {
  const labels = words.facts;
  const facts: Fact[] = [
    [labels.quantity, product.quantity],
    [labels.weight, product.weight],
    [labels.shelfLife, product.shelfLife && shelfLifeIn(product.shelfLife, values)],
    [labels.travelsWell, travelFact(travelBands, product.shelfLife, product.storageInstructions)],
    [labels.mrp, product.mrp],
    [labels.ingredients, product.ingredients.length > 0 ? product.ingredients.join(', ') : undefined],
    [labels.storage, product.storageInstructions],
    [labels.dietary, dietLine(product, words)],
    [labels.allergens, product.dietaryInfo && product.dietaryInfo.allergens.length > 0 ? product.dietaryInfo.allergens.map((name) => allergenIn(name, values)).join(', ') : undefined],
    [labels.rating, fill(words.ratingValue, { rating: product.rating.toFixed(1) })],
  ];
  return <FactList facts={facts} />;
}

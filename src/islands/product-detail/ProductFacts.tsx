/**
 * What else the product record says (FEATURES PDP-14, G-12): pack, weight, shelf life, ingredients,
 * storage, dietary information and rating, and how far it travels (issue #17). Absent fields are left out.
 */
import type { DetailProduct } from './detail-product.ts';
import { travelFact, type TravelBandFacts } from '../../lib/planning/travel-label.ts';
import FactList, { type Fact } from './FactList.tsx';

function dietLine(product: DetailProduct): string | undefined {
  const info = product.dietaryInfo;
  if (!info) return undefined;
  const labels = [info.isVegetarian && 'Vegetarian', info.isVegan && 'Vegan', info.isGlutenFree && 'Gluten-free'].filter(Boolean);
  return labels.length > 0 ? labels.join(' · ') : undefined;
}

export default function ProductFacts({ product, travelBands = [] }: { product: DetailProduct; travelBands?: readonly TravelBandFacts[] | undefined }) {
  const facts: Fact[] = [
    ['Quantity', product.quantity],
    ['Weight', product.weight],
    ['Shelf life', product.shelfLife],
    ['Travels well', travelFact(travelBands, product.shelfLife, product.storageInstructions)],
    ['MRP', product.mrp],
    ['Ingredients', product.ingredients.length > 0 ? product.ingredients.join(', ') : undefined],
    ['Storage', product.storageInstructions],
    ['Dietary', dietLine(product)],
    ['Allergens', product.dietaryInfo && product.dietaryInfo.allergens.length > 0 ? product.dietaryInfo.allergens.join(', ') : undefined],
    ['Rating', `${product.rating.toFixed(1)} out of 5`],
  ];
  return <FactList facts={facts} />;
}

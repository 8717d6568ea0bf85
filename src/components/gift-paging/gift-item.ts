/** Plain, serialisable data of a corporate gift card and the texts of the paged grid. */
import type { SmartImageSource } from '../../islands/ui/SmartImage.tsx';
import type { CardWords } from '../../lib/catalogue/shop-words.ts';

export interface GiftItemData {
  id: number;
  name: string;
  subtitle?: string | undefined;
  description: string;
  /** "/product/gift-{id}" */
  href: string;
  mrp: string;
  shelfLife: string;
  weight?: string | undefined;
  image: SmartImageSource;
  imageAlt: string;
  /** False: "Currently unavailable" instead of "Add to enquiry list" (issue #41). */
  inStock: boolean;
}

export interface GiftPagingLabels {
  /** Accessible name of the grid, e.g. "Curated Collections". */
  grid: string;
  previous: string;
  next: string;
  /** "Page {page} of {count}": the two numbers are filled in. */
  page: string;
  mrp: string;
  shelfLife: string;
  weight: string;
  buyNow: { label: string; href: string };
  /** "Add to enquiry list" and its status in the page's language (the shop's card words, issue #44); English when left out. */
  card?: CardWords | undefined;
}

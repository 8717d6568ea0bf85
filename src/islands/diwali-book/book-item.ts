/** One page of the Diwali Book: a Diwali Collection sweet, as plain props. */
import type { CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';

export type BookItem = CatalogueItem & { description: string };

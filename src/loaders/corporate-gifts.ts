/** Build-time loader of the 19 corporate gifts (content/corporate-gifts), by number, hidden ones left out (issue #41). */
import { getCollection } from 'astro:content';
import { activeItems } from '../lib/catalogue/availability.ts';
import { byGiftNumber } from '../lib/content/content-order.ts';

export async function loadCorporateGifts() {
  return activeItems((await getCollection('corporate-gifts')).toSorted(byGiftNumber).map((entry) => entry.data));
}

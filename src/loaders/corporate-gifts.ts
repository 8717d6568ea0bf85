/** Build-time loader of the 19 corporate gifts (content/corporate-gifts), by number. */
import { getCollection } from 'astro:content';
import { byGiftNumber } from '../lib/content/content-order.ts';

export async function loadCorporateGifts() {
  return (await getCollection('corporate-gifts')).toSorted(byGiftNumber).map((entry) => entry.data);
}

/** Build-time loader of the plain content lists that pages show as written, in content order. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { byOrder } from '../lib/content/content-order.ts';

type OrderedList =
  | 'brands'
  | 'collection-cards'
  | 'hospitality-cards'
  | 'signature-experiences'
  | 'process-steps'
  | 'additional-services'
  | 'why-choose'
  | 'catering-testimonials';

/** The entries' data of a list, lowest `order` first. */
export async function loadInOrder<C extends OrderedList>(collection: C): Promise<CollectionEntry<C>['data'][]> {
  return (await getCollection(collection)).toSorted(byOrder).map((entry) => entry.data);
}

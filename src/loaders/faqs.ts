/** Build-time loader of a page's FAQ (content/faqs, `page` catering-events or corporate-gifting), in content order. */
import { getCollection } from 'astro:content';
import { byOrder } from '../lib/content/content-order.ts';
import type { FaqPage } from '../lib/content/faq-schema.ts';

export async function loadFaqs(page: FaqPage) {
  return (await getCollection('faqs', (entry) => entry.data.page === page)).toSorted(byOrder).map((entry) => entry.data);
}

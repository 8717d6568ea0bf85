/** Build-time loader of a page's FAQ (content/faqs, `page` catering-events or corporate-gifting), in content order, hidden ones left out. */
import { getCollection } from 'astro:content';
import { pageFaqs, type FaqPage } from '../lib/content/faq-schema.ts';

export async function loadFaqs(page: FaqPage) {
  return pageFaqs(await getCollection('faqs'), page);
}

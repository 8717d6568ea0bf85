/**
 * Build-time loader of a page's FAQ (content/faqs, `page` catering-events or corporate-gifting), in
 * content order, hidden ones left out, each question and answer in `locale` (issue #44; English where
 * one is not translated).
 */
import { getCollection } from 'astro:content';
import { pageFaqs, type FaqPage } from '../lib/content/faq-schema.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import { inLanguage } from './in-language.ts';

export async function loadFaqs(page: FaqPage, locale: Locale = 'en') {
  return pageFaqs(await getCollection('faqs'), page).map((faq) => inLanguage(faq, locale));
}

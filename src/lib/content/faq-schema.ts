/**
 * A question and answer of a page FAQ (content/faqs/*.json): catering and corporate gifting, in
 * `order`; `hidden` keeps one off its page without deleting it (issue #41).
 */
import { z } from 'astro/zod';
import { byOrder } from './content-order.ts';
import { orderSchema, textSchema } from './content-fields-schema.ts';
import { translationsOf } from '../i18n/translations-schema.ts';

export const FAQ_PAGES = ['catering-events', 'corporate-gifting'] as const;
export type FaqPage = (typeof FAQ_PAGES)[number];

const faqShape = {
  page: z.enum(FAQ_PAGES),
  /** A question ends with "?" in every language (Telugu and Hindi write it too). */
  question: textSchema.refine((text) => text.endsWith('?'), { error: 'A question ends with "?"' }),
  answer: textSchema,
  order: orderSchema,
  hidden: z.boolean().default(false),
};

/** The question and answer in Telugu and Hindi (issue #44). */
export const faqSchema = z.strictObject({ ...faqShape, translations: translationsOf(faqShape, ['question', 'answer']) });

export type FaqEntry = z.output<typeof faqSchema>;

/** A page's questions as it shows them: its own, not hidden, in order. */
export function pageFaqs<T extends { id: string; data: Pick<FaqEntry, 'page' | 'hidden' | 'order'> }>(entries: readonly T[], page: FaqPage): T['data'][] {
  return entries
    .filter((entry) => entry.data.page === page && !entry.data.hidden)
    .toSorted(byOrder)
    .map((entry) => entry.data);
}

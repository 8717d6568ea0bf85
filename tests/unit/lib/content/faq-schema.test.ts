/** FAQs can be hidden without being deleted (issue #41): the pages leave them out. */
import { describe, expect, test } from 'vitest';
import { faqSchema, pageFaqs } from '../../../../src/lib/content/faq-schema.ts';
import { loadCollection } from '../../content/load-content.ts';

const faq = (id: string, order: number, hidden?: boolean, page: 'catering-events' | 'corporate-gifting' = 'catering-events') => ({
  id,
  data: faqSchema.parse({ page, question: `${id}?`, answer: 'Yes.', order, ...(hidden === undefined ? {} : { hidden }) }),
});

describe('pageFaqs (#41)', () => {
  test('hidden defaults to false: every shipped FAQ shows, five on each page', () => {
    const faqs = loadCollection('faqs', () => faqSchema);
    expect(faqs.every((entry) => entry.data.hidden === false)).toBe(true);
    expect(pageFaqs(faqs, 'catering-events')).toHaveLength(5);
    expect(pageFaqs(faqs, 'corporate-gifting')).toHaveLength(5);
  });

  test('leaves out hidden questions and other pages\' questions, in order', () => {
    const entries = [faq('c', 3), faq('a', 1), faq('b', 2, true), faq('d', 1, false, 'corporate-gifting')];
    expect(pageFaqs(entries, 'catering-events').map((entry) => entry.question)).toEqual(['a?', 'c?']);
  });

  test('refuses a hidden flag that is not true or false', () => {
    expect(faqSchema.safeParse({ page: 'catering-events', question: 'Q?', answer: 'A.', order: 1, hidden: 'yes' }).success).toBe(false);
  });
});

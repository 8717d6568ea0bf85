/**
 * The words of the line saying what an enquiry is about (describe-subject.ts): English's, as the
 * enquiry records it and staff read it. The contact form and the enquiry list show the line in the
 * page's language (issue #44); both take these words from here, each language's from the list's.
 */
import type { QualityLevel } from '../catalogue/product-schema.ts';

export interface SubjectWords {
  /** "MRP {mrp}" */
  mrp: string;
  /** "{price} / pack" */
  perPack: string;
  quality: Readonly<Record<QualityLevel, string>>;
}

export const EN_SUBJECT_WORDS = {
  mrp: 'MRP {mrp}',
  perPack: '{price} / pack',
  quality: { basic: 'Basic', standard: 'Standard', premium: 'Premium' },
} as const;

/** The subject line's words out of a larger set that holds them (the enquiry list's words). */
export function subjectWordsOf({ mrp, perPack, quality }: SubjectWords): SubjectWords {
  return { mrp, perPack, quality };
}

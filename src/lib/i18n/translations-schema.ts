/**
 * The `translations` field of a translatable content schema (issue #44, docs/i18n.md §3):
 *
 *   const shape = { question: z.string().min(1), answer: z.string().min(1), ... };
 *   export const faqSchema = z.object({ ...shape, translations: translationsOf(shape, ['question', 'answer']) });
 *
 * Each language may hold any of the named fields, each validated by English's own schema, so the
 * staff content editor (generated from the schema) shows a Telugu and a Hindi group of those fields.
 */
import { z } from 'astro/zod';

export function translationsOf<S extends z.ZodRawShape, K extends keyof S & string>(shape: S, fields: readonly K[]) {
  const one = z.strictObject(Object.fromEntries(fields.map((field) => [field, (shape[field] as z.ZodType).optional()])) as unknown as { [F in K]: z.ZodOptional<S[F]> });
  return z.strictObject({ te: one.optional(), hi: one.optional() }).optional();
}

/** The languages a translations field holds. */
export const TRANSLATED_LANGUAGES = ['te', 'hi'] as const;

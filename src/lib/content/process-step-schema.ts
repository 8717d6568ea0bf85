/** A step of the four-step event process (content/process-steps/*.json). */
import { z } from 'astro/zod';
import { translationsOf } from '../i18n/translations-schema.ts';
import { orderSchema, textSchema } from './content-fields-schema.ts';

export const PROCESS_STEP_TITLES = ['Consultation', 'Design', 'Coordination', 'Execution'] as const;

export const processStepSchema = z.strictObject({
  title: z.enum(PROCESS_STEP_TITLES),
  description: textSchema,
  order: orderSchema,
  /** Telugu and Hindi (issue #44): the title in words (English's stays one of the four), the description. */
  translations: translationsOf({ title: textSchema, description: textSchema }, ['title', 'description']),
});

export type ProcessStepEntry = z.output<typeof processStepSchema>;

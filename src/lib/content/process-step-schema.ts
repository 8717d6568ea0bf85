/** A step of the four-step event process (content/process-steps/*.json). */
import { z } from 'astro/zod';
import { orderSchema, textSchema } from './content-fields-schema.ts';

export const PROCESS_STEP_TITLES = ['Consultation', 'Design', 'Coordination', 'Execution'] as const;

export const processStepSchema = z.strictObject({
  title: z.enum(PROCESS_STEP_TITLES),
  description: textSchema,
  order: orderSchema,
});

export type ProcessStepEntry = z.output<typeof processStepSchema>;

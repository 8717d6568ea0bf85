/** A "Catering Services" tab of /catering-events (content/catering-services/*.json; 3 tabs). */
import { z } from 'astro/zod';
import { pictureInListFields, textSchema, type ImageHelper } from './content-fields-schema.ts';

export const CATERING_SERVICE_NAMES = ['Wedding Catering', 'Corporate Events', 'Family Celebrations'] as const;

export function cateringServiceSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    name: z.enum(CATERING_SERVICE_NAMES),
    description: textSchema,
    features: z.array(textSchema).min(3),
    ...pictureInListFields(image),
  });
}

/** A catering and events package (content/event-packages/*.json; storefront §3 and §9). */
import { z } from 'astro/zod';
import { translationsOf } from '../i18n/translations-schema.ts';
import { orderSchema, rupeeTextSchema, textSchema } from './content-fields-schema.ts';

const shape = {
  name: textSchema,
  /** As shown, e.g. "₹25,000". */
  price: rupeeTextSchema,
  /** The guest limit as shown, e.g. "Up to 50 guests". */
  duration: textSchema,
  /** The same limit as a number, for checks and structured data. */
  maxGuests: z.number().int().positive(),
  features: z.array(textSchema).min(3),
  popular: z.boolean().default(false),
  order: orderSchema,
};

export const eventPackageSchema = z
  .strictObject({ ...shape, translations: translationsOf(shape, ['name', 'duration', 'features']) })
  .refine((pack) => pack.duration.includes(String(pack.maxGuests)), {
    error: 'duration must state the same guest limit as maxGuests',
    path: ['duration'],
  });

export type EventPackageEntry = z.output<typeof eventPackageSchema>;

/** One store or site of the group (content/stores/*.json), shown in the footer and the stores sections. */
import { z } from 'astro/zod';
import { phoneNumberSchema, timeRangeSchema } from './site-schema.ts';

export const storeSchema = z.object({
  name: z.string().min(1),
  /** Display order, lowest first. */
  order: z.number().int(),
  address: z.object({
    street: z.string().min(1),
    locality: z.string().min(1),
    city: z.enum(['Hyderabad', 'Secunderabad']),
    region: z.literal('Telangana'),
    postalCode: z.string().regex(/^5\d{5}$/, { error: 'Must be a 6-digit Telangana PIN code' }),
  }),
  phone: phoneNumberSchema,
  /** schema.org types of the place, most specific first (structured data), e.g. ["Bakery", "Store"]. */
  schemaTypes: z.array(z.enum(['Bakery', 'Store', 'Restaurant', 'Hotel', 'FoodEstablishment', 'EventVenue'])).min(1),
  /** Map position (structured data), in decimal degrees. */
  geo: z.object({ latitude: z.number().min(17).max(18), longitude: z.number().min(78).max(79) }),
  /** Price level shown by search engines, e.g. "₹₹". */
  priceRange: z.string().min(1).max(20),
  /** Cuisines served, for the restaurant's structured data. */
  servesCuisine: z.array(z.string().min(1)).optional(),
  /** Weekdays = Monday to Friday, weekends = Saturday and Sunday (IST). */
  hours: z.object({ weekdays: timeRangeSchema, weekends: timeRangeSchema }),
  services: z.array(z.string().min(1)).min(1),
  mapUrl: z.url({ protocol: /^https$/ }),
  /** Photo in public/ (absent until the business supplies one; a placeholder shows instead). */
  image: z.object({ src: z.string().regex(/^\//), alt: z.string().min(1) }).optional(),
});

export type StoreEntry = z.infer<typeof storeSchema>;

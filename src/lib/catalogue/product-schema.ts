/**
 * The product as the server stores and serves it (storefront §3, admin §3).
 * Built-in content items are mapped into this same shape.
 *
 * Written with zod/mini (tree-shakable; interoperates with astro/zod, which is the same zod 4), so
 * the public pages that parse products from the API do not ship classic zod (issue #14).
 */
import * as z from 'zod/mini';

export const SIZES = ['250g', '500g', '1kg'] as const;
export type Size = (typeof SIZES)[number];

export const QUALITY_LEVELS = ['basic', 'standard', 'premium'] as const;
export type QualityLevel = (typeof QUALITY_LEVELS)[number];

const rupees = z.number().check(z.nonnegative());
const optionalRupees = z.optional(rupees);

export const sizePricesSchema = z.object({
  '250g': optionalRupees,
  '500g': optionalRupees,
  '1kg': optionalRupees,
});

export const priceSchema = z.object({
  custom: optionalRupees,
  '250g': optionalRupees,
  '500g': optionalRupees,
  '1kg': optionalRupees,
  expertise: z.optional(
    z.object({
      basic: z.optional(sizePricesSchema),
      standard: z.optional(sizePricesSchema),
      premium: z.optional(sizePricesSchema),
    }),
  ),
});

export const dietaryInfoSchema = z.object({
  isVegetarian: z._default(z.boolean(), true),
  isVegan: z._default(z.boolean(), false),
  isGlutenFree: z._default(z.boolean(), false),
  /** Jain: no onion, garlic or root vegetables (issue #12). */
  isJain: z._default(z.boolean(), false),
  /** No added sugar or jaggery (issue #12). */
  isSugarFree: z._default(z.boolean(), false),
  allergens: z._default(z.array(z.string()), []),
});

const text = z.string();
const filled = z.string().check(z.minLength(1));
const texts = () => z._default(z.array(z.string()), []);

export const productSchema = z.object({
  _id: filled,
  name: filled,
  /** Other names customers search by: Telugu, Hindi, other spellings (issue #12). */
  aliases: texts(),
  category: filled,
  description: z._default(text, ''),
  phoneNumber: z._default(text, ''),
  images: texts(),
  price: priceSchema,
  isBestseller: z._default(z.boolean(), false),
  isActive: z._default(z.boolean(), true),
  createdAt: text,
  updatedAt: z.optional(text),
  shelfLife: z.optional(text),
  ingredients: texts(),
  storageInstructions: z.optional(text),
  quantity: z.optional(text),
  weight: z.optional(text),
  rating: z._default(z.number().check(z.gte(0), z.lte(5)), 4.5),
  inStock: z._default(z.boolean(), true),
  dietaryInfo: z.optional(dietaryInfoSchema),
});

export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;
export type Price = z.infer<typeof priceSchema>;
export type DietaryInfo = z.infer<typeof dietaryInfoSchema>;

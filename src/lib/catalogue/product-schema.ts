/**
 * The product as the server stores and serves it (storefront §3, admin §3).
 * Built-in content items are mapped into this same shape.
 */
import { z } from 'astro/zod';

export const SIZES = ['250g', '500g', '1kg'] as const;
export type Size = (typeof SIZES)[number];

export const QUALITY_LEVELS = ['basic', 'standard', 'premium'] as const;
export type QualityLevel = (typeof QUALITY_LEVELS)[number];

const rupees = z.number().nonnegative();

export const sizePricesSchema = z.object({
  '250g': rupees.optional(),
  '500g': rupees.optional(),
  '1kg': rupees.optional(),
});

export const priceSchema = z.object({
  custom: rupees.optional(),
  '250g': rupees.optional(),
  '500g': rupees.optional(),
  '1kg': rupees.optional(),
  expertise: z
    .object({
      basic: sizePricesSchema.optional(),
      standard: sizePricesSchema.optional(),
      premium: sizePricesSchema.optional(),
    })
    .optional(),
});

export const dietaryInfoSchema = z.object({
  isVegetarian: z.boolean().default(true),
  isVegan: z.boolean().default(false),
  isGlutenFree: z.boolean().default(false),
  /** Jain: no onion, garlic or root vegetables (issue #12). */
  isJain: z.boolean().default(false),
  /** No added sugar or jaggery (issue #12). */
  isSugarFree: z.boolean().default(false),
  allergens: z.array(z.string()).default([]),
});

export const productSchema = z.object({
  _id: z.string().min(1),
  name: z.string().min(1),
  /** Other names customers search by: Telugu, Hindi, other spellings (issue #12). */
  aliases: z.array(z.string()).default([]),
  category: z.string().min(1),
  description: z.string().default(''),
  phoneNumber: z.string().default(''),
  images: z.array(z.string()).default([]),
  price: priceSchema,
  isBestseller: z.boolean().default(false),
  isActive: z.boolean().default(true),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  shelfLife: z.string().optional(),
  ingredients: z.array(z.string()).default([]),
  storageInstructions: z.string().optional(),
  quantity: z.string().optional(),
  weight: z.string().optional(),
  rating: z.number().min(0).max(5).default(4.5),
  inStock: z.boolean().default(true),
  dietaryInfo: dietaryInfoSchema.optional(),
});

export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;
export type Price = z.infer<typeof priceSchema>;
export type DietaryInfo = z.infer<typeof dietaryInfoSchema>;

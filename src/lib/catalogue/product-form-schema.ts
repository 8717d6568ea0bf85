/**
 * The staff product form (admin §2, §5), checked the same way by the dashboard and
 * by the product functions. Prices are whole rupees above 0 for all three sizes.
 */
import { z } from 'astro/zod';

export const REQUIRED_FIELDS_ALERT = 'Please fill in all required fields';
export const NO_IMAGE_ALERT = 'Please upload at least one image';
export const TOO_MANY_IMAGES_ALERT = 'You can upload a maximum of 3 images';
export const MAX_PRODUCT_IMAGES = 3;
export const UPLOAD_HINT = 'PNG, JPG, GIF up to 5MB';
/** What a visitor may pick in the form, before the browser scales it down. */
export const MAX_PICKED_IMAGE_BYTES = 5 * 1024 * 1024;
/** What the product function accepts in one request (Netlify's limit is about 4.5 MB of real bytes). */
export const MAX_UPLOAD_BODY_BYTES = 4 * 1024 * 1024;

const wholeRupees = (size: string) =>
  z
    .number({ error: `Enter the ${size} price in whole rupees.` })
    .int({ error: `Enter the ${size} price in whole rupees.` })
    .positive({ error: `The ${size} price must be above 0.` })
    .max(1_000_000, { error: `The ${size} price looks too high.` });

export const productPricesSchema = z.object({
  '250g': wholeRupees('250g'),
  '500g': wholeRupees('500g'),
  '1kg': wholeRupees('1kg'),
});

/** Dietary facts staff set on a product (issue #12); everything is vegetarian. */
export const dietaryFormSchema = z
  .object({
    isVegetarian: z.literal(true).default(true),
    isVegan: z.boolean().default(false),
    isGlutenFree: z.boolean().default(false),
    isJain: z.boolean().default(false),
    isSugarFree: z.boolean().default(false),
    allergens: z
      .array(z.string().trim().min(1).max(40, { error: 'Keep each allergen under 40 characters.' }))
      .max(20, { error: 'List at most 20 allergens.' })
      .default([]),
  })
  .prefault({});

/** "30 Days", "2 weeks", "1 month": a number and a unit, so "ships well" can be worked out. */
export const SHELF_LIFE_PATTERN = /^\d{1,4}\s*(?:day|days|week|weeks|month|months)\b/i;

export const productFormSchema = z.object({
  name: z.string().trim().min(1, { error: 'Please enter the product name.' }).max(120, { error: 'Keep the name under 120 characters.' }),
  category: z.string().trim().min(1, { error: 'Please choose or type a category.' }).max(60, { error: 'Keep the category under 60 characters.' }),
  description: z.string().trim().min(1, { error: 'Please enter a description.' }).max(2000, { error: 'Keep the description under 2,000 characters.' }),
  phoneNumber: z
    .string()
    .trim()
    .min(1, { error: 'Please enter a phone number.' })
    .max(20, { error: 'Keep the phone number under 20 characters.' })
    .regex(/^[0-9+\-() ]+$/, { error: 'Use only digits, spaces and + - ( ) in the phone number.' }),
  isBestseller: z.boolean().default(false),
  price: productPricesSchema,
  /** Other names customers search by: Telugu, Hindi, other spellings (issue #12). */
  aliases: z
    .array(z.string().trim().min(1, { error: 'Other names may not be empty.' }).max(80, { error: 'Keep each other name under 80 characters.' }))
    .max(12, { error: 'List at most 12 other names.' })
    .default([]),
  shelfLife: z
    .string()
    .trim()
    .max(40, { error: 'Keep the shelf life under 40 characters.' })
    .regex(SHELF_LIFE_PATTERN, { error: 'Write the shelf life like "30 Days", "2 weeks" or "1 month".' })
    .optional(),
  inStock: z.boolean().default(true),
  dietaryInfo: dietaryFormSchema,
});

export type ProductForm = z.infer<typeof productFormSchema>;

/** The visibility toggle's body. */
export const visibilitySchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false.' }) }).strict();

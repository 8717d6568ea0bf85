/**
 * What the content editor's unit tests build their forms from (issue #41): the JSON Schema of a real
 * content schema as the API writes it (zod's toJSONSchema, input side, pictures as plain text) and a
 * valid Diwali sweet of the shape content/diwali-sweets holds.
 */
import { z } from 'astro/zod';
import type { JsonSchema } from '../../src/lib/content-form/json-schema.ts';

export const jsonSchemaOf = (type: z.ZodType): JsonSchema => z.toJSONSchema(type, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The editor's stand-in image helper: a picture is its path or `picture:{key}`. */
export const textImage = () => z.string();

export const KAJU_ENTRY = {
  name: 'Kaju Katli',
  images: [{ src: '../../src/assets/sweets/kaju-katli.svg', alt: 'Diamond slices of kaju katli' }],
  price: { custom: 950 },
  shelfLife: '10 days',
  dietary: { vegan: false, glutenFree: true, jain: true, sugarFree: false, allergens: ['cashew'] },
  createdAt: '2025-09-20T10:00:00.000Z',
  order: 1,
  category: 'Diwali Collection',
  phoneNumber: '+91 40 2771 4455',
  quantity: '500 g box',
};

/** Create and edit forms of the developer dashboard (admin §2, §5; FEATURES G-32), shared by browser and functions. */
import { z } from 'astro/zod';
import { PERMISSIONS, ROLES, USER_CATEGORIES } from './staff-roles.ts';

export const MIN_PASSWORD_LENGTH = 8;

const category = z.enum(USER_CATEGORIES, { error: 'Choose a category from the list.' });

export const signupSchema = z.object({
  email: z.email({ error: 'Please enter a valid email address.' }).max(254),
  password: z
    .string({ error: 'Please enter a password.' })
    .min(MIN_PASSWORD_LENGTH, { error: `Use at least ${MIN_PASSWORD_LENGTH} characters for the password.` })
    .max(200, { error: 'Keep the password under 200 characters.' }),
  role: z.enum(ROLES, { error: 'Choose Sub Admin or Super Admin.' }),
  category: category.optional(),
  permissions: z.array(z.enum(PERMISSIONS)).default([]),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** Edit or toggle: every field optional; `email` may be sent but never changes. */
export const userUpdateSchema = z.object({
  email: z.string().optional(),
  role: z.enum(ROLES, { error: 'Choose Sub Admin or Super Admin.' }).optional(),
  category: category.nullable().optional(),
  permissions: z.array(z.enum(PERMISSIONS)).optional(),
  isActive: z.boolean({ error: 'Status must be active or inactive.' }).optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

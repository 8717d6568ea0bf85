/** Create and edit forms of the developer dashboard (admin §2, §5; FEATURES G-32), shared by browser and functions. */
import { z } from 'astro/zod';
import { PERMISSIONS, ROLES, USER_CATEGORIES } from './staff-roles.ts';

/** Staff passwords: at least 12 characters (issue #15); the server also refuses common ones. */
export const MIN_PASSWORD_LENGTH = 12;
export const COMMON_PASSWORD = 'This password is too common. Choose one that is harder to guess.';

/** A new password, as typed in the create-user, change-password and set-password forms. */
export const newPasswordSchema = z
  .string({ error: 'Please enter a password.' })
  .min(MIN_PASSWORD_LENGTH, { error: `Use at least ${MIN_PASSWORD_LENGTH} characters for the password.` })
  .max(200, { error: 'Keep the password under 200 characters.' });

const category = z.enum(USER_CATEGORIES, { error: 'Choose a category from the list.' });

export const signupSchema = z.object({
  email: z.email({ error: 'Please enter a valid email address.' }).max(254),
  password: newPasswordSchema,
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

/** A staff member changes their own password: the current one is required. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'Please enter your current password.' }).min(1, { error: 'Please enter your current password.' }).max(200),
  newPassword: newPasswordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** A developer sets a new password for a non-developer user. */
export const passwordSetSchema = z.object({ password: newPasswordSchema });
export type PasswordSetInput = z.infer<typeof passwordSetSchema>;

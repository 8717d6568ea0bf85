/** The staff sign-in form, checked the same way in the browser and in the login function. */
import { z } from 'astro/zod';

export const loginSchema = z.object({
  email: z.email({ error: 'Please enter a valid email address.' }).max(254),
  password: z.string({ error: 'Please enter your password.' }).min(1, { error: 'Please enter your password.' }).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in 15 minutes.';
export const ACCOUNT_INACTIVE = 'Your account is inactive. Contact your administrator.';
export const TOO_MANY_REQUESTS = 'Too many sign-in attempts right now. Please try again in a minute.';

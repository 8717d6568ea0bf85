/**
 * The smallest answer: `{ message }`, which every change without a record to return answers
 * (logout, unlock, delete). zod/mini, so public pages may use it without classic zod.
 */
import * as z from 'zod/mini';

export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.output<typeof messageAnswer>;

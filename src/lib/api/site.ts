/**
 * Request and response shapes of the site's public endpoints outside the catalogue:
 *   GET  /api/health                               -> { ok, storage, message? } (503 when storage is out)
 *   GET  /api/blogs                                -> BlogSummary[]
 *   GET  /api/blogs/{slug}/stats                   -> { views, likes }
 *   POST /api/blogs/{slug}/view  { visitId }       -> { views, likes }
 *   POST /api/blogs/{slug}/like  { visitorId }     -> { views, likes }
 *   POST /api/contact/submit     EnquiryDraft      -> 201 { message, id, reference } (lib/enquiry/enquiry-schema.ts)
 * zod/mini, so the blog pages parse their counts without classic zod.
 */
import * as z from 'zod/mini';

export const healthAnswer = z.object({ ok: z.boolean(), storage: z.enum(['ok', 'unavailable']), message: z.optional(z.string()) });
export type HealthAnswer = z.output<typeof healthAnswer>;

export const blogSummarySchema = z.object({ title: z.string(), slug: z.string(), author: z.string(), date: z.string(), excerpt: z.string() });
export const blogsAnswer = z.array(blogSummarySchema);

export const postStatsAnswer = z.object({ views: z.number().check(z.int(), z.nonnegative()), likes: z.number().check(z.int(), z.nonnegative()) });
export type PostStats = z.output<typeof postStatsAnswer>;

export const blogViewRequest = z.object({ visitId: z.uuid() });
export const blogLikeRequest = z.object({ visitorId: z.uuid() });

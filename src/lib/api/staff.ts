/**
 * Request and response shapes of the staff accounts endpoints (admin §2, §3, §7; DEV-01..19):
 *   POST   /api/admin/login                 loginSchema          -> { token, admin, message }
 *   POST   /api/admin/logout                                     -> { message }
 *   GET    /api/admin/verify                                     -> { admin }
 *   POST   /api/admin/password              passwordChangeSchema -> { token, admin, message }
 *   GET    /api/admin/users                                      -> { users }
 *   POST   /api/admin/signup                signupSchema         -> 201 { user, message }
 *   PUT    /api/admin/users/{id}/role       userUpdateSchema     -> { user, message }
 *   PUT    /api/admin/users/{id}/password   passwordSetSchema    -> { user, message }
 *   POST   /api/admin/users/{id}/unlock                          -> { message }
 *   DELETE /api/admin/users/{id}                                 -> { message }
 *   GET    /api/admin/activity[?actor=&limit=&cursor=]           -> { entries, nextCursor } (X-Next-Cursor)
 *   GET    /api/admin/blog-analytics                             -> { summary, recentActivity, topViewedBlogs }
 * The staff account shape is written here once: the server answers it, the dashboards parse it,
 * and the stored session (stores/staff-session.ts) reads it back through `storedAdminSchema`.
 */
import * as z from 'zod/mini';
import { BLOG_STATUSES } from '../blog/blog-post-schema.ts';
import { auditEntrySchema } from '../staff/audit-entry-schema.ts';
import { ROLES } from '../staff/staff-roles.ts';

/** A staff account as staff see it (never any password data). */
export const staffAccountSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  category: z.optional(z.string()),
  permissions: z.array(z.string()),
  isActive: z.boolean(),
  lastLogin: z.optional(z.string()),
});
export type StaffAccount = z.output<typeof staffAccountSchema>;

/**
 * The account as kept in localStorage (`adminInfo`), read back from untrusted text: the email and
 * role must be there; the rest falls back (no id from an old session, permissions none, active).
 */
export const storedAdminSchema = z.object({
  _id: z.catch(z.optional(z.string()), undefined),
  email: z.string(),
  role: z.enum(ROLES),
  category: z.catch(z.optional(z.string()), undefined),
  permissions: z.catch(z._default(z.array(z.string()), []), []),
  isActive: z.catch(z._default(z.boolean(), true), true),
  lastLogin: z.catch(z.optional(z.string()), undefined),
});
export type StoredAdmin = z.output<typeof storedAdminSchema>;

export const loginAnswer = z.object({ token: z.string().check(z.minLength(1)), admin: staffAccountSchema, message: z.string() });
export type LoginAnswer = z.output<typeof loginAnswer>;
/** The password change answers a new token (the other sessions end) and the account, like a sign-in. */
export const passwordChangeAnswer = loginAnswer;
export const verifyAnswer = z.object({ admin: staffAccountSchema });

export const usersAnswer = z.object({ users: z.array(staffAccountSchema) });
export const savedAccountAnswer = z.object({ user: staffAccountSchema, message: z.string() });
export type SavedAccount = z.output<typeof savedAccountAnswer>;

/** The next page's cursor also travels in X-Next-Cursor; readers that take one page may ignore it. */
export const activityAnswer = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.optional(z.nullable(z.string())) });

export const blogAnalyticsAnswer = z.object({
  summary: z.object({ total: z.number(), published: z.number(), draft: z.number(), archived: z.number() }),
  recentActivity: z.array(z.object({ _id: z.string(), title: z.string(), author: z.string(), status: z.enum(BLOG_STATUSES), updatedAt: z.string() })),
  topViewedBlogs: z.array(z.object({ _id: z.string(), title: z.string(), author: z.string(), views: z.number(), likes: z.number() })),
});
export type BlogAnalytics = z.output<typeof blogAnalyticsAnswer>;

/** One staff change in the audit trail: what the server stores and the developer dashboard reads. */
import { z } from 'astro/zod';

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), email: z.string(), role: z.string() }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string(), label: z.string() }),
  details: z.string().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * Request and response shapes of the backups endpoints (issue #42 item 4; developers only):
 *   GET    /api/admin/backups                          -> { backups, units }
 *   POST   /api/admin/backups                          -> 202 { message } (a backup starts in the background)
 *   POST   /api/admin/backups/{id}/plan     { unit }   -> the restore plan: what it would add, change, delete
 *   POST   /api/admin/backups/{id}/restore  { unit, planId } -> { message, result } (409 when the plan is stale)
 *   GET    /api/admin/backups/{id}/export[?unit=]      -> the backup as gzip'd NDJSON (one line per blob)
 * A manifest is also what the backups store keeps per backup (server/storage/backup-repository.ts).
 */
import * as z from 'zod/mini';

export const BACKUP_TRIGGERS = ['schedule', 'manual', 'command'] as const;

export const backupStoreStatsSchema = z.object({
  name: z.string(),
  /** Blobs copied. */
  count: z.number(),
  /** NDJSON bytes written (what a download of the store holds before compression). */
  bytes: z.number(),
  /** Of which base64 of binary blobs (pictures), which gzip cannot shrink much. */
  binaryBytes: z.number(),
  parts: z.number(),
});
export type BackupStoreStats = z.output<typeof backupStoreStatsSchema>;

export const backupManifestSchema = z.object({
  id: z.string(),
  trigger: z.enum(BACKUP_TRIGGERS),
  /** Who asked for it (a developer's email), for backups not taken on schedule. */
  by: z.optional(z.string()),
  startedAt: z.string(),
  finishedAt: z.optional(z.string()),
  /** Only a complete backup can be restored or downloaded. */
  complete: z.boolean(),
  /** Why an unfinished backup stopped. */
  failure: z.optional(z.string()),
  stores: z.array(backupStoreStatsSchema),
});
export type BackupManifest = z.output<typeof backupManifestSchema>;

export const backupUnitSchema = z.object({ id: z.string(), label: z.string(), stores: z.array(z.string()) });

export const backupsAnswer = z.object({ backups: z.array(backupManifestSchema), units: z.array(backupUnitSchema) });
export type BackupsAnswer = z.output<typeof backupsAnswer>;

const unitField = z.string({ error: 'Choose what to restore.' }).check(z.trim(), z.minLength(1, { error: 'Choose what to restore.' }), z.maxLength(100, { error: 'Unknown unit.' }));

export const restorePlanRequest = z.object({ unit: unitField });
export const restoreRequest = z.object({
  unit: unitField,
  planId: z.string({ error: 'Confirm a plan first.' }).check(z.trim(), z.regex(/^[0-9a-f]{64}$/, { error: 'Confirm a plan first.' })),
});

const planCount = z.object({ count: z.number(), examples: z.array(z.string()) });

export const restorePlanSchema = z.object({
  /** Confirms exactly this plan: applying refuses it once the data it acts on changed. */
  planId: z.string(),
  backupId: z.string(),
  unit: z.string(),
  stores: z.array(z.object({ store: z.string(), adds: planCount, changes: planCount, deletes: planCount, appendOnly: z.boolean() })),
  /** Writes plus deletes. */
  operations: z.number(),
  warnings: z.array(z.string()),
  /** Why this plan cannot be applied (it would lock the developer out, or is too large). */
  refusal: z.optional(z.string()),
});
export type RestorePlan = z.output<typeof restorePlanSchema>;

export const restoreResultSchema = z.object({
  backupId: z.string(),
  unit: z.string(),
  stores: z.array(z.object({ store: z.string(), added: z.number(), changed: z.number(), deleted: z.number(), conflicts: z.number() })),
});
export type RestoreResult = z.output<typeof restoreResultSchema>;

export const restoreAnswer = z.object({ message: z.string(), result: restoreResultSchema });

/** What starts the background backup job (the schedule, the dashboard, never a browser directly). */
export const backupJobRequest = z.object({ trigger: z.enum(BACKUP_TRIGGERS), by: z.optional(z.string().check(z.maxLength(320))) });

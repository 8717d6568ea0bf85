/**
 * Activity-log entries of content editing (issue #41 item 2): who changed which item, with the patch
 * before and after, bounded so one entry stays small whatever staff pasted into a field.
 */
import type { StaffUser } from '../storage/user-repository.ts';
import { recordAudit } from '../storage/audit-repository.ts';
import { openStore } from '../storage/blob-stores.ts';

/** The longest `details` text of one entry; a longer patch is cut, saying so. */
export const AUDIT_DETAILS_MAX = 4_000;

export type ContentAuditAction =
  | 'content.save'
  | 'content.create'
  | 'content.discard'
  | 'content.remove'
  | 'content.picture'
  | 'content.publish'
  | 'content.revert'
  | 'content.preview';

/** `text` within AUDIT_DETAILS_MAX characters. */
export function boundedDetails(text: string): string {
  if (text.length <= AUDIT_DETAILS_MAX) return text;
  const kept = AUDIT_DETAILS_MAX - 80;
  return `${text.slice(0, kept)} … (${text.length - kept} more characters left out)`;
}

/** The details of an item change: its patch (or removal mark) before and after, as JSON. */
export function patchDetails(before: unknown, after: unknown): string {
  return boundedDetails(JSON.stringify({ before: before ?? null, after: after ?? null }));
}

export async function auditContent(actor: StaffUser, action: ContentAuditAction, target: { type: string; id: string; label: string }, details: string): Promise<void> {
  await recordAudit(openStore('audit'), actor, action, target, details);
}

/** The audit target of an item: `content:{collection}` / id, labelled with its title. */
export const itemTarget = (collection: string, id: string, title: string) => ({ type: `content:${collection}`, id, label: title });

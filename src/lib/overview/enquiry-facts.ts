/**
 * The compact facts of one enquiry that the Overview counts (issue #43), kept in the desk's index row
 * (enquiry-index-row.ts) so the figures of any period read month shards of rows, never the records:
 *   - firstResponseAt: when staff first answered it, the first status change or note, whichever came first;
 *   - origin: where it started (enquiry-origin.ts);
 *   - subjects: what it asked about, one `[kind:id, quantity, indicative rupees]` per thing (context and
 *     list lines of one thing added up), campaigns aside (they are an origin, not an item);
 *   - alert: what became of the alert on it (sent / failed; absent when none was sent).
 * Pure: computed from the record and its alert record alone.
 */
import type { EnquiryAlert } from '../api/enquiries.ts';
import type { EnquiryRecord } from '../enquiry/enquiry-schema.ts';
import type { SubjectKind } from '../enquiry/enquiry-subject.ts';
import { originOf, type EnquiryOrigin } from './enquiry-origin.ts';

/** `[kind:id, quantity, indicative value in rupees]`: short, since a row holds one per thing asked about. */
export type SubjectTally = [key: string, quantity: number, value: number];

export type AlertState = EnquiryAlert['state'];

export interface EnquiryFacts {
  firstResponseAt?: string;
  origin: EnquiryOrigin;
  subjects?: SubjectTally[];
  alert?: AlertState;
}

/** `product:kaju-katli`: ids are slugs, so the first colon splits it again. */
export function subjectKey(kind: SubjectKind, id: string): string {
  return `${kind}:${id}`;
}

export function splitSubjectKey(key: string): { kind: string; id: string } {
  const at = key.indexOf(':');
  return { kind: key.slice(0, at), id: key.slice(at + 1) };
}

/** The first status change or note (history and notes are kept oldest first), or undefined when neither. */
export function firstResponseOf(enquiry: Pick<EnquiryRecord, 'history' | 'notes'>): string | undefined {
  const times = [enquiry.history?.[0]?.at, enquiry.notes?.[0]?.at].filter((at): at is string => at !== undefined);
  if (times.length === 0) return undefined;
  return times.reduce((first, at) => (Date.parse(at) < Date.parse(first) ? at : first));
}

/**
 * What an enquiry asked about. A list line counts its quantity and its line total (unpriced: 0). The
 * context counts the quantity the visitor stated (1 when none: the one size or pack the page showed)
 * and that many of its unit price.
 */
export function subjectTallies(enquiry: Pick<EnquiryRecord, 'subject' | 'items' | 'quantity'>): SubjectTally[] {
  const tallies = new Map<string, SubjectTally>();
  const add = (kind: SubjectKind, id: string, quantity: number, value: number) => {
    if (kind === 'campaign') return;
    const key = subjectKey(kind, id);
    const tally = tallies.get(key);
    if (tally) {
      tally[1] += quantity;
      tally[2] += value;
    } else {
      tallies.set(key, [key, quantity, value]);
    }
  };
  if (enquiry.subject) {
    const quantity = enquiry.quantity ?? 1;
    add(enquiry.subject.kind, enquiry.subject.id, quantity, (enquiry.subject.unitPrice ?? 0) * quantity);
  }
  for (const line of enquiry.items ?? []) add(line.kind, line.id, line.quantity, line.lineTotal ?? 0);
  return [...tallies.values()];
}

export function enquiryFactsOf(enquiry: EnquiryRecord, alert?: Pick<EnquiryAlert, 'state'> | null): EnquiryFacts {
  const firstResponseAt = firstResponseOf(enquiry);
  const subjects = subjectTallies(enquiry);
  return {
    ...(firstResponseAt === undefined ? {} : { firstResponseAt }),
    origin: originOf(enquiry),
    ...(subjects.length === 0 ? {} : { subjects }),
    ...(alert ? { alert: alert.state } : {}),
  };
}

/** Facts as a row may hold them (each absent on a row from before issue #43). */
export type MaybeFacts = { [K in keyof EnquiryFacts]?: EnquiryFacts[K] | undefined };

/** True when two sets of facts (or rows carrying them) say the same. */
export function sameFacts(a: MaybeFacts, b: MaybeFacts): boolean {
  return a.firstResponseAt === b.firstResponseAt && a.origin === b.origin && a.alert === b.alert && JSON.stringify(a.subjects ?? []) === JSON.stringify(b.subjects ?? []);
}

/** The name an enquiry stored for one of its subjects (its context or a list line), if it has it. */
export function subjectNameIn(enquiry: Pick<EnquiryRecord, 'subject' | 'items'>, key: string): string | undefined {
  return [enquiry.subject, ...(enquiry.items ?? [])].find((subject) => subject !== undefined && subjectKey(subject.kind, subject.id) === key)?.name;
}

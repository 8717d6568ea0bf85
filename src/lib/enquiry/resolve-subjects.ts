/**
 * Turns the references an enquiry carries (its context and its list) into the summaries stored
 * with it, through a lookup of the site's own data. Every reference that finds nothing, or not
 * with those options, is reported per field ("context", "items.2"), so nothing half-known is stored.
 */
import type { FieldErrors } from '../api/api-error.ts';
import { describeSubject, type SubjectSummary } from './describe-subject.ts';
import type { CatalogueEntry } from './enquiry-catalogue.ts';
import { indicativeTotal, toListLine, type ListLine } from './enquiry-list-lines.ts';
import type { ListItemRef, SubjectRef } from './enquiry-subject.ts';

export type EntryLookup = (ref: SubjectRef) => Promise<CatalogueEntry | undefined>;

export interface ResolvedSubjects {
  subject?: SubjectSummary;
  items?: ListLine[];
  indicativeTotal?: number;
}

export type Resolution = { ok: true; value: ResolvedSubjects } | { ok: false; errors: FieldErrors };

export async function resolveSubjects(
  refs: { context?: SubjectRef | undefined; items?: readonly ListItemRef[] | undefined },
  lookup: EntryLookup,
  /** The message of an unknown reference, in the visitor's language (enquiry-messages.ts). */
  unknownMessage: string,
): Promise<Resolution> {
  const errors: FieldErrors = {};
  const value: ResolvedSubjects = {};
  if (refs.context) {
    const subject = describeSubject(refs.context, await lookup(refs.context));
    if (subject) value.subject = subject;
    else errors['context'] = unknownMessage;
  }
  if (refs.items && refs.items.length > 0) {
    const summaries = await Promise.all(refs.items.map(async (item) => describeSubject(item, await lookup(item))));
    const lines: ListLine[] = [];
    summaries.forEach((summary, index) => {
      const item = refs.items?.[index];
      if (summary && item) lines.push(toListLine(summary, item.quantity));
      else errors[`items.${index}`] = unknownMessage;
    });
    value.items = lines;
    value.indicativeTotal = indicativeTotal(lines).amount;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

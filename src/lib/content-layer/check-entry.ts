/**
 * What a save checks before anything is stored (docs/content-editing.md §3): the whole entry against
 * its collection's real schema with the picture rule, then the cross-collection checks over the
 * merged draft with the change applied. Answers the refusal (message and per-field errors), or null.
 */
import { toFieldErrors, type FieldErrors } from '../api/api-error.ts';
import { findCollection, type ContentCollection } from './collections.ts';
import { crossCheckProblems, problemsInvolving, type CheckProblem, type DraftView, type ItemRef } from './cross-checks.ts';
import { pictureRuleImage, type PictureRule } from './picture-rule.ts';

export interface Refusal {
  message: string;
  errors: FieldErrors;
}

export const FIELD_ERRORS_MESSAGE = 'Please correct the highlighted fields.';

/** The schema's refusal of an entry (every failing field), or null when the build would take it. */
export function schemaRefusal(collection: ContentCollection, entry: unknown, rule: PictureRule): Refusal | null {
  const parsed = collection.schema(pictureRuleImage(rule)).safeParse(entry);
  return parsed.success ? null : { message: FIELD_ERRORS_MESSAGE, errors: toFieldErrors(parsed.error) };
}

const sameProblem = (a: CheckProblem, b: CheckProblem) =>
  a.message === b.message && a.at.collection === b.at.collection && a.at.id === b.at.id && a.at.path === b.at.path;

/** Where another item's problem shows on this item's form: its own words, naming the other item. */
function describeElsewhere(problem: CheckProblem): string {
  const label = findCollection(problem.at.collection)?.label ?? problem.at.collection;
  return `${label} \u201c${problem.at.id}\u201d: ${problem.message}`;
}

/**
 * The cross-collection refusal of a change to `item`: the problems of the draft after it that involve
 * the item and were not there before it (a problem already in the draft, e.g. from a developer's
 * change to content/, never blocks an unrelated save; publishing reports it). `idField` keys a
 * problem about the item as a whole (`id` when adding an item, `_` otherwise).
 */
export function crossCheckRefusal(before: DraftView, after: DraftView, item: ItemRef, idField = '_'): Refusal | null {
  const existing = crossCheckProblems(before);
  const isOwn = (problem: CheckProblem) => problem.at.collection === item.collection && problem.at.id === item.id;
  const involving = problemsInvolving(crossCheckProblems(after), item).filter((problem) => !existing.some((old) => sameProblem(old, problem)));
  // A clash stated on both items (two gifts with one number) is told once, on the item saved.
  const found = involving.filter((problem) => isOwn(problem) || !involving.some((own) => isOwn(own) && own.message === problem.message));
  if (found.length === 0) return null;
  const errors: FieldErrors = {};
  for (const problem of found) {
    const own = isOwn(problem);
    const field = own ? (problem.at.path ?? idField) : idField;
    errors[field] ??= own ? problem.message : describeElsewhere(problem);
  }
  const first = found[0];
  const message = found.length === 1 && first ? (isOwn(first) ? first.message : describeElsewhere(first)) : FIELD_ERRORS_MESSAGE;
  return { message, errors };
}

/** Every problem of a draft about to be published, as readable lines (naming each item). */
export function draftProblems(view: DraftView): string[] {
  return crossCheckProblems(view).map(describeElsewhere);
}

/** The one error body every endpoint answers with, and the form-side view of it. */
export type FieldErrors = Record<string, string>;

export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

/** The part of a Zod error (classic or `zod/mini`) that toFieldErrors reads. */
export interface IssueList {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

/** Turns zod issues into `{ field: message }`, first message per field. */
export function toFieldErrors(error: IssueList): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/** Narrows an unknown JSON body to an ErrorBody when it has a string message. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

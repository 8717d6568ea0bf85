/**
 * What every control of a generated content form reads (issue #41 item 3): the whole schema (for its
 * `$defs`), the API's ui hints, the errors keyed by dotted path, the id prefix of the form's
 * controls, the one writer of the value, and the picture service of the picture widget.
 */
import { createContext, useContext } from 'react';
import type { FieldErrors } from '../../../lib/api/api-error.ts';
import type { FormPath } from '../../../lib/content-form/form-path.ts';
import type { FormHints } from '../../../lib/content-form/form-hints.ts';
import type { JsonSchema } from '../../../lib/content-form/json-schema.ts';

/** How the picture widget shows and uploads pictures (the staff API in the dashboard, a fake in tests). */
export interface PictureService {
  /** An address the browser can show for an image field's value, or null when it has none (built-in artwork). */
  preview: (src: string) => Promise<string | null>;
  /** Uploads a picture; answers the value to store in the field (`picture:{key}`). Throws with the reason. */
  upload: (file: File) => Promise<string>;
}

export interface SchemaFormContext {
  root: JsonSchema;
  hints: FormHints;
  errors: FieldErrors;
  idPrefix: string;
  setValue: (path: FormPath, value: unknown) => void;
  pictures: PictureService;
}

export const FormContext = createContext<SchemaFormContext | null>(null);

export function useSchemaForm(): SchemaFormContext {
  const context = useContext(FormContext);
  if (!context) throw new Error('A content form field is used outside SchemaForm.');
  return context;
}

/** What SchemaField hands every control: its schema node, where its value sits, the value, its label. */
export interface FieldProps {
  node: JsonSchema;
  path: FormPath;
  /** The path in the ui hints' form (`images.*.src`). */
  schemaPath: string;
  value: unknown;
  label: string;
  required: boolean;
  /** The node accepts null (what emptying it sends when it is required). */
  nullable: boolean;
}

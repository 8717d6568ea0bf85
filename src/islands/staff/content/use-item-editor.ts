/**
 * One item's editor (issue #41 items 3 and 6): the collection's form (JSON Schema and ui hints) and the
 * item's draft, live and default values with the draft's etag; the values staff type; save (checked here
 * first against the schema's bounds, then by the server, whose per-field errors land on their fields);
 * a stale save (409) keeps every typed value and offers a reload; discard and remove.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../client/api-client.ts';
import {
  createContentItem,
  discardContentItem,
  fetchContentCollection,
  fetchContentItem,
  removeContentItem,
  saveContentItem,
} from '../../../client/content-api.ts';
import type { FieldErrors } from '../../../lib/api/api-error.ts';
import type { ContentCollectionMeta, ContentItemAnswer, ContentItemSummary } from '../../../lib/api/content.ts';
import { checkValue } from '../../../lib/content-form/check-value.ts';
import { emptyValue } from '../../../lib/content-form/empty-value.ts';
import { withValueAt, type FormPath } from '../../../lib/content-form/form-path.ts';
import type { FormHints } from '../../../lib/content-form/form-hints.ts';
import { asSchema, type JsonSchema } from '../../../lib/content-form/json-schema.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';
import { showToast } from '../../../stores/toasts.ts';
import { navigate } from '../../dashboard-shell/router/dashboard-router.ts';
import { sendWithToken } from '../../dashboard-shell/send-with-token.ts';
import { staffPath } from '../router/staff-routes.ts';
import { DRAFT_DISCARDED, DRAFT_SAVED, FIX_FIELDS, ITEM_ADDED, ITEM_REMOVED, SAVE_FAILED } from './content-messages.ts';

type Entry = Record<string, unknown>;

export interface EditorForm {
  meta: ContentCollectionMeta;
  schema: JsonSchema;
  hints: FormHints;
  /** The item's line in the collection's list (undefined for a new item). */
  summary: ContentItemSummary | undefined;
}

export interface ItemValues {
  /** The draft as saved (null: removed in the draft). */
  saved: Entry | null;
  live: Entry | null;
  builtIn: Entry | null;
  etag: string | null;
}

type Loaded = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; form: EditorForm };

const NEW_ITEM: ItemValues = { saved: null, live: null, builtIn: null, etag: null };

const valuesOf = (answer: ContentItemAnswer): ItemValues => ({ saved: answer.entry, live: answer.live, builtIn: answer.default, etag: answer.etag });

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

export function useItemEditor(collection: string, id: string | undefined, basePath: string) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [item, setItem] = useState<ItemValues>(NEW_ITEM);
  const [value, setValue] = useState<Entry>({});
  const [newId, setNewId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  /** Counts failed saves: the form focuses the first error each time it changes. */
  const [failedSaves, setFailedSaves] = useState(0);

  const show = useCallback((answer: ContentItemAnswer) => {
    setItem(valuesOf(answer));
    setValue(answer.entry ?? {});
    setErrors({});
    setNotice(null);
    setStale(false);
  }, []);

  useEffect(() => {
    let current = true;
    const token = currentAdminToken() ?? '';
    Promise.all([fetchContentCollection(token, collection), id === undefined ? null : fetchContentItem(token, collection, id)]).then(
      ([answer, itemAnswer]) => {
        if (!current) return;
        const schema = asSchema(answer.schema);
        const form: EditorForm = { meta: answer.collection, schema, hints: answer.ui, summary: answer.items.find((line) => line.id === id) };
        if (itemAnswer) show(itemAnswer);
        else setValue(emptyValue(schema, schema) as Entry);
        setLoaded({ status: 'ready', form });
      },
      (error: unknown) => current && setLoaded({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [collection, id, show]);

  const setField = useCallback((path: FormPath, next: unknown) => setValue((current) => withValueAt(current, path, next) as Entry), []);

  /** The id of a new item; a blog post's slug is its id (the server makes it so), so its field follows. */
  function chooseId(next: string): void {
    setNewId(next);
    if (loaded.status === 'ready' && loaded.form.meta.storage === 'blog') setField(['slug'], next.trim());
  }

  function refuse(found: FieldErrors, message: string): void {
    setErrors(found);
    setNotice(message);
    setFailedSaves((count) => count + 1);
  }

  /** What a failed write shows: stale (409) keeps the values; refused fields go on their fields; the rest is a toast. */
  function failed(error: unknown): string | null {
    if (error instanceof ApiError && error.status === 409) {
      setStale(true);
      return null;
    }
    if (error instanceof ApiError && error.status === 400) {
      refuse(error.errors && hasErrors(error.errors) ? error.errors : { _: error.message }, error.message || FIX_FIELDS);
      return null;
    }
    return error instanceof Error && error.message ? `${SAVE_FAILED} ${error.message}` : SAVE_FAILED;
  }

  function save(): void {
    if (loaded.status !== 'ready' || saving) return;
    const found = checkValue(loaded.form.schema, value);
    if (id === undefined && newId.trim() === '') found['id'] = 'Give the new item an id.';
    if (hasErrors(found)) return refuse(found, FIX_FIELDS);
    void sendWithToken({
      call: async (token) => {
        if (id === undefined) {
          const answer = await createContentItem(token, collection, newId.trim(), value);
          showToast(ITEM_ADDED, 'success');
          navigate(staffPath({ name: 'content-item', collection, id: answer.id }, basePath), { replace: true });
          return;
        }
        show(await saveContentItem(token, collection, id, item.etag, value));
        showToast(DRAFT_SAVED, 'success');
      },
      failed,
      report: (message) => showToast(message),
      busy: setSaving,
    });
  }

  async function reload(): Promise<void> {
    if (id === undefined) return;
    try {
      show(await fetchContentItem(currentAdminToken() ?? '', collection, id));
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : 'The item could not be loaded.');
    }
  }

  function discard(): void {
    if (id === undefined) return;
    void sendWithToken({
      call: async (token) => {
        show(await discardContentItem(token, collection, id, item.etag));
        showToast(DRAFT_DISCARDED, 'success');
      },
      failed,
      report: (message) => showToast(message),
      busy: setSaving,
    });
  }

  function remove(): void {
    if (id === undefined) return;
    void sendWithToken({
      call: async (token) => {
        await removeContentItem(token, collection, id, item.etag);
        showToast(ITEM_REMOVED, 'success');
        navigate(staffPath({ name: 'content-collection', collection }, basePath));
      },
      failed,
      report: (message) => showToast(message),
      busy: setSaving,
    });
  }

  return { loaded, item, value, setField, newId, chooseId, errors, notice, stale, saving, failedSaves, save, reload, discard, remove };
}

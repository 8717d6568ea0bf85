/**
 * The item editor (issue #41 items 2, 3 and 6): the form generated from the collection's JSON Schema,
 * whether the item is built-in or added by staff and whether its draft differs from the live site,
 * "Save draft", "Discard draft change" and, for a staff-added item, "Remove item". A new item first
 * gets its id. Loaded on first use with the form generator, so the rest of the dashboard stays small.
 */
import { useEffect, useRef, type SubmitEvent } from 'react';
import { sameValue } from '../../../lib/content-form/same-value.ts';
import DashboardLink from '../../dashboard-shell/router/DashboardLink.tsx';
import LoadState from '../../dashboard-shell/LoadState.tsx';
import FieldError, { describedBy } from '../../dashboard-shell/FieldError.tsx';
import SchemaForm, { focusFirstError } from '../content-editor/SchemaForm.tsx';
import { staffPath } from '../router/staff-routes.ts';
import { STALE_SAVE } from './content-messages.ts';
import { sessionPictures } from './picture-service.ts';
import { useItemEditor } from './use-item-editor.ts';
import styles from './ContentScreens.module.css';

interface Props {
  collection: string;
  /** Undefined for a new item. */
  id?: string;
  basePath: string;
}

export default function ItemEditorRoute({ collection, id, basePath }: Props) {
  const editor = useItemEditor(collection, id, basePath);
  const { loaded, item, value, errors, stale, saving } = editor;
  const formRef = useRef<HTMLFormElement>(null);
  const isNew = id === undefined;

  useEffect(() => {
    if (editor.failedSaves > 0) focusFirstError(formRef.current);
  }, [editor.failedSaves]);

  const form = loaded.status === 'ready' ? loaded.form : null;
  const listPath = staffPath({ name: 'content-collection', collection }, basePath);
  const title = isNew ? `New item: ${form?.meta.label ?? collection}` : (form?.summary?.title ?? id);
  const unsaved = !isNew && item.saved !== null && !sameValue(value, item.saved);
  const unpublished = !isNew && !sameValue(item.saved, item.live);
  const staffItem = item.builtIn === null && !isNew;
  const { id: idError, ...formErrors } = errors;

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    editor.save();
  }

  return (
    <section aria-labelledby="item-heading" aria-busy={loaded.status === 'loading'}>
      <p className={styles.back}>
        <DashboardLink href={listPath}>← Back to {form?.meta.label.toLowerCase() ?? 'the list'}</DashboardLink>
      </p>
      <h2 id="item-heading" className={styles.itemHeading}>{title}</h2>
      <LoadState state={loaded.status === 'ready' ? { status: 'loaded', data: null } : loaded} what="the item" />
      {form && (
        <>
          {!isNew && (
            <p className={styles.badges}>
              <span className={styles.itemId}>Id: {id}</span>
              <span className={styles.badge} data-tone={staffItem ? undefined : 'off'}>{staffItem ? 'Added by staff' : 'Built-in'}</span>
              {unpublished && <span className={styles.changed}>{item.saved === null ? 'Removed, not yet published' : 'Changed, not yet published'}</span>}
            </p>
          )}
          {stale && (
            <div className={styles.stale} role="alert">
              <p>{STALE_SAVE}</p>
              <button type="button" className={styles.primary} onClick={() => void editor.reload()}>Reload</button>
            </div>
          )}
          {!isNew && item.saved === null ? (
            <div className={styles.notice}>
              <p>This item is removed in the draft; it leaves the site with the next publish.</p>
              <button type="button" className={styles.secondary} disabled={saving} onClick={editor.discard}>Keep the item (discard the removal)</button>
            </div>
          ) : (
            <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-busy={saving}>
              {editor.notice && <p className={styles.formNotice} role="alert">{editor.notice}</p>}
              {isNew && (
                <div className={styles.field}>
                  <label className={styles.label} htmlFor="content-new-id">Id</label>
                  <input id="content-new-id" className={styles.control} type="text" value={editor.newId} required autoComplete="off"
                    {...describedBy('content-new-id-error', idError, 'content-new-id-hint')} onChange={(event) => editor.chooseId(event.target.value)} />
                  <p id="content-new-id-hint" className={styles.hint}>Lower-case words joined by hyphens, e.g. kaju-roll. It cannot be changed later.</p>
                  <FieldError id="content-new-id-error" message={idError} />
                </div>
              )}
              <SchemaForm schema={form.schema} hints={form.hints} value={value} errors={formErrors} onChange={editor.setField} pictures={sessionPictures} />
              <div className={styles.saveBar}>
                <p className={styles.saveState} aria-live="polite">{unsaved ? 'Changes not saved yet.' : ''}</p>
                <div className={styles.buttons}>
                  {!isNew && item.etag !== null && (
                    <button type="button" className={styles.secondary} disabled={saving}
                      onClick={() => window.confirm('Discard the draft change of this item? It goes back to its published value.') && editor.discard()}>
                      Discard draft change
                    </button>
                  )}
                  {staffItem && form.meta.canRemove && (
                    <button type="button" className={styles.danger} disabled={saving}
                      onClick={() => window.confirm('Remove this item? It leaves the site with the next publish.') && editor.remove()}>
                      Remove item
                    </button>
                  )}
                  <button type="submit" className={styles.primary} disabled={saving}>
                    {saving ? 'Saving…' : isNew ? 'Add to the draft' : 'Save draft'}
                  </button>
                </div>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}

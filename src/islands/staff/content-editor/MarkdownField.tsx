/**
 * The `markdown` widget (issue #41 item 3): the text area and, beside it on a wide screen (below it on
 * a phone), a live preview of the post as HTML (render-markdown.ts, safe by construction). The preview
 * follows the typing a moment behind (useDeferredValue), so typing never waits for it. The Markdown
 * renderer loads with the first Markdown field, not with every form.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { fieldHint } from '../../../lib/content-form/field-hint.ts';
import FieldFrame, { useFieldIds } from './FieldFrame.tsx';
import { useSchemaForm, type FieldProps } from './form-context.ts';

type Render = (text: string) => string;

/** The renderer once loaded (null until then, or when it could not be loaded). */
function useMarkdownRenderer(): Render | null | 'failed' {
  const [render, setRender] = useState<Render | null | 'failed'>(null);
  useEffect(() => {
    let current = true;
    import('./render-markdown.ts').then(
      (module) => current && setRender(() => module.renderMarkdown),
      () => current && setRender('failed'),
    );
    return () => {
      current = false;
    };
  }, []);
  return render;
}
import styles from './SchemaForm.module.css';

export default function MarkdownField({ node, path, value, label, required, nullable }: FieldProps) {
  const { setValue } = useSchemaForm();
  const hint = fieldHint(node) ?? 'Markdown: ## for a heading, **bold**, *italic*, - for a list, [words](https://…) for a link.';
  const { id, error, described } = useFieldIds(path, hint);
  const text = typeof value === 'string' ? value : '';
  const deferred = useDeferredValue(text);
  const render = useMarkdownRenderer();
  const html = useMemo(() => (typeof render === 'function' ? render(deferred) : null), [render, deferred]);

  return (
    <div className={styles.markdown}>
      <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
        <textarea id={id} className={`${styles.control} ${styles.markdownText}`} rows={18} value={text} required={required}
          maxLength={node.maxLength} {...described}
          onChange={(event) => setValue(path, event.target.value === '' && !required ? (nullable ? null : undefined) : event.target.value)} />
      </FieldFrame>
      <section className={styles.preview} aria-labelledby={`${id}-preview`}>
        <h3 id={`${id}-preview`} className={styles.previewHeading}>Preview</h3>
        {html !== null ? (
          <div className={styles.previewBody} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className={styles.hint}>{render === 'failed' ? 'The preview could not be loaded.' : 'Loading the preview…'}</p>
        )}
      </section>
    </div>
  );
}

/**
 * The publish panel (issue #41 items 2 and 4): the publish status (queued, building, live, failed with
 * the reason), when the live site last changed, how many changes the draft holds, "Preview draft"
 * (a build of the draft, opened from its link once ready) and "Publish" with an optional note.
 */
import { useState, type SubmitEvent } from 'react';
import { publishContent, requestContentPreview } from '../../../client/content-api.ts';
import { ApiError } from '../../../client/api-client.ts';
import { CONTENT_NOTE_MAX, type ContentOverview } from '../../../lib/api/content.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';
import { showToast } from '../../../stores/toasts.ts';
import { sendWithToken } from '../../dashboard-shell/send-with-token.ts';
import { NOTHING_TO_PUBLISH, STATUS_WORDS } from './content-messages.ts';
import { formatWhen } from './content-dates.ts';
import { previewHref } from './preview-link.ts';
import styles from './ContentScreens.module.css';

interface Props {
  overview: ContentOverview;
  /** Shows a new state at once, then follows it. */
  onChange: (change: (overview: ContentOverview) => ContentOverview) => void;
  /** A version was published (the versions list reads again). */
  onPublished: () => void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function statusDetail({ publish }: ContentOverview): string {
  switch (publish.status) {
    case 'queued':
      return `Version ${publish.requested} is waiting to be built.`;
    case 'building':
      return `Building version ${publish.building?.version ?? publish.requested}. The site shows the old pages until the new ones are complete.`;
    case 'failed':
      return `Version ${publish.failed?.version ?? publish.requested} could not be built. The live site and the draft are unchanged.`;
    case 'live':
      return publish.live ? `The site shows version ${publish.live.version}.` : 'The site shows the content shipped with the code.';
  }
}

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

export default function PublishPanel({ overview, onChange, onPublished }: Props) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'preview' | 'publish' | null>(null);
  const { publish, preview, draftChanges } = overview;

  function askPreview(): void {
    void sendWithToken({
      call: async (token) => {
        const state = await requestContentPreview(token);
        onChange((current) => ({ ...current, preview: state }));
      },
      failed: (error) => errorText(error, 'The preview could not be started.'),
      report: (message) => showToast(message),
      busy: (on) => setBusy(on ? 'preview' : null),
    });
  }

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    void sendWithToken({
      call: async (token) => {
        const answer = await publishContent(token, note);
        setNote('');
        onChange((current) => ({ ...current, publish: answer.publish, draftChanges: 0 }));
        onPublished();
        showToast(`Publishing version ${answer.version}: the site is being rebuilt.`, 'success');
      },
      failed: (error) => (error instanceof ApiError && error.status === 409 ? error.message || NOTHING_TO_PUBLISH : errorText(error, 'Publishing failed.')),
      report: (message) => showToast(message),
      busy: (on) => setBusy(on ? 'publish' : null),
    });
  }

  const previewBusy = preview.status === 'queued' || preview.status === 'building';
  return (
    <section className={styles.panel} aria-labelledby="publish-heading">
      <h3 id="publish-heading" className={styles.panelHeading}>Publish</h3>
      <div role="status" className={styles.status}>
        <p>
          Status: <strong className={styles.statusWord} data-status={publish.status}>{STATUS_WORDS[publish.status]}</strong>
        </p>
        <p>{statusDetail(overview)}</p>
        {publish.status === 'failed' && publish.failed && (
          <p className={styles.reason}>Reason: {publish.failed.reason}</p>
        )}
      </div>
      <p>{publish.live ? `Live site last changed: ${formatWhen(publish.live.at)}.` : 'Nothing has been published from here yet.'}</p>
      <p>{draftChanges > 0 ? `The draft has ${plural(draftChanges, 'change', 'changes')} not yet published.` : NOTHING_TO_PUBLISH}</p>

      <div className={styles.previewRow}>
        <button type="button" className={styles.secondary} disabled={busy !== null || previewBusy} onClick={askPreview}>
          Preview draft
        </button>
        <p className={styles.previewState} aria-live="polite">
          {previewBusy && 'Preparing the preview…'}
          {preview.status === 'ready' && preview.url && (
            <a href={previewHref(preview.url, currentAdminToken() ?? '')} target="_blank" rel="noopener">Open the preview</a>
          )}
          {preview.status === 'failed' && `The preview could not be built: ${preview.reason ?? 'no reason given'}`}
        </p>
      </div>

      <form className={styles.publishForm} onSubmit={submit} aria-busy={busy === 'publish'}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="publish-note">Note for this version (optional)</label>
          <input id="publish-note" className={styles.control} type="text" maxLength={CONTENT_NOTE_MAX} value={note}
            placeholder="e.g. Sankranti prices" onChange={(event) => setNote(event.target.value)} />
        </div>
        <button type="submit" className={styles.primary} disabled={busy !== null || draftChanges === 0}>
          {busy === 'publish' ? 'Publishing…' : 'Publish'}
        </button>
      </form>
    </section>
  );
}

/**
 * The published versions, newest first (issue #41 item 4): when, by whom, the note, what changed, which
 * one is live; "Revert to this version" asks for a confirmation, then publishes a copy of that version
 * through the same publish path (the draft becomes that version's content).
 */
import { useEffect, useState } from 'react';
import { fetchContentVersions, revertContentVersion } from '../../../client/content-api.ts';
import type { ContentPublishAnswer, ContentVersionSummary } from '../../../lib/api/content.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';
import { showToast } from '../../../stores/toasts.ts';
import Modal from '../../dashboard-shell/Modal.tsx';
import { sendWithToken } from '../../dashboard-shell/send-with-token.ts';
import { formatWhen } from './content-dates.ts';
import styles from './ContentScreens.module.css';

interface Props {
  /** Changes when a version was published elsewhere on the page: the list reads again. */
  reloadKey: number;
  /** The version the site shows, as the publish panel follows it (it changes when a build goes live). */
  live: number | null;
  onReverted: (answer: ContentPublishAnswer) => void;
}

type Listed = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; versions: ContentVersionSummary[]; nextBefore: number | null };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export default function VersionsList({ reloadKey, live, onReverted }: Props) {
  const [listed, setListed] = useState<Listed>({ status: 'loading' });
  const [confirming, setConfirming] = useState<ContentVersionSummary | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    fetchContentVersions(currentAdminToken() ?? '').then(
      (answer) => current && setListed({ status: 'loaded', versions: answer.versions, nextBefore: answer.nextBefore }),
      () => current && setListed({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [reloadKey]);

  async function older(before: number): Promise<void> {
    try {
      const answer = await fetchContentVersions(currentAdminToken() ?? '', before);
      setListed((shown) => (shown.status === 'loaded' ? { ...shown, versions: [...shown.versions, ...answer.versions], nextBefore: answer.nextBefore } : shown));
    } catch {
      showToast('Older versions could not be loaded.');
    }
  }

  function revert(version: ContentVersionSummary): void {
    void sendWithToken({
      call: async (token) => {
        const answer = await revertContentVersion(token, version.version);
        setConfirming(null);
        onReverted(answer);
        showToast(`Reverting to version ${version.version}: version ${answer.version} is being built.`, 'success');
      },
      failed: (error) => (error instanceof Error && error.message ? error.message : 'The revert failed.'),
      report: (message) => showToast(message),
      busy: setBusy,
    });
  }

  return (
    <section aria-labelledby="versions-heading">
      <h3 id="versions-heading" className={styles.subheading}>Published versions</h3>
      {listed.status === 'loading' && <p className={styles.muted}>Loading versions...</p>}
      {listed.status === 'failed' && <p className={styles.failed} role="alert">The versions could not be loaded.</p>}
      {listed.status === 'loaded' && listed.versions.length === 0 && <p className={styles.muted}>No version has been published yet.</p>}
      {listed.status === 'loaded' && listed.versions.length > 0 && (
        <ol className={styles.versions} aria-label="Published versions, newest first">
          {listed.versions.map((version) => (
            <li key={version.version} className={styles.version}>
              <p className={styles.versionTitle}>
                Version {version.version}
                {version.version === live && <span className={styles.liveBadge}>Live</span>}
              </p>
              <p className={styles.muted}>
                Published {formatWhen(version.publishedAt)} by {version.publishedBy.email}
                {version.revertOf !== null && ` (a revert to version ${version.revertOf})`}
              </p>
              {version.note && <p>{version.note}</p>}
              <p className={styles.muted}>{plural(version.changes.length, 'item changed', 'items changed')}</p>
              {version.version !== live && (
                <button type="button" className={styles.secondary} aria-label={`Revert to this version: version ${version.version}`} onClick={() => setConfirming(version)}>
                  Revert to this version
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {listed.status === 'loaded' && listed.nextBefore !== null && (
        <button type="button" className={styles.secondary} onClick={() => void older(listed.nextBefore ?? 0)}>
          Show older versions
        </button>
      )}
      <Modal open={confirming !== null} title={`Revert to version ${confirming?.version ?? ''}?`} onClose={() => setConfirming(null)}>
        {confirming && (
          <div className={styles.confirm}>
            <p>
              The site goes back to the content of version {confirming.version}, published {formatWhen(confirming.publishedAt)}. It is
              published again as a new version, and the draft becomes that content: changes saved in the draft since then are replaced.
            </p>
            <div className={styles.buttons}>
              <button type="button" className={styles.secondary} onClick={() => setConfirming(null)}>Cancel</button>
              <button type="button" className={styles.primary} data-autofocus disabled={busy} onClick={() => revert(confirming)}>
                {busy ? 'Reverting…' : `Revert to version ${confirming.version}`}
              </button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}

/**
 * The Backups tab's data: the list and the restore units, loaded when the tab opens and reloaded in
 * place (no loading flash). After "Back up now" the list is reloaded every few seconds until the new
 * backup has finished or failed, since the backup runs in a background function.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchBackups, startBackup, type BackupsAnswer } from '../../../client/developer-api.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';
import type { Remote } from '../../dashboard-shell/use-remote.ts';

export const POLL_MS = 2_000;

export function useBackups() {
  const [state, setState] = useState<Remote<BackupsAnswer>>({ status: 'loading' });
  /** Ids listed when a backup was started: waiting while no other backup has finished. */
  const [known, setKnown] = useState<ReadonlySet<string> | null>(null);
  const alive = useRef(true);

  const reload = useCallback(async () => {
    try {
      const data = await fetchBackups(currentAdminToken() ?? '');
      if (alive.current) setState({ status: 'loaded', data });
    } catch (error) {
      if (alive.current) setState((current) => (current.status === 'loaded' ? current : { status: 'failed', error }));
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  const backups = state.status === 'loaded' ? state.data.backups : [];
  const waiting = known !== null && !backups.some((backup) => !known.has(backup.id) && (backup.complete || backup.failure !== undefined));

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, reload]);

  const start = useCallback(async (token: string) => {
    setKnown(new Set(backups.map((backup) => backup.id)));
    const message = await startBackup(token);
    await reload();
    return message;
  }, [backups, reload]);

  return { state, waiting, reload, start };
}

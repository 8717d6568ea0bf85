/**
 * Restoring from a backup (issue #42 item 4), in the modal: choose everything or one unit, see the
 * plan (per store: records it adds back, changes back and deletes, with examples, warnings, or why it
 * is refused), then confirm exactly that plan. Changing the choice drops the plan; a plan the server
 * finds stale (409) is dropped with its message, so a new one must be looked at first.
 */
import { useState, type SubmitEvent } from 'react';
import { ApiError } from '../../../client/api-client.ts';
import { applyBackupRestore, planBackupRestore, type BackupManifest, type BackupsAnswer, type RestorePlan } from '../../../client/developer-api.ts';
import { EVERYTHING } from '../../../lib/backups/backup-units.ts';
import { showToast } from '../../../stores/toasts.ts';
import dashboard from '../../dashboard-shell/Dashboard.module.css';
import DataTable from '../../dashboard-shell/DataTable.tsx';
import form from '../../dashboard-shell/Form.module.css';
import FormFooter from '../../dashboard-shell/FormFooter.tsx';
import { useTokenForm } from '../../dashboard-shell/use-token-form.ts';
import { userErrorMessage } from '../user-error.ts';
import styles from './Backups.module.css';
import UnitSelect from './UnitSelect.tsx';

interface Props {
  backup: BackupManifest;
  units: BackupsAnswer['units'];
  onDone: () => void;
  onCancel: () => void;
}

const PLAN_FAILED = 'The plan could not be made. Please try again.';
const RESTORE_FAILED = 'The restore failed. Please look at a new plan.';

function examples(keys: readonly string[], count: number): string {
  return keys.length === 0 ? '' : `${keys.join(', ')}${count > keys.length ? ', …' : ''}`;
}

function PlanTable({ plan }: { plan: RestorePlan }) {
  return (
    <DataTable caption="Restore plan"
      head={<><th scope="col">Store</th><th scope="col" className={styles.number}>Add back</th><th scope="col" className={styles.number}>Change back</th><th scope="col" className={styles.number}>Delete</th></>}>
      {plan.stores.map((store) => (
        <tr key={store.store}>
          <th scope="row">
            {store.store}
            {[store.adds, store.changes, store.deletes].some((part) => part.count > 0) && (
              <span className={styles.examples}>{examples([...store.adds.examples, ...store.changes.examples, ...store.deletes.examples].slice(0, 3), store.adds.count + store.changes.count + store.deletes.count)}</span>
            )}
          </th>
          <td className={styles.number}>{store.adds.count}</td>
          <td className={styles.number}>{store.changes.count}</td>
          <td className={styles.number}>{store.appendOnly ? 'none (kept)' : store.deletes.count}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export default function RestoreForm({ backup, units, onDone, onCancel }: Props) {
  const [unit, setUnit] = useState(EVERYTHING);
  const [plan, setPlan] = useState<RestorePlan | null>(null);
  const { message, setMessage, busy, send } = useTokenForm();

  function choose(next: string): void {
    setUnit(next);
    setPlan(null);
    setMessage(null);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setMessage(null);
    if (!plan) {
      await send(async (token) => setPlan(await planBackupRestore(token, backup.id, unit)), (failure) => userErrorMessage(failure, PLAN_FAILED));
      return;
    }
    await send(async (token) => {
      showToast(await applyBackupRestore(token, backup.id, unit, plan.planId), 'success');
      onDone();
    }, (failure) => {
      if (failure instanceof ApiError && failure.status === 409) setPlan(null);
      return userErrorMessage(failure, RESTORE_FAILED);
    });
  }

  const canApply = plan !== null && plan.refusal === undefined && plan.operations > 0;
  return (
    <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
      <UnitSelect units={units} value={unit} onChange={choose} label="What to restore" />
      {plan && (
        <section aria-label="Restore plan" className={styles.plan}>
          <p role="status">
            {plan.operations === 0 ? 'Nothing to change: the data is as in the backup.' : `This restore writes or deletes ${plan.operations} records. Nothing changes until you confirm.`}
          </p>
          <PlanTable plan={plan} />
          {plan.warnings.map((warning) => <p key={warning} className={form.hint}>{warning}</p>)}
          {plan.refusal && <p className={form.error} role="alert">{plan.refusal}</p>}
        </section>
      )}
      {plan && !canApply ? (
        <>
          {message && <p className={form.error} role="alert">{message}</p>}
          <div className={form.buttons}><button type="button" className={dashboard.secondary} onClick={onCancel}>Close</button></div>
        </>
      ) : (
        <FormFooter message={message} busy={busy} label={plan ? 'Restore as planned' : 'Show the plan'} busyLabel={plan ? 'Restoring...' : 'Planning...'} onCancel={onCancel} />
      )}
    </form>
  );
}

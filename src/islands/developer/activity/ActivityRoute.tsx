/**
 * The Activity tab (admin §2; the audit trail made real): staff changes newest first, with when,
 * who, what, the target and details, filterable by the user who made them (?actor={id}).
 */
import { useId, useState } from 'react';
import { fetchActivity, fetchStaffAccounts } from '../../../client/developer-api.ts';
import { formatDayAndTime } from '../display-date.ts';
import shared from '../../dashboard-shell/Content.module.css';
import DataTable from '../../dashboard-shell/DataTable.tsx';
import LoadState from '../../dashboard-shell/LoadState.tsx';
import TabSection from '../../dashboard-shell/TabSection.tsx';
import { useRemote } from '../../dashboard-shell/use-remote.ts';
import { describeAction } from './action-wording.ts';

export default function ActivityRoute() {
  const id = useId();
  const [actor, setActor] = useState('');
  const users = useRemote(fetchStaffAccounts);
  const { state } = useRemote((token) => fetchActivity(token, actor || undefined), actor);
  const options = users.state.status === 'loaded' ? users.state.data : [];
  return (
    <TabSection id={id} title="Activity" busy={state.status === 'loading'}>
      <div className={shared.toolbar}>
        <label>
          Filter by user
          <select className={shared.control} value={actor} onChange={(e) => setActor(e.target.value)}>
            <option value="">All users</option>
            {options.map((user) => (
              <option key={user._id} value={user._id}>{user.email}</option>
            ))}
          </select>
        </label>
      </div>
      <LoadState state={state} what="activity" />
      {state.status === 'loaded' && state.data.length === 0 && <p className={shared.muted}>No activity yet.</p>}
      {state.status === 'loaded' && state.data.length > 0 && (
        <DataTable caption="Staff changes, newest first"
          head={<><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">Target</th><th scope="col">Details</th></>}>
          {state.data.map((entry) => (
            <tr key={entry._id}>
              <td className={shared.nowrap}><time dateTime={entry.at}>{formatDayAndTime(entry.at)}</time></td>
              <td>{entry.actor.email}</td>
              <td>{describeAction(entry.action)}</td>
              <td>{entry.target.label}</td>
              <td>{entry.details ?? '-'}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </TabSection>
  );
}

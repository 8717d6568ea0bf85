/**
 * The Permissions tab (admin §2, §6; G-04, issue #41): grant or withdraw each permission of
 * PERMISSIONS per Sub Admin, one switch each, live at once on the admin dashboard and the endpoints
 * it guards. Super Admins are always allowed; developers manage users, not the site, and are not listed.
 */
import { useId } from 'react';
import shared from '../../dashboard-shell/Content.module.css';
import DataTable from '../../dashboard-shell/DataTable.tsx';
import LoadState from '../../dashboard-shell/LoadState.tsx';
import TabSection from '../../dashboard-shell/TabSection.tsx';
import { ROLE_LABELS } from '../developer-messages.ts';
import { useStaffAccounts } from '../users/use-staff-accounts.ts';
import { PERMISSION_CHOICES, PERMISSIONS_ABOUT } from './permission-wording.ts';

export default function PermissionsRoute() {
  const id = useId();
  const { state, busyId, grant } = useStaffAccounts();
  const admins = state.status === 'loaded' ? state.data.filter((user) => user.role !== 'developer') : [];
  return (
    <TabSection id={id} title="Permissions" busy={state.status === 'loading'}>
      <p id={`${id}-about`}>{PERMISSIONS_ABOUT}</p>
      <LoadState state={state} what="permissions" />
      {state.status === 'loaded' && admins.length === 0 && <p className={shared.muted}>No Sub Admins or Super Admins yet.</p>}
      {admins.length > 0 && (
        <DataTable aria-labelledby={`${id}-heading`} aria-describedby={`${id}-about`}
          head={<>
            <th scope="col">User</th><th scope="col">Role</th><th scope="col">Category</th><th scope="col">Status</th>
            {PERMISSION_CHOICES.map(({ permission, label }) => <th key={permission} scope="col">{label}</th>)}
          </>}>
          {admins.map((user) => (
            <tr key={user._id}>
              <td>{user.email}</td>
              <td>{ROLE_LABELS[user.role]}</td>
              <td>{user.category ?? '-'}</td>
              <td>{user.isActive ? 'Active' : 'Inactive'}</td>
              {PERMISSION_CHOICES.map(({ permission, label }) => (
                <td key={permission}>
                  {user.role === 'superadmin' ? (
                    'Always allowed'
                  ) : (
                    <label className={shared.switch}>
                      <input type="checkbox" role="switch" checked={user.permissions.includes(permission)} disabled={busyId === user._id}
                        onChange={(e) => void grant(user, permission, e.target.checked)} />
                      {label}<span className="visually-hidden"> for {user.email}</span>
                    </label>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      )}
    </TabSection>
  );
}

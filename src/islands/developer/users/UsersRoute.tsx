/**
 * The Users tab (admin §2, §4; DEV-05..09, DEV-12..18): search by email, the role filter,
 * Create User, the list with its actions, and the Create User and Edit User modals.
 */
import { useId, useState } from 'react';
import type { StaffAccount } from '../../../client/developer-api.ts';
import dashboard from '../../dashboard-shell/Dashboard.module.css';
import LoadState from '../../dashboard-shell/LoadState.tsx';
import TabSection from '../../dashboard-shell/TabSection.tsx';
import Modal from '../../dashboard-shell/Modal.tsx';
import shared from '../../dashboard-shell/Content.module.css';
import CreateUserForm from './CreateUserForm.tsx';
import EditUserForm from './EditUserForm.tsx';
import SetPasswordForm from './SetPasswordForm.tsx';
import { ROLE_FILTER_OPTIONS, filterUsers, isRoleFilter, type RoleFilter } from './filter-users.ts';
import UserCard from './UserCard.tsx';
import { useStaffAccounts } from './use-staff-accounts.ts';
import styles from './Users.module.css';

export default function UsersRoute() {
  const id = useId();
  const { state, busyId, added, saved, toggle, remove, unlock } = useStaffAccounts();
  const [query, setQuery] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StaffAccount | null>(null);
  const [settingPassword, setSettingPassword] = useState<StaffAccount | null>(null);
  const shown = state.status === 'loaded' ? filterUsers(state.data, query, role) : [];

  return (
    <TabSection id={id} title="Users" busy={state.status === 'loading'}
      actions={<button type="button" className={dashboard.primary} onClick={() => setCreating(true)}>Create User</button>}>
      <div className={shared.toolbar} role="search" aria-label="Filter users">
        <label>
          Search by email
          <input type="search" className={shared.control} value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        <label>
          Role
          <select className={shared.control} value={role} onChange={(e) => isRoleFilter(e.target.value) && setRole(e.target.value)}>
            {ROLE_FILTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>{option.label}</option>
            ))}
          </select>
        </label>
      </div>
      <LoadState state={state} what="users" />
      {state.status === 'loaded' && shown.length === 0 && <p className={shared.muted}>No users match.</p>}
      {shown.length > 0 && (
        <ul className={styles.list} role="list" aria-label="Staff users">
          {shown.map((user) => (
            <UserCard key={user._id} user={user} busy={busyId === user._id} onEdit={() => setEditing(user)}
              onToggle={() => void toggle(user)} onDelete={() => void remove(user)}
              onSetPassword={() => setSettingPassword(user)} onUnlock={() => void unlock(user)} />
          ))}
        </ul>
      )}
      <Modal open={creating} title="Create User" onClose={() => setCreating(false)}>
        <CreateUserForm onCancel={() => setCreating(false)} onCreated={(user) => {
          added(user);
          setCreating(false);
        }} />
      </Modal>
      <Modal open={editing !== null} title="Edit User" onClose={() => setEditing(null)}>
        {editing && (
          <EditUserForm key={editing._id} user={editing} onCancel={() => setEditing(null)} onSaved={(user) => {
            saved(user);
            setEditing(null);
          }} />
        )}
      </Modal>
      <Modal open={settingPassword !== null} title="Set password" onClose={() => setSettingPassword(null)}>
        {settingPassword && (
          <SetPasswordForm key={settingPassword._id} user={settingPassword} onCancel={() => setSettingPassword(null)} onDone={() => setSettingPassword(null)} />
        )}
      </Modal>
    </TabSection>
  );
}

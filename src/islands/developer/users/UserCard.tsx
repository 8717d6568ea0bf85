/** One staff account in the Users list (admin §2; DEV-08, DEV-09): its facts and actions. */
import type { StaffAccount } from '../../../client/developer-api.ts';
import { formatDay } from '../display-date.ts';
import { ROLE_LABELS } from '../developer-messages.ts';
import shared from '../../dashboard-shell/Content.module.css';
import styles from './Users.module.css';

interface Props {
  user: StaffAccount;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
  onSetPassword: () => void;
  onUnlock: () => void;
}

export default function UserCard({ user, busy, onEdit, onToggle, onDelete, onSetPassword, onUnlock }: Props) {
  const isDeveloper = user.role === 'developer';
  const context = <span className="visually-hidden"> {user.email}</span>;
  return (
    <li className={styles.card} aria-label={user.email} data-user-id={user._id}>
      <h3 className={styles.email}>{user.email}</h3>
      <dl className={styles.facts}>
        <div><dt>ID</dt><dd className={styles.id}>{user._id}</dd></div>
        <div><dt>Role</dt><dd>{ROLE_LABELS[user.role]}</dd></div>
        <div><dt>Category</dt><dd>{user.category ?? '-'}</dd></div>
        <div>
          <dt>Status</dt>
          <dd><span className={shared.badge} data-tone={user.isActive ? 'on' : 'off'}>{user.isActive ? 'Active' : 'Inactive'}</span></dd>
        </div>
        <div><dt>Last login</dt><dd>{user.lastLogin ? formatDay(user.lastLogin) : 'Never'}</dd></div>
      </dl>
      <div className={styles.actions}>
        <button type="button" className={shared.action} onClick={onEdit} disabled={busy}>Edit{context}</button>
        {!isDeveloper && (
          <button type="button" className={shared.action} onClick={onToggle} disabled={busy}>
            {user.isActive ? 'Deactivate' : 'Activate'}{context}
          </button>
        )}
        {!isDeveloper && (
          <button type="button" className={shared.action} onClick={onSetPassword} disabled={busy}>Set password{context}</button>
        )}
        {!isDeveloper && (
          <button type="button" className={shared.action} onClick={onUnlock} disabled={busy}>Unlock sign-in{context}</button>
        )}
        {!isDeveloper && (
          <button type="button" className={`${shared.action} ${shared.danger}`} onClick={onDelete} disabled={busy}>
            Delete{context}
          </button>
        )}
      </div>
    </li>
  );
}

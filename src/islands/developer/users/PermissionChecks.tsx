/**
 * The user forms' permissions (admin §6; G-04, issue #41): for a Sub Admin one checkbox per
 * permission, each ticked or unticked on its own; for a Super Admin the sentence that they always
 * have them; nothing for a developer.
 */
import type { Permission, Role } from '../../../lib/staff/staff-roles.ts';
import styles from '../../dashboard-shell/Form.module.css';
import { PERMISSION_CHOICES, SUPER_ADMIN_ALLOWED } from '../permissions/permission-wording.ts';
import { withPermission } from './user-form-values.ts';

interface Props {
  role: Role;
  permissions: readonly Permission[];
  onChange: (permissions: Permission[]) => void;
}

export default function PermissionChecks({ role, permissions, onChange }: Props) {
  if (role === 'developer') return null;
  if (role === 'superadmin') return <p className={styles.hint}>{SUPER_ADMIN_ALLOWED}</p>;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Permissions</legend>
      {PERMISSION_CHOICES.map(({ permission, checkLabel }) => (
        <label key={permission} className={styles.check}>
          <input type="checkbox" checked={permissions.includes(permission)}
            onChange={(e) => onChange(withPermission(permissions, permission, e.target.checked))} />
          {checkLabel}
        </label>
      ))}
    </fieldset>
  );
}

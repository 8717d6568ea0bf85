/**
 * The Permissions tab (admin §2, §6; G-04): grant or withdraw manage_products per Sub Admin, live
 * at once on the admin dashboard and the product endpoints. Super Admins are always allowed;
 * developers manage users, not products, and are not listed.
 */
import { useId } from 'react';
import shared from '../../dashboard-shell/Content.module.css';
import DataTable from '../../dashboard-shell/DataTable.tsx';
import LoadState from '../../dashboard-shell/LoadState.tsx';
import TabSection from '../../dashboard-shell/TabSection.tsx';
import { ROLE_LABELS } from '../developer-messages.ts';
import { useStaffAccounts } from '../users/use-staff-accounts.ts';
import { MANAGE_PRODUCTS } from '../users/user-form-values.ts';

export default function PermissionsRoute() {
  const id = useId();
  const { state, busyId, grantProducts } = useStaffAccounts();
  const admins = state.status === 'loaded' ? state.data.filter((user) => user.role !== 'developer') : [];
  return (
    <TabSection id={id} title="Permissions" busy={state.status === 'loading'}>
      <p id={`${id}-about`}>
        Choose which Sub Admins may manage products. A change applies at once. Super Admins can always manage products.
      </p>
      <LoadState state={state} what="permissions" />
      {state.status === 'loaded' && admins.length === 0 && <p className={shared.muted}>No Sub Admins or Super Admins yet.</p>}
      {admins.length > 0 && (
        <DataTable aria-labelledby={`${id}-heading`} aria-describedby={`${id}-about`}
          head={<><th scope="col">User</th><th scope="col">Role</th><th scope="col">Category</th><th scope="col">Status</th><th scope="col">Manage products</th></>}>
          {admins.map((user) => (
            <tr key={user._id}>
              <td>{user.email}</td>
              <td>{ROLE_LABELS[user.role]}</td>
              <td>{user.category ?? '-'}</td>
              <td>{user.isActive ? 'Active' : 'Inactive'}</td>
              <td>
                {user.role === 'superadmin' ? (
                  'Always allowed'
                ) : (
                  <label className={shared.switch}>
                    <input type="checkbox" role="switch" checked={user.permissions.includes(MANAGE_PRODUCTS)} disabled={busyId === user._id}
                      onChange={(e) => void grantProducts(user, e.target.checked)} />
                    Manage products<span className="visually-hidden"> for {user.email}</span>
                  </label>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </TabSection>
  );
}

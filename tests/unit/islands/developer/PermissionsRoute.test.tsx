// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { StaffAccount } from '../../../../src/client/developer-api.ts';
import PermissionsRoute from '../../../../src/islands/developer/permissions/PermissionsRoute.tsx';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { jsonResponse as json, signedInFetch } from '../../../support/signed-in-fetch.ts';

const fetchMock = signedInFetch();
const both: StaffAccount = { _id: 'u1', email: 'both@rasika.test', role: 'subadmin', category: 'sweets', permissions: ['manage_products', 'manage_content'], isActive: true };
const none: StaffAccount = { _id: 'u2', email: 'none@rasika.test', role: 'subadmin', permissions: [], isActive: true };
const superadmin: StaffAccount = { _id: 'u3', email: 'super@rasika.test', role: 'superadmin', permissions: [], isActive: true };
const developer: StaffAccount = { _id: 'd1', email: 'dev@rasika.test', role: 'developer', category: 'development', permissions: [], isActive: true };

/** jsdom's accessible names run the hidden " for …" into the label, so the switch is found by its label's text. */
const toggle = (name: string) => screen.getByLabelText(name, { selector: 'input[role="switch"]' }) as HTMLInputElement;
const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as unknown;

async function openTab(): Promise<void> {
  fetchMock.mockResolvedValueOnce(json(200, { users: [both, none, superadmin, developer] }));
  render(<PermissionsRoute />);
  await screen.findByRole('table', { name: 'Permissions' });
}

describe('PermissionsRoute (G-04, issue #41)', () => {
  test('#41 one column and one switch per permission for each Sub Admin; Super Admins always allowed; no developers', async () => {
    await openTab();
    const table = screen.getByRole('table', { name: 'Permissions' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent))
      .toEqual(['User', 'Role', 'Category', 'Status', 'Manage products', 'Edit site content']);
    expect(toggle('Manage products for both@rasika.test').checked).toBe(true);
    expect(toggle('Edit site content for both@rasika.test').checked).toBe(true);
    expect(toggle('Manage products for none@rasika.test').checked).toBe(false);
    expect(toggle('Edit site content for none@rasika.test').checked).toBe(false);
    const superRow = within(table).getByRole('row', { name: /super@rasika\.test/ });
    expect(within(superRow).getAllByRole('cell').slice(4).map((td) => td.textContent)).toEqual(['Always allowed', 'Always allowed']);
    expect(within(superRow).queryByRole('switch')).toBeNull();
    expect(within(table).queryByText('dev@rasika.test')).toBeNull();
  });

  test('#41 granting manage_content sends exactly the permissions with it and the user\'s others kept', async () => {
    await openTab();
    fetchMock.mockResolvedValueOnce(json(200, { user: { ...none, permissions: ['manage_content'] }, message: 'User updated successfully.' }));
    await act(async () => void fireEvent.click(toggle('Edit site content for none@rasika.test')));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/admin/users/u2/role');
    expect(init?.method).toBe('PUT');
    expect(sentBody(1)).toEqual({ permissions: ['manage_content'] });
    expect(toggle('Edit site content for none@rasika.test').checked).toBe(true);
    expect(toggle('Manage products for none@rasika.test').checked).toBe(false);
    expect($toasts.get().map((t) => t.message)).toEqual(['User updated successfully.']);
  });

  test('#41 withdrawing one permission from a user with both keeps the other', async () => {
    await openTab();
    fetchMock.mockResolvedValueOnce(json(200, { user: { ...both, permissions: ['manage_content'] }, message: 'User updated successfully.' }));
    await act(async () => void fireEvent.click(toggle('Manage products for both@rasika.test')));
    expect(sentBody(1)).toEqual({ permissions: ['manage_content'] });
    expect(toggle('Manage products for both@rasika.test').checked).toBe(false);
    expect(toggle('Edit site content for both@rasika.test').checked).toBe(true);
  });

  test('a refused change leaves the switch as stored and says "Failed to update permissions"', async () => {
    await openTab();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await act(async () => void fireEvent.click(toggle('Edit site content for none@rasika.test')));
    expect(toggle('Edit site content for none@rasika.test').checked).toBe(false);
    expect($toasts.get().map((t) => t.message)).toEqual(['Failed to update permissions']);
  });
});

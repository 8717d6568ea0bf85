// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { StaffAccount } from '../../../../src/client/developer-api.ts';
import EditUserForm from '../../../../src/islands/developer/users/EditUserForm.tsx';
import { jsonResponse as json, signedInFetch } from '../../../support/signed-in-fetch.ts';

const fetchMock = signedInFetch();
const sub: StaffAccount = { _id: 'u1', email: 'sub@rasika.test', role: 'subadmin', category: 'corporate', permissions: [], isActive: true };
const dev: StaffAccount = { _id: 'd1', email: 'dev@rasika.test', role: 'developer', category: 'development', permissions: [], isActive: true };

const control = (name: string) => screen.getByLabelText(name) as HTMLInputElement & HTMLSelectElement;
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));

describe('EditUserForm (DEV-15, DEV-17, DEV-19, ERR-22)', () => {
  test('the email is read-only; a developer cannot change role or status', () => {
    render(<EditUserForm user={dev} onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(control('Email').readOnly).toBe(true);
    expect(control('Email').value).toBe('dev@rasika.test');
    expect(control('Role').disabled).toBe(true);
    expect(control('Status').disabled).toBe(true);
  });

  test('saves role, category and status through PUT .../role', async () => {
    const saved = { ...sub, role: 'superadmin', isActive: false };
    fetchMock.mockResolvedValueOnce(json(200, { user: saved, message: 'User updated successfully.' }));
    const onSaved = vi.fn();
    render(<EditUserForm user={sub} onSaved={onSaved} onCancel={vi.fn()} />);
    expect(control('Role').disabled).toBe(false);
    fireEvent.change(control('Role'), { target: { value: 'superadmin' } });
    fireEvent.change(control('Status'), { target: { value: 'inactive' } });
    await save();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/users/u1/role');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({ email: 'sub@rasika.test', role: 'superadmin', category: 'corporate', isActive: false });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  test('#41 a Sub Admin\'s permissions are ticked as saved; unticking one sends exactly the others', async () => {
    const both: StaffAccount = { ...sub, permissions: ['manage_products', 'manage_content'] };
    fetchMock.mockResolvedValueOnce(json(200, { user: { ...both, permissions: ['manage_products'] }, message: 'User updated successfully.' }));
    render(<EditUserForm user={both} onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(control('Can manage products').checked).toBe(true);
    expect(control('Can edit site content').checked).toBe(true);
    fireEvent.click(control('Can edit site content'));
    await save();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ role: 'subadmin', permissions: ['manage_products'] });
  });

  test('#41 granting "Can edit site content" to a Sub Admin without permissions sends only manage_content', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user: { ...sub, permissions: ['manage_content'] }, message: 'User updated successfully.' }));
    render(<EditUserForm user={sub} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(control('Can edit site content'));
    await save();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ permissions: ['manage_content'] });
  });

  test('#41 a developer has no permission checkboxes; a Super Admin is told they always have them', () => {
    render(<EditUserForm user={dev} onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('group', { name: 'Permissions' })).toBeNull();
    expect(screen.queryByText(/Super Admins can always/)).toBeNull();
    cleanup();
    render(<EditUserForm user={{ ...sub, role: 'superadmin' }} onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Super Admins can always manage products and edit site content.')).toBeTruthy();
  });

  test('editing without an id says "Invalid user ID"', async () => {
    render(<EditUserForm user={{ ...sub, _id: '' }} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Invalid user ID');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a failure without a server message says "Failed to update user"', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    render(<EditUserForm user={sub} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Failed to update user');
  });
});

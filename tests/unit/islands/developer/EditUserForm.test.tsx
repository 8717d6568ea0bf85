// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearApiCache } from '../../../../src/client/api-client.ts';
import type { StaffAccount } from '../../../../src/client/developer-api.ts';
import EditUserForm from '../../../../src/islands/developer/users/EditUserForm.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sub: StaffAccount = { _id: 'u1', email: 'sub@rasika.test', role: 'subadmin', category: 'corporate', permissions: [], isActive: true };
const dev: StaffAccount = { _id: 'd1', email: 'dev@rasika.test', role: 'developer', category: 'development', permissions: [], isActive: true };

const control = (name: string) => screen.getByLabelText(name) as HTMLInputElement & HTMLSelectElement;
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  clearApiCache();
  localStorage.setItem('adminToken', 'dev-token');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

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

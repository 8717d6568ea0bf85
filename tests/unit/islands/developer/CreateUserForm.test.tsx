// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import CreateUserForm from '../../../../src/islands/developer/users/CreateUserForm.tsx';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { jsonResponse as json, signedInFetch } from '../../../support/signed-in-fetch.ts';

const fetchMock = signedInFetch();
const created = { _id: 'u9', email: 'new@rasika.test', role: 'subadmin', category: 'sweets', permissions: ['manage_products'], isActive: true };

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const change = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Create User' })));

describe('CreateUserForm (DEV-12..14, DEV-19, ERR-21, G-04)', () => {
  test('a short password and an invalid email are refused in the form, without a call', async () => {
    render(<CreateUserForm onCreated={vi.fn()} onCancel={vi.fn()} />);
    change('Email', 'not-an-email');
    change('Password', 'short');
    await submit();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Use at least 12 characters for the password.')).toBeTruthy();
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(input('Password').getAttribute('aria-describedby')).toContain(screen.getByText('Use at least 12 characters for the password.').id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('starts as a Sub Admin; sweets pre-ticks "Can manage products"; a Super Admin has no checkbox', () => {
    render(<CreateUserForm onCreated={vi.fn()} onCancel={vi.fn()} />);
    expect(input('Role').value).toBe('subadmin');
    const options = Array.from((input('Category') as unknown as HTMLSelectElement).options).map((o) => o.value);
    expect(options).not.toContain('development');
    change('Category', 'sweets');
    expect(input('Can manage products').checked).toBe(true);
    change('Role', 'superadmin');
    expect(screen.queryByLabelText('Can manage products')).toBeNull();
  });

  test('posts the checked payload with the token and hands over the new user', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { user: created, message: 'User created successfully.' }));
    const onCreated = vi.fn();
    render(<CreateUserForm onCreated={onCreated} onCancel={vi.fn()} />);
    change('Email', 'new@rasika.test');
    change('Password', 'long-enough-pass');
    change('Category', 'sweets');
    await submit();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/signup');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer dev-token');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'new@rasika.test', password: 'long-enough-pass', role: 'subadmin', category: 'sweets', permissions: ['manage_products'],
    });
    expect(onCreated).toHaveBeenCalledWith(created);
    expect($toasts.get().map((t) => t.message)).toEqual(['User created successfully.']);
  });

  test('#41 a Sub Admin gets "Can edit site content" beside "Can manage products", each ticked on its own', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { user: { ...created, permissions: ['manage_content'] }, message: 'User created successfully.' }));
    render(<CreateUserForm onCreated={vi.fn()} onCancel={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Permissions' });
    expect(Array.from(group.querySelectorAll('label')).map((label) => label.textContent)).toEqual(['Can manage products', 'Can edit site content']);
    change('Email', 'new@rasika.test');
    change('Password', 'long-enough-pass');
    fireEvent.click(input('Can edit site content'));
    expect(input('Can edit site content').checked).toBe(true);
    expect(input('Can manage products').checked).toBe(false);
    change('Category', 'gifting');
    change('Category', 'corporate');
    expect(input('Can edit site content').checked).toBe(true);
    change('Role', 'superadmin');
    expect(screen.queryByLabelText('Can edit site content')).toBeNull();
    expect(screen.getByText('Super Admins can always manage products and edit site content.')).toBeTruthy();
    change('Role', 'subadmin');
    await submit();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'new@rasika.test', password: 'long-enough-pass', role: 'subadmin', category: 'corporate', permissions: ['manage_content'],
    });
  });

  test.each([
    ['the server message of a duplicate email', json(409, { message: 'A user with this email already exists.' }), 'A user with this email already exists.'],
    ['the fallback when the server gives no message', new Response('', { status: 500 }), 'Failed to create user'],
    ['the 403 text', json(403, { message: 'You do not have permission to do this.' }), 'Authentication expired or insufficient permissions. Please log out and log back in.'],
  ])('shows %s', async (_case, response, message) => {
    fetchMock.mockResolvedValueOnce(response);
    const onCreated = vi.fn();
    render(<CreateUserForm onCreated={onCreated} onCancel={vi.fn()} />);
    change('Email', 'new@rasika.test');
    change('Password', 'long-enough-pass');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(onCreated).not.toHaveBeenCalled();
  });
});

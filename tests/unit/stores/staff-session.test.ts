import { beforeEach, describe, expect, test } from 'vitest';
import {
  $adminInfo,
  $adminToken,
  ADMIN_INFO_KEY,
  ADMIN_TOKEN_KEY,
  currentAdminToken,
  refreshAdminInfo,
  restoreStaffSession,
  signIn,
  signOut,
  toAdminInfo,
  type AdminInfo,
  type KeyValueStorage,
} from '../../../src/stores/staff-session.ts';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const admin: AdminInfo = { _id: 'u1', email: 'asha@rasika.test', role: 'subadmin', category: 'sweets', permissions: ['manage_products'], isActive: true };

beforeEach(() => signOut(memoryStorage()));

describe('staff session store (LOGIN-06, ADM-09)', () => {
  test('uses exactly the keys adminToken and adminInfo', () => {
    expect([ADMIN_TOKEN_KEY, ADMIN_INFO_KEY]).toEqual(['adminToken', 'adminInfo']);
  });

  test('signIn stores the token as text and the admin as JSON, and sets the stores', () => {
    const storage = memoryStorage();
    signIn('t.o.k', admin, storage);
    expect(storage.data.get('adminToken')).toBe('t.o.k');
    expect(JSON.parse(storage.data.get('adminInfo') ?? '')).toEqual(admin);
    expect($adminToken.get()).toBe('t.o.k');
    expect($adminInfo.get()).toEqual(admin);
  });

  test('restoreStaffSession reads both keys back', () => {
    restoreStaffSession(memoryStorage({ adminToken: 'abc', adminInfo: JSON.stringify(admin) }));
    expect($adminToken.get()).toBe('abc');
    expect($adminInfo.get()).toEqual(admin);
  });

  test('restoreStaffSession treats broken or foreign adminInfo as missing', () => {
    for (const info of ['{not json', '"text"', JSON.stringify({ email: 'x@y.z', role: 'owner' }), JSON.stringify({ role: 'subadmin' })]) {
      restoreStaffSession(memoryStorage({ adminToken: 'abc', adminInfo: info }));
      expect($adminInfo.get()).toBeNull();
    }
  });

  test('restoreStaffSession with an empty storage leaves no session', () => {
    restoreStaffSession(memoryStorage());
    expect($adminToken.get()).toBeNull();
    expect($adminInfo.get()).toBeNull();
  });

  test('signOut removes both keys and clears the stores', () => {
    const storage = memoryStorage({ adminToken: 'abc', adminInfo: JSON.stringify(admin), other: 'kept' });
    restoreStaffSession(storage);
    signOut(storage);
    expect([...storage.data.keys()]).toEqual(['other']);
    expect($adminToken.get()).toBeNull();
    expect($adminInfo.get()).toBeNull();
  });

  test('currentAdminToken reads storage now, so a token removed elsewhere counts as gone', () => {
    const storage = memoryStorage({ adminToken: 'abc' });
    restoreStaffSession(storage);
    storage.data.delete('adminToken');
    expect(currentAdminToken(storage)).toBeNull();
    expect($adminToken.get()).toBeNull();
  });

  test('refreshAdminInfo replaces the stored info only', () => {
    const storage = memoryStorage({ adminToken: 'abc' });
    refreshAdminInfo({ ...admin, permissions: [] }, storage);
    expect(storage.data.get('adminToken')).toBe('abc');
    expect(JSON.parse(storage.data.get('adminInfo') ?? '')).toMatchObject({ permissions: [] });
  });

  test('a storage that throws does not break signing in or out', () => {
    const broken: KeyValueStorage = {
      getItem: () => { throw new Error('blocked'); },
      setItem: () => { throw new Error('blocked'); },
      removeItem: () => { throw new Error('blocked'); },
    };
    signIn('abc', admin, broken);
    expect($adminToken.get()).toBe('abc');
    restoreStaffSession(broken);
    expect($adminToken.get()).toBeNull();
    expect(() => signOut(broken)).not.toThrow();
  });
});

describe('toAdminInfo', () => {
  test('keeps the known fields of a login answer and drops the rest', () => {
    expect(toAdminInfo({ ...admin, passwordHash: 'x', lastLogin: '2026-01-01T00:00:00.000Z' })).toEqual({ ...admin, lastLogin: '2026-01-01T00:00:00.000Z' });
  });

  test('defaults permissions to none and isActive to true', () => {
    expect(toAdminInfo({ email: 'a@b.c', role: 'superadmin' })).toEqual({ email: 'a@b.c', role: 'superadmin', permissions: [], isActive: true });
  });

  test.each([null, 'x', 42, {}, { email: 'a@b.c' }, { email: 1, role: 'subadmin' }])('refuses %j', (value) => {
    expect(toAdminInfo(value)).toBeNull();
  });
});

import { describe, expect, test } from 'vitest';
import { rememberedStaffPaths, rememberStaffPaths, STAFF_PATHS_KEY } from '../../../src/stores/staff-paths.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('staff paths remembered by the secret pages (issue #15 item 4)', () => {
  test('what the login page remembers, the developer area reads back', () => {
    const storage = memoryStorage();
    expect(rememberedStaffPaths(storage)).toBeNull();
    rememberStaffPaths({ login: '/x7-login', dashboard: '/x7/dashboard' }, storage);
    expect(rememberedStaffPaths(storage)).toEqual({ login: '/x7-login', dashboard: '/x7/dashboard' });
  });

  test.each([
    ['not JSON', '{'],
    ['another origin', JSON.stringify({ login: '//evil.example/login', dashboard: '/d' })],
    ['a script URL', JSON.stringify({ login: 'javascript:alert(1)', dashboard: '/d' })],
    ['a missing path', JSON.stringify({ login: '/l' })],
  ])('a stored value that is %s is ignored', (_name, value) => {
    const storage = memoryStorage();
    storage.setItem(STAFF_PATHS_KEY, value);
    expect(rememberedStaffPaths(storage)).toBeNull();
  });
});

/**
 * The secret staff paths as this browser learnt them (issue #15 item 4). The login page and
 * the admin dashboard live at secret paths and know them; they record them here. The
 * developer dashboard lives at a public path, so its HTML and JS must not contain them: it
 * reads them from here to send a signed-out user to the login or an admin to their dashboard,
 * and shows a neutral notice to a browser that never signed in.
 */
import type { KeyValueStorage } from './staff-session.ts';

export const STAFF_PATHS_KEY = 'staffPaths';

export interface StaffPaths {
  login: string;
  dashboard: string;
}

function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const isPath = (value: unknown): value is string => typeof value === 'string' && /^\/[A-Za-z0-9/_-]*$/.test(value) && !value.startsWith('//');

export function rememberStaffPaths(paths: StaffPaths, storage = browserStorage()): void {
  try {
    storage?.setItem(STAFF_PATHS_KEY, JSON.stringify(paths));
  } catch {
    // Blocked storage: the developer dashboard then shows its signed-out notice instead.
  }
}

/** The remembered paths, or null when this browser never opened a staff page (or the value is not ours). */
export function rememberedStaffPaths(storage = browserStorage()): StaffPaths | null {
  try {
    const value = JSON.parse(storage?.getItem(STAFF_PATHS_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { login, dashboard } = value as Record<string, unknown>;
    return isPath(login) && isPath(dashboard) ? { login, dashboard } : null;
  } catch {
    return null;
  }
}

import { describe, expect, test } from 'vitest';
import { DEVELOPER_TABS, developerPath, parseDeveloperPath } from '../../../../src/islands/developer/developer-routes.ts';

describe('developer dashboard routes (DEV-02)', () => {
  test.each([
    ['/senement/dashboard', 'overview'],
    ['/senement/dashboard/', 'overview'],
    ['/senement/dashboard/users', 'users'],
    ['/senement/dashboard/blogs/', 'blogs'],
    ['/senement/dashboard/permissions', 'permissions'],
    ['/senement/dashboard/activity', 'activity'],
    ['/senement/dashboard/backups', 'backups'],
    ['/senement/dashboard/settings', 'not-found'],
    ['/senement/dashboard/users/x', 'not-found'],
  ])('%s shows %s', (path, tab) => {
    expect(parseDeveloperPath(path)).toBe(tab);
  });

  test('paths outside the dashboard, look-alikes included, are not its routes', () => {
    expect(parseDeveloperPath('/staff-dashboard')).toBeNull();
    expect(parseDeveloperPath('/senement/dashboardx')).toBeNull();
  });

  test('every tab has its own path that parses back to it', () => {
    expect(DEVELOPER_TABS.map((tab) => tab.label)).toEqual(['Overview', 'Users', 'Blogs', 'Permissions', 'Activity', 'Backups']);
    for (const tab of DEVELOPER_TABS) expect(parseDeveloperPath(developerPath(tab.id))).toBe(tab.id);
    expect(developerPath('overview')).toBe('/senement/dashboard');
    expect(developerPath('users')).toBe('/senement/dashboard/users');
  });
});

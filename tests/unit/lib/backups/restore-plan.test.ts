import { describe, expect, test } from 'vitest';
import {
  countOf, diffStore, fingerprintLines, keysToCompare, operationCount, ownAccountEffect, restoredSessionVersion, type BackedUpVersion,
} from '../../../../src/lib/backups/restore-plan.ts';

const backup = new Map<string, BackedUpVersion>([
  ['same', { etag: 'e1', hash: 'h1' }],
  ['rewritten', { etag: 'e2', hash: 'h2' }],
  ['edited', { etag: 'e3', hash: 'h3' }],
  ['deleted', { etag: 'e4', hash: 'h4' }],
]);
const current = new Map([['same', 'e1'], ['rewritten', 'x2'], ['edited', 'x3'], ['new', 'x5']]);

describe('keysToCompare', () => {
  test('reads only keys in both whose etag moved on', () => {
    expect(keysToCompare(backup, current)).toEqual(['edited', 'rewritten']);
  });
});

describe('diffStore', () => {
  const hashes = new Map([['rewritten', 'h2'], ['edited', 'other']]);

  test('adds what is gone, changes what differs in content, deletes what is new; an equal rewrite is no change', () => {
    expect(diffStore('products', backup, current, hashes)).toEqual({ store: 'products', adds: ['deleted'], changes: ['edited'], deletes: ['new'], appendOnly: false });
  });

  test('an append-only store never deletes', () => {
    expect(diffStore('audit', backup, current, hashes, true).deletes).toEqual([]);
  });

  test('a key deleted between listing and reading counts as an add', () => {
    expect(diffStore('products', backup, current, new Map([['edited', 'other']])).adds).toEqual(['deleted', 'rewritten']);
  });
});

describe('plan summaries', () => {
  test('countOf keeps the first five keys as examples', () => {
    expect(countOf(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({ count: 7, examples: ['a', 'b', 'c', 'd', 'e'] });
  });

  test('operationCount adds writes and deletes of every store', () => {
    const diff = { store: 's', adds: ['a'], changes: ['b', 'c'], deletes: ['d'], appendOnly: false };
    expect(operationCount([diff, { ...diff, store: 't' }])).toBe(8);
  });

  test('the fingerprint moves when the etag a change would overwrite moves', () => {
    const diff = { store: 'products', adds: ['a'], changes: ['b'], deletes: [], appendOnly: false };
    const text = (etag: string) => [...fingerprintLines('id', 'products', [diff], new Map([['products', new Map([['b', etag]])]]))].join('');
    expect(text('e1')).toBe('id\nproducts\nstore products\nadd a \nchange b e1\n');
    expect(text('e2')).not.toBe(text('e1'));
  });
});

describe('ownAccountEffect', () => {
  const users = (changes: string[], deletes: string[] = []) => ({ store: 'users', adds: [], changes, deletes, appendOnly: false });

  test('refuses to delete the acting developer or to bring them back as anything but an active developer', () => {
    expect(ownAccountEffect('user/me', users([], ['user/me']), undefined).refusal).toMatch(/delete your own account/);
    expect(ownAccountEffect('user/me', users(['user/me']), { role: 'superadmin', isActive: true }).refusal).toMatch(/developer access/);
    expect(ownAccountEffect('user/me', users(['user/me']), { role: 'developer', isActive: false }).refusal).toMatch(/developer access/);
  });

  test('warns when their account changes, and says nothing when it does not', () => {
    expect(ownAccountEffect('user/me', users(['user/me']), { role: 'developer', isActive: true })).toEqual({ warning: expect.stringMatching(/signed out/) });
    expect(ownAccountEffect('user/me', users(['user/other']), undefined)).toEqual({});
  });
});

describe('restoredSessionVersion', () => {
  test.each([[0, 0, 1], [0, 4, 5], [7, 2, 7]])('backed up %i, now %i -> %i', (backedUp, now, expected) => {
    expect(restoredSessionVersion(backedUp, now)).toBe(expected);
  });
});

/**
 * A content file that breaks its schema must stop the build with a message naming the file and the
 * field. The fixture registers the real Diwali sweet schema with one entry that lacks `shelfLife`.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { buildFixture, copyFixture, type FixtureBuild } from '../../fixtures/build-fixture.ts';

let build: FixtureBuild | undefined;

afterAll(() => build?.cleanup());

describe('a broken content file', () => {
  test('stops the build and names the file and the field', { timeout: 90_000 }, async () => {
    build = await buildFixture(copyFixture('broken-content'));
    expect(build.ok).toBe(false);
    expect(build.output).toContain('content/diwali-sweets/broken-barfi.json');
    expect(build.output).toMatch(/diwali-sweets → broken-barfi/);
    expect(build.output).toMatch(/\bshelfLife\b/);
    expect(build.output).toMatch(/does not match collection schema/);
  });
});

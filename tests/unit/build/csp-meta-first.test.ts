import { describe, expect, test } from 'vitest';
import { cspMetaFirst } from '../../../src/build/csp-first/csp-meta-first.ts';

const POLICY = `<meta http-equiv="content-security-policy" content="default-src 'self';script-src 'self' 'sha256-abc='">`;

describe('cspMetaFirst (issue #45 security 2)', () => {
  test('moves the policy tag from after the inline scripts, styles and title to straight after the character set', () => {
    const page = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><script>a()</script><title>T</title><style>p{}</style>${POLICY}<link rel="modulepreload" href="/x.js"></head><body><script>b()</script></body></html>`;
    expect(cspMetaFirst(page)).toBe(
      `<!doctype html><html lang="en-IN"><head><meta charset="utf-8">${POLICY}<script>a()</script><title>T</title><style>p{}</style><link rel="modulepreload" href="/x.js"></head><body><script>b()</script></body></html>`,
    );
  });

  test('without a character set first in <head>, the policy opens <head>', () => {
    const page = `<html><head class="x"><script>a()</script>${POLICY}<meta charset="utf-8"></head></html>`;
    expect(cspMetaFirst(page)).toBe(`<html><head class="x">${POLICY}<script>a()</script><meta charset="utf-8"></head></html>`);
  });

  test('a page already in order, or without a policy tag, is returned as it is', () => {
    const ordered = `<html><head><meta charset="utf-8">${POLICY}<script>a()</script></head></html>`;
    expect(cspMetaFirst(ordered)).toBe(ordered);
    const bare = '<html><head><meta charset="utf-8"><script>a()</script></head></html>';
    expect(cspMetaFirst(bare)).toBe(bare);
  });
});

import { describe, expect, test } from 'vitest';
import { bySpecificity, compileRoute } from '../../../../scripts/local-platform/route-pattern.mjs';

describe('compileRoute', () => {
  test.each([
    ['/api/health', '/api/health', {}],
    ['/api/health', '/api/health/', {}],
    ['/api/health', '/API/Health', {}],
    ['/api/products/:id', '/api/products/kaju-katli', { id: 'kaju-katli' }],
    ['/api/products/:id', '/api/products/kaju%20katli', { id: 'kaju katli' }],
    ['/api/blogs/:slug/:action', '/api/blogs/diwali/like', { slug: 'diwali', action: 'like' }],
    ['/api/files/:key?', '/api/files', {}],
    ['/api/files/*', '/api/files/a/b/c', { 0: 'a/b/c' }],
  ])('%s matches %s with its params', (pattern, path, params) => {
    expect(compileRoute(pattern).match(path)).toEqual(params);
  });

  test.each([
    ['/api/health', '/api/healthz'],
    ['/api/products/:id', '/api/products'],
    ['/api/products/:id', '/api/products/a/b'],
    ['/api/blogs/:slug/:action', '/api/blogs/diwali'],
  ])('%s does not match %s', (pattern, path) => {
    expect(compileRoute(pattern).match(path)).toBeUndefined();
  });

  test('refuses a pattern the local runtime cannot match as Netlify would', () => {
    expect(() => compileRoute('/api/(products|items)')).toThrow(/does not support/);
    expect(() => compileRoute('api/health')).toThrow(/must start with/);
    expect(() => compileRoute('/api/*/x')).toThrow(/must come last/);
  });
});

describe('bySpecificity', () => {
  test('tries literal segments before parameters, and parameters before a wildcard', () => {
    const routes = ['/api/products/:id', '/api/*', '/api/products/categories', '/api/products/search/suggestions'].map(
      compileRoute,
    );
    expect(routes.sort(bySpecificity).map((route) => route.pattern)).toEqual([
      '/api/products/search/suggestions',
      '/api/products/categories',
      '/api/products/:id',
      '/api/*',
    ]);
  });
});

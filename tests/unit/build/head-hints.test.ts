/**
 * The head hints of a built page (issue #14): its high-priority picture preloaded with what the
 * browser picks from, and the modules several of its scripts import modulepreloaded once.
 */
import { describe, expect, test } from 'vitest';
import { modulePreloads, moduleScripts, priorityImagePreload, staticImports, withHeadHints } from '../../../src/build/head-hints/head-hints.ts';

describe('staticImports', () => {
  test('reads import and re-export statements of a minified chunk, each once, in order', () => {
    const code =
      'import{n as e}from"./main-thread.A1.js";import"./side-effect.B2.js";import*as t from"./all.C3.js";' +
      'import d from"./default.D4.js";e(()=>t);export{x as y}from"./again.E5.js";import{z}from"./main-thread.A1.js";';
    expect(staticImports(code)).toEqual(['main-thread.A1.js', 'side-effect.B2.js', 'all.C3.js', 'default.D4.js', 'again.E5.js']);
  });

  test('reads the imports after a leading statement (Vite’s dependency map) and leaves dynamic imports out', () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/lazy.F6.js"])))=>i.map(i=>d[i]);\n' +
      'import{r as e}from"./api.G7.js";const load=()=>import("./lazy.F6.js");';
    expect(staticImports(code)).toEqual(['api.G7.js']);
  });

  test('a chunk without imports has none', () => {
    expect(staticImports('var e=1;export{e as t};')).toEqual([]);
  });
});

describe('modulePreloads', () => {
  const graph: Record<string, string[]> = {
    'Header.js': ['shell.js'],
    'Hero.js': ['carousel.js'],
    'Catalogue.js': ['cards.js', 'shell.js'],
    'carousel.js': ['shell.js', 'dots.js'],
    'shell.js': ['atom.js'],
    'cards.js': ['html.js'],
    'atom.js': [],
  };
  const importsOf = (file: string) => graph[file] ?? [];

  test('names the modules two or more scripts wait for, however deep, each once, in the order first met', () => {
    expect(modulePreloads(['Header.js', 'Hero.js'], importsOf)).toEqual(['shell.js', 'atom.js']);
    expect(modulePreloads(['Header.js', 'Hero.js', 'Catalogue.js'], importsOf)).toEqual(['shell.js', 'atom.js']);
  });

  test('leaves a module only one script needs to come with that script', () => {
    expect(modulePreloads(['Catalogue.js'], importsOf)).toEqual([]);
    expect(modulePreloads(['Catalogue.js', 'Header.js'], importsOf)).not.toContain('cards.js');
  });

  test('never names a module the page already loads as a script', () => {
    expect(modulePreloads(['Header.js', 'Hero.js', 'shell.js'], importsOf)).toEqual(['atom.js']);
  });

  test('no scripts, nothing to preload', () => {
    expect(modulePreloads([], importsOf)).toEqual([]);
  });
});

describe('moduleScripts', () => {
  test('names the module scripts from the assets folder, once each, and nothing else', () => {
    const html =
      '<script type="module" src="/_astro/A.1.js"></script><script>inline()</script><script type="module">x()</script>' +
      '<script src="/_astro/classic.js"></script><script type="application/ld+json">{}</script>' +
      '<script type="module" src="https://cdn.example/x.js"></script><script type="module" src="/_astro/A.1.js"></script>';
    expect(moduleScripts(html)).toEqual(['A.1.js']);
  });
});

describe('priorityImagePreload', () => {
  const picture = (sources: string) =>
    `<main><picture>${sources}<img src="/_astro/hero_480.webp" alt="Hero" width="1600" height="900" loading="eager" decoding="async" fetchpriority="high"></picture></main>`;

  test('preloads the first source of the high-priority picture, with its type, srcset and sizes', () => {
    const html = picture(
      '<source type="image/avif" srcset="/_astro/hero_480.avif 480w, /_astro/hero_800.avif 800w" sizes="100vw">' +
        '<source type="image/webp" srcset="/_astro/hero_480.webp 480w" sizes="100vw">',
    );
    expect(priorityImagePreload(html)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" type="image/avif" imagesrcset="/_astro/hero_480.avif 480w, /_astro/hero_800.avif 800w" imagesizes="100vw">',
    );
  });

  test('an <img> with a srcset and no picture: its srcset and sizes; with only a src: its href', () => {
    expect(priorityImagePreload('<img src="/a.webp" srcset="/a.webp 480w, /b.webp 800w" sizes="50vw" fetchpriority="high">')).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/a.webp 480w, /b.webp 800w" imagesizes="50vw">',
    );
    expect(priorityImagePreload('<img src="/a.webp" alt="" fetchpriority="high">')).toBe('<link rel="preload" as="image" fetchpriority="high" href="/a.webp">');
  });

  test('an <img> after a closed picture is not taken for part of it', () => {
    const html = '<picture><source type="image/avif" srcset="/other.avif 480w"><img src="/other.webp"></picture><img src="/hero.webp" fetchpriority="high">';
    expect(priorityImagePreload(html)).toBe('<link rel="preload" as="image" fetchpriority="high" href="/hero.webp">');
  });

  test('no preload without a high-priority image, for one in a <template>, or for art direction (media)', () => {
    expect(priorityImagePreload('<img src="/a.webp" loading="lazy">')).toBeUndefined();
    expect(priorityImagePreload('<template><img src="/card.webp" fetchpriority="high"></template>')).toBeUndefined();
    expect(priorityImagePreload(picture('<source media="(min-width: 40rem)" srcset="/wide.avif" type="image/avif">'))).toBeUndefined();
  });
});

describe('withHeadHints', () => {
  const page = '<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src \'self\'"><style>a{}</style></head><body></body></html>';

  test('writes the image preload, then the modulepreloads, right after the Content-Security-Policy', () => {
    expect(withHeadHints(page, { image: '<link rel="preload" as="image" href="/a.webp">', modules: ['shell.1.js'] })).toBe(
      '<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src \'self\'">' +
        '<link rel="preload" as="image" href="/a.webp"><link rel="modulepreload" href="/_astro/shell.1.js"><style>a{}</style></head><body></body></html>',
    );
  });

  test('without a policy the hints end the head; with no hints or no head the page is unchanged', () => {
    expect(withHeadHints('<head><title>x</title></head>', { modules: ['a.js'] })).toBe('<head><title>x</title><link rel="modulepreload" href="/_astro/a.js"></head>');
    expect(withHeadHints(page, { modules: [] })).toBe(page);
    expect(withHeadHints('<p>fragment</p>', { modules: ['a.js'] })).toBe('<p>fragment</p>');
  });
});

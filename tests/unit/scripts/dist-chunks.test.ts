/**
 * The bundle check of the staff Overview's chart library (issue #43, `npm run test:bundle`) over
 * small made-up builds: it passes when Chartist sits only behind the Overview, and names what is
 * wrong when a page loads it up front, when it loads with the screen chunk, or when another chunk
 * imports it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { CHARTIST_MARKER, chartLibraryProblems, overviewBundle, sizeOf } from '../../../scripts/dist-chunks.mjs';

let dist = '';

function build(files: Record<string, string>, pages: Record<string, string>): void {
  dist = mkdtempSync(join(tmpdir(), 'dist-chunks-'));
  mkdirSync(join(dist, '_astro'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, '_astro', name), text);
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(dist, name), html);
}

afterEach(() => rmSync(dist, { recursive: true, force: true }));

const CHARTIST = `const ns="http://${CHARTIST_MARKER}";export{ns as t};`;
const DASHBOARD = { 'staff-dashboard.html': '<astro-island component-url="/_astro/StaffApp.a.js" renderer-url="/_astro/client.a.js"></astro-island>' };
const HOME = { 'index.html': '<script type="module" src="/_astro/home.a.js"></script>' };

const goodBuild = (extra: Record<string, string> = {}) => ({
  'StaffApp.a.js': 'import{t}from"./react.a.js";const O=()=>import(`./OverviewRoute.a.js`);',
  'client.a.js': 'import"./react.a.js";',
  'react.a.js': 'export const t=1;',
  'OverviewRoute.a.js': 'import{t}from"./react.a.js";import"./TabSection.a.js";const d=()=>import("./draw-bar-chart.a.js");',
  'TabSection.a.js': 'export const x=2;',
  'draw-bar-chart.a.js': 'import{t as s}from"./chartist.a.js";export{s};',
  'chartist.a.js': CHARTIST,
  'home.a.js': 'import"./react.a.js";',
  ...extra,
});

describe('chartLibraryProblems (issue #43)', () => {
  test('none when Chartist loads only behind the Overview screen; the sizes are counted', () => {
    build(goodBuild(), { ...DASHBOARD, ...HOME });
    expect(chartLibraryProblems(dist)).toEqual([]);
    const bundle = overviewBundle(dist);
    expect(bundle.entry.toSorted()).toEqual(['_astro/StaffApp.a.js', '_astro/client.a.js', '_astro/react.a.js']);
    expect(bundle.screen).toBe('_astro/OverviewRoute.a.js');
    expect(bundle.chart).toEqual(['_astro/chartist.a.js']);
    expect(bundle.added.toSorted()).toEqual(['_astro/OverviewRoute.a.js', '_astro/TabSection.a.js', '_astro/chartist.a.js', '_astro/draw-bar-chart.a.js']);
    expect(sizeOf(bundle.chunks, bundle.chart).bytes).toBe(Buffer.byteLength(CHARTIST));
  });

  test('a page that loads Chartist up front is named', () => {
    build(goodBuild({ 'home.a.js': 'import"./react.a.js";import"./chartist.a.js";' }), { ...DASHBOARD, ...HOME });
    expect(chartLibraryProblems(dist)).toEqual(['index.html loads _astro/chartist.a.js (Chartist) up front', '_astro/home.a.js, outside the Overview, imports _astro/chartist.a.js (Chartist)']);
  });

  test('the dashboard holding Chartist in its entry is named', () => {
    build(goodBuild({ 'StaffApp.a.js': 'import{t}from"./react.a.js";import"./chartist.a.js";const O=()=>import(`./OverviewRoute.a.js`);' }), DASHBOARD);
    expect(chartLibraryProblems(dist)).toEqual([
      'staff-dashboard.html loads _astro/chartist.a.js (Chartist) up front',
      '_astro/StaffApp.a.js, outside the Overview, imports _astro/chartist.a.js (Chartist)',
    ]);
  });

  test('Chartist loading with the screen chunk, instead of when a chart draws, is named', () => {
    build(goodBuild({ 'OverviewRoute.a.js': 'import"./draw-bar-chart.a.js";' }), DASHBOARD);
    expect(chartLibraryProblems(dist)).toEqual(['_astro/chartist.a.js (Chartist) loads with the Overview screen chunk, not when its charts draw']);
  });

  test('a build without Chartist, or without the Overview, fails', () => {
    build(goodBuild({ 'chartist.a.js': 'export const t=0;' }), DASHBOARD);
    expect(chartLibraryProblems(dist)).toEqual(['no chunk of the build holds Chartist: the Overview draws no chart']);
    rmSync(dist, { recursive: true, force: true });
    build(goodBuild({ 'StaffApp.a.js': 'export const t=0;' }), DASHBOARD);
    expect(() => chartLibraryProblems(dist)).toThrow('The staff dashboard never loads an OverviewRoute chunk.');
  });
});

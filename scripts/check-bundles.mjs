/**
 * Bundles every function the way Netlify's build does (@netlify/zip-it-and-ship-it,
 * esbuild), then loads each bundle in a clean Node process and checks that it
 * exports a handler and a route; a scheduled function a schedule instead (Netlify saw it too), a
 * background function (name ending -background) may have neither (it answers at its own URL), and nor
 * may an event function (deploy-succeeded…: Netlify runs it for the event its file is named after).
 * What passes here deploys.
 *
 * Then, over the site's build (dist/, `npm run build` first), the staff Overview's chart library
 * (issue #43): Chartist's code is only in chunks the Overview loads on first use, never in what any
 * page loads up front (the staff dashboard included), and its size is printed.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { chartLibraryProblems, overviewBundle, sizeOf } from './dist-chunks.mjs';
import { EVENT_FUNCTION } from './local-platform/functions-runtime.mjs';

const run = promisify(execFile);
const root = process.cwd();
const sourceDir = join(root, 'netlify', 'functions');
const expected = (await readdir(sourceDir)).filter((name) => /\.(mts|ts|mjs|js)$/.test(name));
const out = await mkdtemp(join(tmpdir(), 'functions-bundle-'));

let passed = 0;
let failed = 0;
try {
  const results = await zipFunctions(sourceDir, out, {
    archiveFormat: 'none',
    basePath: root,
    repositoryRoot: root,
    config: { '*': { nodeBundler: 'esbuild' } },
  });
  for (const file of expected) {
    const name = file.replace(/\.[^.]+$/, '');
    const result = results.find((r) => r.name === name);
    if (!result) {
      console.error(`✗ ${name}: not bundled`);
      failed += 1;
      continue;
    }
    // The entry point hands the user module to Netlify's bootstrap; load that module itself.
    const entry = await readFile(join(result.path, result.entryFilename ?? ''), 'utf8');
    const userModule = /getLambdaHandler\('([^']+)'\)/.exec(entry)?.[1] ?? '';
    const probe = `
      const mod = await import(${JSON.stringify(`file://${join(result.path, userModule)}`)});
      const fn = mod.default;
      const path = mod.config?.path;
      const schedule = mod.config?.schedule;
      if (typeof fn !== 'function') throw new Error('no default export handler');
      const event = ${JSON.stringify(EVENT_FUNCTION.test(name))};
      if (!path && !schedule && !event && !${JSON.stringify(name.endsWith('-background'))}) throw new Error('no config.path');
      console.log(JSON.stringify(path ?? (schedule ? { schedule } : event ? 'event' : 'background')));
    `;
    try {
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', probe], { cwd: out });
      console.log(`✓ ${name} (${result.runtimeAPIVersion === 2 ? 'v2' : 'v1'}) ${stdout.trim()}`);
      if (result.runtimeAPIVersion !== 2) throw new Error('not detected as a v2 function');
      if (stdout.includes('"schedule"') && !result.schedule) throw new Error('its schedule was not detected by the bundler');
      passed += 1;
    } catch (error) {
      console.error(`✗ ${name}: ${error instanceof Error ? String(error.stderr || error.message).trim().split("\n").slice(-3).join(" | ").slice(0, 400) : String(error)}`);
      failed += 1;
    }
  }
} finally {
  await rm(out, { recursive: true, force: true });
}
try {
  const problems = chartLibraryProblems(join(root, 'dist'));
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✗ chart library: ${problem}`);
    failed += 1;
  } else {
    const bundle = overviewBundle(join(root, 'dist'));
    const chart = sizeOf(bundle.chunks, bundle.chart);
    const dashboard = sizeOf(bundle.chunks, bundle.entry);
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`✓ chart library: Chartist only in the Overview's lazy chunk ${bundle.chart.join(', ')}: ${kb(chart.bytes)} (${kb(chart.gzip)} gzip); the staff dashboard loads ${kb(dashboard.bytes)} (${kb(dashboard.gzip)} gzip) up front without it`);
    passed += 1;
  }
} catch (error) {
  console.error(`✗ chart library: ${error instanceof Error ? error.message : String(error)}`);
  failed += 1;
}

console.log(`bundles: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

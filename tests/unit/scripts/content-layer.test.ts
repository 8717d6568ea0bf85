/**
 * #41 scripts/content-layer.mjs with no Blobs to read (a fresh clone, nothing published): the live
 * folder is a plain copy of content/, stamped version 0, and the build reads it.
 */
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { contentDirName, contentRoot } from '../../../src/build/content-root.ts';
import { seedContentRoot } from '../../../src/build/read-content-files.ts';
import { writeLiveContent } from '../../../scripts/content-layer.mjs';

let project: string;
const saved = { ...process.env };

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'content-layer-plain-'));
  await cp(join(seedContentRoot, 'faqs'), join(project, 'content', 'faqs'), { recursive: true });
  await cp(join(seedContentRoot, 'blog'), join(project, 'content', 'blog'), { recursive: true });
  delete process.env['NETLIFY_BLOBS_CONTEXT'];
  delete process.env['CONTENT_LAYER'];
  delete process.env['CONTENT_VERSION'];
  delete process.env['CONTENT_LIVE_DIR'];
  process.env['LOCAL_BLOBS_DIR'] = join(project, 'no-blobs-here');
});

afterEach(async () => {
  process.env = { ...saved };
  await rm(project, { recursive: true, force: true });
});

test('#41 without Blobs the live folder is a plain copy of content/, stamped version 0', async () => {
  expect(contentDirName(project)).toBe('content');
  expect(await writeLiveContent(project)).toEqual({ version: 0, source: 'content' });

  expect(contentRoot(project)).toBe(join(project, '.content-live'));
  expect(JSON.parse(await readFile(join(project, '.content-live', '.layer.json'), 'utf8'))).toEqual({ version: 0, source: 'content' });
  for (const folder of ['faqs', 'blog']) {
    const names = await readdir(join(project, 'content', folder));
    expect(await readdir(join(project, '.content-live', folder))).toEqual(names);
    for (const name of names) expect(await readFile(join(project, '.content-live', folder, name), 'utf8')).toBe(await readFile(join(project, 'content', folder, name), 'utf8'));
  }
});

test('#41 without Blobs a preview or a given version cannot be built', async () => {
  process.env['CONTENT_VERSION'] = '3';
  await expect(writeLiveContent(project)).rejects.toThrow('No Blobs to read the version 3 from.');
  process.env['CONTENT_LAYER'] = 'draft';
  await expect(writeLiveContent(project)).rejects.toThrow('No Blobs to read the draft from.');
});

/**
 * Issue #41 item 4, over the built dist/ (run after `npm run build`): the content editor loads on first
 * use, so the staff dashboard's own scripts do not grow with it. What the dashboard page loads with
 * itself (its scripts and their static imports) carries none of the content area; the content area's
 * screens load without the form generator, and the generator without the Markdown renderer, each a
 * dynamic import away.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST, reachableScripts, scriptText, scriptsOf } from './support/dist-scripts.ts';
import { DASHBOARD_PATH } from './support/staff.ts';

/** A text only each part has: the collections list's heading, the generated form's error summary, micromark's GFM footnotes. */
const MARKERS = {
  contentArea: 'What you can edit',
  formGenerator: 'Please correct:',
  markdownRenderer: 'data-footnote-backref',
} as const;

type Part = keyof typeof MARKERS;

const dashboardHtml = () => readFileSync(join(DIST, `${DASHBOARD_PATH.replace(/^\//, '')}.html`), 'utf8');

/** The parts whose marker is in any of the scripts. */
function partsIn(scripts: Iterable<string>): Part[] {
  const text = [...scripts].map(scriptText).join('\n');
  return (Object.keys(MARKERS) as Part[]).filter((part) => text.includes(MARKERS[part]));
}

/** The script whose text carries a part's marker. */
function chunkOf(part: Part): string {
  const found = [...scriptsOf(dashboardHtml())].filter((name) => scriptText(name).includes(MARKERS[part]));
  expect(found, `${part} is in one chunk`).toHaveLength(1);
  return found[0] ?? '';
}

test('#41 the dashboard can load every part of the content editor (the markers are real)', () => {
  expect(partsIn(scriptsOf(dashboardHtml()))).toEqual(['contentArea', 'formGenerator', 'markdownRenderer']);
});

test('#41 what the staff dashboard loads with its page carries none of the content editor', () => {
  expect(partsIn(scriptsOf(dashboardHtml(), { dynamic: false }))).toEqual([]);
});

test('#41 the content screens load without the form generator, and the generator without the Markdown renderer', () => {
  expect(partsIn(reachableScripts([chunkOf('contentArea')], { dynamic: false }))).toEqual(['contentArea']);
  // The editor may share the content screens' chunk (already loaded when it opens), never the renderer.
  expect(partsIn(reachableScripts([chunkOf('formGenerator')], { dynamic: false }))).not.toContain('markdownRenderer');
});

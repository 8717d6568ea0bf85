/**
 * `npm run i18n:check` (also run in `npm run build`, after scripts/content-layer.mjs): what Telugu and
 * Hindi lack (issue #44, docs/i18n.md §3; src/build/i18n-check.ts). A UI string missing, empty or
 * without English's placeholders fails (exit 1); content a language lacks is listed by collection,
 * entry and field as a warning (those fields show English on that language's pages).
 */
import { contentRoot } from '../src/build/content-root.ts';
import { contentReport, formatContentReport, uiStringProblems } from '../src/build/i18n-check.ts';
import { AREAS } from '../src/lib/i18n/strings/index.ts';

const problems = uiStringProblems(AREAS);
const reports = contentReport(contentRoot(process.cwd()));
const missing = reports.reduce((sum, report) => sum + report.missing.length, 0);

console.log(`i18n check: ${reports.length} translatable collections, ${missing} content field${missing === 1 ? '' : 's'} shown in English in Telugu or Hindi`);
for (const line of formatContentReport(reports)) console.warn(`  ${line}`);
if (problems.length > 0) {
  console.error(`i18n check failed: ${problems.length} UI string problem${problems.length === 1 ? '' : 's'} (src/lib/i18n/strings/):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('i18n check: every UI string is in English, Telugu and Hindi');

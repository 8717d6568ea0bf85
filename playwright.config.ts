import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium-args.mjs';

const port = Number(process.env.E2E_PORT ?? 4390);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace snapshots the whole page at every step (a forced layout per element), which doubled
    // the time of the tests on long pages; a failing test is run again on CI, with its trace.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Browser tests send many enquiries from one address.
      ENQUIRY_RATE_LIMIT: '10000',
      // Every browser test signs in from 127.0.0.1 (the real limit is 30 a minute per IP).
      LOGIN_RATE_LIMIT: '10000',
      // No nightly job (backup, index repair, retention) may start in the middle of a run across midnight UTC.
      LOCAL_SCHEDULES: 'off',
      // A direct CSV download carries at most 5 rows here, so a browser test can take the export-job path
      // with a handful of enquiries (the real bound is 10,000: lib/enquiry/export-job.ts).
      EXPORT_DIRECT_MAX_ROWS: '5',
    },
  },
});

/**
 * `npm run dev`: seeds the local Blobs, writes the content defaults the functions read, then runs Astro's dev server, whose
 * @netlify/vite-plugin emulates functions, Blobs, redirects and headers.
 */
import { spawn } from 'node:child_process';
import { applyLocalEnv } from './local-env.mjs';
import { printSeedReport, seedLocalBlobs } from './seed.mjs';
import { writeContentDefaults } from './content-defaults.mjs';

applyLocalEnv(process.cwd());
// The content functions read content/ from this generated module (issue #41).
writeContentDefaults(process.cwd());
printSeedReport(await seedLocalBlobs(process.cwd()));
const astro = spawn('astro', ['dev', '--port', process.env.PORT ?? '4321', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ASTRO_DEV_BACKGROUND: '0', ASTRO_TELEMETRY_DISABLED: '1' },
});
astro.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => astro.kill(signal));

/**
 * Zod 4 probes for `new Function` the first time it builds an object schema; under the site's
 * Content-Security-Policy (no 'unsafe-eval') that probe is refused and reported as a violation,
 * although Zod then works without it. This inline script, the first in every page's <head>, turns
 * the probe off before any schema exists; astro.config.mjs adds its hash to script-src.
 */
export const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

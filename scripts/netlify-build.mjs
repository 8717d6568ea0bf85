/**
 * True in a build on Netlify's servers: Netlify sets NETLIFY=true in every build; the local scripts
 * set NETLIFY_LOCAL (scripts/local-env.mjs), so a local build never takes itself for one.
 */
export function isNetlifyBuild(env = process.env) {
  return env.NETLIFY === 'true' && !env.NETLIFY_LOCAL;
}

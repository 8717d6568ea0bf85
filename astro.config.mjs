// @ts-check
import { defineConfig, envField, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import netlify from '@netlify/vite-plugin';
import { createHash } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import { ZOD_JITLESS_SCRIPT } from './src/layouts/zod-jitless.ts';

// The public URL of the site; Netlify sets URL during its builds.
const site = process.env.URL ?? 'http://localhost:8888';

// Secret staff paths (admin §2 {token} and {hash}), read at build time.
const ADMIN_LOGIN_PATH = process.env.ADMIN_LOGIN_PATH || '/staff-login';
const ADMIN_DASHBOARD_PATH = process.env.ADMIN_DASHBOARD_PATH || '/staff-dashboard';
const DEVELOPER_DASHBOARD_PATH = '/senement/dashboard';

// The API's origin when it is not this site's (PUBLIC_API_BASE_URL); the CSP lets the browser reach it.
const API_ORIGIN = process.env.PUBLIC_API_BASE_URL ? new URL(process.env.PUBLIC_API_BASE_URL).origin : '';

/**
 * Content-Security-Policy of every page, as Astro builds it: a <meta> tag whose script-src and
 * style-src list the hashes of every inline script and style of the page (no 'unsafe-inline'
 * for scripts or style elements). Style attributes (image and island sizing) stay allowed.
 * What a meta tag cannot carry, frame-ancestors, is sent as a header by netlify.toml.
 * @type {import('astro').AstroUserConfig['security']}
 */
const security = {
  csp: {
    directives: [
      "default-src 'self'",
      `connect-src 'self'${API_ORIGIN ? ` ${API_ORIGIN}` : ''}`,
      `img-src 'self' data: blob:${API_ORIGIN ? ` ${API_ORIGIN}` : ''}`,
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-src 'none'",
      "worker-src 'self'",
      "manifest-src 'self'",
    ],
    styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    // The one inline script Astro does not hash itself (is:inline): see src/layouts/zod-jitless.ts.
    scriptDirective: { hashes: [/** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(ZOD_JITLESS_SCRIPT).digest('base64')}`)] },
  },
};

/**
 * Writes the Netlify rules that depend on build-time paths into dist/: nested routes of the
 * two client-routed staff apps are served by their shell page, and no staff page is indexed.
 * @returns {import('astro').AstroIntegration}
 */
function staffRoutes() {
  return {
    name: 'staff-routes',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const apps = [ADMIN_DASHBOARD_PATH, DEVELOPER_DASHBOARD_PATH];
        const redirects = apps.map((path) => `${path}/*  ${path}  200`).join('\n');
        const headers = [ADMIN_LOGIN_PATH, ...apps, ...apps.map((path) => `${path}/*`)]
          .map((path) => `${path}\n  X-Robots-Tag: noindex, nofollow\n  Cache-Control: no-store`)
          .join('\n');
        await appendFile(new URL('_redirects', dir), `${redirects}\n`);
        await appendFile(new URL('_headers', dir), `${headers}\n`);
      },
    },
  };
}

// Fonts are self-hosted from the installed @fontsource-variable packages (the local provider reads the
// files from node_modules; nothing is fetched at build time). Latin plus Latin Extended, which holds ₹.
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT = 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/**
 * One @font-face of a @fontsource-variable package.
 * @param {string} pkg package folder under node_modules
 * @param {string} file file name inside its files/ folder
 * @param {string} weight variable weight range
 * @param {string} unicodeRange
 */
function fontsourceVariant(pkg, file, weight, unicodeRange) {
  return {
    src: /** @type {[string]} */ ([`./node_modules/${pkg}/files/${file}`]),
    weight,
    style: /** @type {const} */ ('normal'),
    unicodeRange: /** @type {[string]} */ ([unicodeRange]),
  };
}

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react(), staffRoutes()],
  security,
  env: {
    schema: {
      // Build-time overrides of the numbers in content/site/site.json (see src/layouts/site-data.ts).
      BUSINESS_PHONE: envField.string({ context: 'client', access: 'public', optional: true }),
      WHATSAPP_NUMBER: envField.string({ context: 'client', access: 'public', optional: true }),
      // Secret staff paths (admin §2 {token} and {hash}); security rests on the JWT checks, not on secrecy.
      // Server context: rendered into the secret pages only, never inlined into client scripts (issue #15 item 4).
      ADMIN_LOGIN_PATH: envField.string({ context: 'server', access: 'public', startsWith: '/', default: ADMIN_LOGIN_PATH }),
      ADMIN_DASHBOARD_PATH: envField.string({ context: 'server', access: 'public', startsWith: '/', default: ADMIN_DASHBOARD_PATH }),
    },
  },
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Playfair Display',
      cssVariable: '--font-display',
      fallbacks: ['Georgia', 'serif'],
      options: {
        variants: [
          fontsourceVariant('@fontsource-variable/playfair-display', 'playfair-display-latin-wght-normal.woff2', '400 900', LATIN),
          fontsourceVariant('@fontsource-variable/playfair-display', 'playfair-display-latin-ext-wght-normal.woff2', '400 900', LATIN_EXT),
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-body',
      fallbacks: ['system-ui', 'sans-serif'],
      options: {
        variants: [
          fontsourceVariant('@fontsource-variable/inter', 'inter-latin-wght-normal.woff2', '100 900', LATIN),
          fontsourceVariant('@fontsource-variable/inter', 'inter-latin-ext-wght-normal.woff2', '100 900', LATIN_EXT),
        ],
      },
    },
  ],
  vite: {
    plugins: [
      netlify({
        edgeFunctions: { enabled: false },
        database: { enabled: false },
        aiGateway: { enabled: false },
        geolocation: { enabled: false },
        images: { enabled: false },
      }),
    ],
  },
});

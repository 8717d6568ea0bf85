// @ts-check
import { defineConfig, envField, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import netlify from '@netlify/vite-plugin';
import { createHash } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import { resolveSiteUrl } from './src/lib/site/site-url.ts';
import { isPublicPagePath } from './src/lib/site/public-page.ts';
import { shareImages } from './src/build/share-images/share-images-integration.ts';
import { headHints } from './src/build/head-hints/head-hints-integration.ts';
import { cspFirst } from './src/build/csp-first/csp-first-integration.ts';
import { headersRule, SECURITY_HEADERS } from './src/lib/site/security-headers.ts';
import { localBlobsForBuild } from './scripts/local-blobs-for-build.mjs';
import { ZOD_JITLESS_SCRIPT } from './src/layouts/zod-jitless.ts';
import { FONT_LOADING_SCRIPT } from './src/layouts/font-loading.ts';
import { HELD_TAPS_SCRIPT } from './src/layouts/held-taps-script.ts';
import { DATED_REVEAL_SCRIPT } from './src/layouts/dated-reveal-script.ts';
import { HOME_LANGUAGE_SCRIPT, LANGUAGE_CHOICE_SCRIPT } from './src/layouts/language-choice-script.ts';

// The public URL of the site: SITE_URL, else Netlify's URL; a Netlify build without either fails here.
const site = resolveSiteUrl(process.env);

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
 * cspFirst() moves the tag to the top of <head>, so it governs every script and style of the page.
 * What a meta tag cannot carry, frame-ancestors, is sent as a header (src/lib/site/security-headers.ts).
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
    // The inline scripts Astro does not hash itself (is:inline): see src/layouts/zod-jitless.ts, font-loading.ts, held-taps-script.ts,
    // dated-reveal-script.ts and language-choice-script.ts.
    scriptDirective: { hashes: [ZOD_JITLESS_SCRIPT, FONT_LOADING_SCRIPT, HELD_TAPS_SCRIPT, DATED_REVEAL_SCRIPT, LANGUAGE_CHOICE_SCRIPT, HOME_LANGUAGE_SCRIPT].map((script) => /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(script).digest('base64')}`)) },
  },
};

/**
 * Writes the Netlify rules made at build time into dist/ (Netlify reads _headers and _redirects and
 * never serves them): the security headers of every answer (src/lib/site/security-headers.ts, the
 * one source functions use too); nested routes of the two client-routed staff apps are served by their
 * shell page, and no staff page is indexed or kept; an unknown /te/… or /hi/… address gets that
 * language's 404 page (a file at the address shadows the rule, as Netlify does without `!`).
 * @returns {import('astro').AstroIntegration}
 */
function netlifyRules() {
  return {
    name: 'netlify-rules',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const apps = [ADMIN_DASHBOARD_PATH, DEVELOPER_DASHBOARD_PATH];
        // A Telugu or Hindi address that has no page gets its language's 404 page (issue #44, docs/i18n.md §1).
        const redirects = [...apps.map((path) => `${path}/*  ${path}  200`), ...['te', 'hi'].map((locale) => `/${locale}/*  /${locale}/404.html  404`)].join('\n');
        const staffHeaders = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' };
        const headers = [
          headersRule('/*', SECURITY_HEADERS),
          ...[ADMIN_LOGIN_PATH, ...apps, ...apps.map((path) => `${path}/*`)].map((path) => headersRule(path, staffHeaders)),
        ].join('\n');
        await appendFile(new URL('_redirects', dir), `${redirects}\n`);
        await appendFile(new URL('_headers', dir), `${headers}\n`);
      },
    },
  };
}

// Fonts are self-hosted from the installed @fontsource-variable packages (the local provider reads the
// files; nothing is fetched at build time): the Latin file of each, plus a 1 KB file holding only the
// rupee sign (cut from the Latin Extended file by scripts/fonts/subset-rupee.mjs), so a page with a
// price never downloads the whole Latin Extended range for one glyph. None is preloaded: a page paints in
// metric-matched local faces (src/styles/fonts.css, hence no optimised fallbacks here) and fetches
// these a second after its load, for the next pages of the visit (src/layouts/font-loading.ts).
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const RUPEE = 'U+20B9';
/**
 * The weights of every face, the rupee sign's included (the Latin files are pinned to these,
 * scripts/fonts/subset-latin.mjs). A family's faces are drawn as one font split by unicode-range only
 * when their other descriptors are equal: the ₹ faces said 100-900 and 400-900 beside the Latin faces'
 * 400-700, so Chromium matched the Latin face alone, never fetched the ₹ file, and drew the sign of
 * every price in a system font (DejaVu Sans here) on a page with the web fonts.
 */
const WEIGHTS = '400 700';

/**
 * One @font-face of a variable font file.
 * @param {string} path the file, from the project root
 * @param {string} weight variable weight range
 * @param {string} unicodeRange
 */
function fontVariant(path, weight, unicodeRange) {
  return {
    src: /** @type {[string]} */ ([`./${path}`]),
    weight,
    style: /** @type {const} */ ('normal'),
    unicodeRange: /** @type {[string]} */ ([unicodeRange]),
  };
}

/**
 * The `client:interaction` directive (src/client/hydrate-on-interaction.ts), and `client:prefilled`
 * (src/directives/hydrate-when-prefilled.ts): on interaction, or at once when the address carries given keys.
 * @returns {import('astro').AstroIntegration}
 */
function interactionDirective() {
  return {
    name: 'client-interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: './src/client/hydrate-on-interaction.ts' });
        addClientDirective({ name: 'prefilled', entrypoint: './src/directives/hydrate-when-prefilled.ts' });
      },
    },
  };
}

/**
 * The small modules behind the scripts every public page runs from its first paint (the header's
 * enquiry count, pictures, slideshows), with what they import, go in one shared chunk (issue #14).
 * Split by default into a file per set of importers, they made a chain of three requests on every page
 * (EnquiryListLink -> enquiry-list -> lifecycle, enquiry-subject, choices), each a round trip on a
 * phone, and up to 14 script files on the home page; now a page's scripts are one request away from
 * all they need (and head-hints modulepreloads the chunk). Every public page's header loads most of
 * these anyway: fewer files made each public page's JavaScript smaller (0.3-0.8 KB gzip) with 6-8
 * fewer requests. The staff apps, which use the same store library, load the whole chunk (under 2 KB gzip more, once).
 * @type {import('rolldown').CodeSplittingGroup}
 */
const SHELL_CHUNK = {
  name: 'shell',
  test: (id) =>
    [
      '/src/stores/enquiry-list.ts',
      '/src/islands/ui/main-thread.ts',
      '/src/islands/ui/smart-image-element.ts',
      '/src/lib/text/indian-number.ts',
      '/src/lib/carousel/carousel-index.ts',
      // The framework-free elements' shared parts (tabs, gift pager, hotel veil; issue #14).
      '/src/client/held-taps.ts',
      '/src/islands/ui/tabs/tab-keys.ts',
    ].some((path) => id.replaceAll('\\', '/').endsWith(path)),
  includeDependenciesRecursively: true,
};

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  // English at today's addresses, Telugu under /te/ and Hindi under /hi/ (issue #44, docs/i18n.md §1): the
  // pages come from src/pages/[locale]/…; nothing redirects, nothing reads the browser's language.
  i18n: {
    locales: ['en', 'te', 'hi'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  // Pages inline their (small) stylesheets: no render-blocking CSS request before the first paint.
  build: { format: 'file', inlineStylesheets: 'always' },
  // Our artwork is our own SVG: the heavy drawings are rasterised at build to AVIF/WebP, which the
  // browser decodes off the main thread (src/loaders/heavy-artwork.ts, issue #14); small SVG passes through.
  image: { dangerouslyProcessSVG: true },
  integrations: [
    react(),
    interactionDirective(),
    netlifyRules(),
    localBlobsForBuild(),
    shareImages(),
    headHints(),
    cspFirst(),
    // Every public page; staff-created products are listed live by /sitemap-products.xml (a function).
    sitemap({
      filter: (page) => isPublicPagePath(new URL(page).pathname, [ADMIN_LOGIN_PATH, ADMIN_DASHBOARD_PATH]),
      customSitemaps: [`${site}/sitemap-products.xml`],
      // Every page's English, Telugu and Hindi addresses as alternates of each other (issue #44, docs/i18n.md §5).
      i18n: { defaultLocale: 'en', locales: { en: 'en-IN', te: 'te-IN', hi: 'hi-IN' } },
      // …and the English one as x-default, as the pages' own hreflang links say (src/lib/seo/language-alternates.ts).
      serialize: (item) => {
        const english = item.links?.find((link) => link.lang === 'en-IN');
        return english && item.links ? { ...item, links: [...item.links, { lang: 'x-default', url: english.url }] } : item;
      },
    }),
  ],
  security,
  env: {
    schema: {
      // Build-time overrides of the numbers in content/site/site.json (see src/loaders/site.ts).
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
      fallbacks: ['Rasika Serif Fallback', 'Georgia', 'serif'],
      optimizedFallbacks: false,
      options: {
        variants: [
          fontVariant('src/assets/fonts/playfair-display-latin-400-700.woff2', WEIGHTS, LATIN),
          fontVariant('src/assets/fonts/playfair-display-rupee-wght-normal.woff2', WEIGHTS, RUPEE),
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-body',
      fallbacks: ['Rasika Sans Fallback', 'system-ui', 'sans-serif'],
      optimizedFallbacks: false,
      options: {
        variants: [
          fontVariant('src/assets/fonts/inter-latin-400-700.woff2', WEIGHTS, LATIN),
          fontVariant('src/assets/fonts/inter-rupee-wght-normal.woff2', WEIGHTS, RUPEE),
        ],
      },
    },
  ],
  vite: {
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [SHELL_CHUNK] } } } } } },
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

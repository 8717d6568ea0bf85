// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import netlify from '@netlify/vite-plugin';

// The public URL of the site; Netlify sets URL during its builds.
const site = process.env.URL ?? 'http://localhost:8888';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react()],
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

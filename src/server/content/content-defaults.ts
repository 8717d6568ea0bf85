/**
 * `content/` as shipped, for the content functions (issue #41): the defaults every patch applies to
 * and the built-in artwork an image field may name. Both are JSON modules that
 * scripts/content-defaults.mjs writes before the build, the dev server, the type check and the tests,
 * so the functions bundle them (esbuild) or load them from source, and never read the public site.
 */
import rawArtwork from './generated/artwork-manifest.json' with { type: 'json' };
import rawDefaults from './generated/content-defaults.json' with { type: 'json' };
import type { ContentDefaults } from '../../lib/content-layer/layer.ts';

export const CONTENT_DEFAULTS: ContentDefaults = rawDefaults as unknown as ContentDefaults;

/** Built-in artwork paths as a content entry writes them ("../../src/assets/…"). */
export const ARTWORK_MANIFEST: ReadonlySet<string> = new Set(rawArtwork);

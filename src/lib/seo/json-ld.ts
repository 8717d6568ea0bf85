/**
 * JSON-LD as the page embeds it: one `<script type="application/ld+json">` per graph node, with
 * `<` escaped so no text can close the script element.
 */
import type { Thing, WithContext } from 'schema-dts';
import { scriptJson } from '../markup/script-json.ts';

export type JsonLd = WithContext<Thing>;

export function withContext<T extends Thing>(thing: T): WithContext<T> {
  return { '@context': 'https://schema.org', ...(thing as object) } as WithContext<T>;
}

export function serializeJsonLd(data: JsonLd): string {
  return scriptJson(data);
}

/** The `<script>` element, for HTML written outside Astro (the run-time product page). */
export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;
}

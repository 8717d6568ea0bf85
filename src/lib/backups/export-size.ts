/**
 * Whether a backup fits in one download. Netlify streams a function's answer up to 20 MB; the export
 * is gzip'd NDJSON, so its size is estimated before the first byte is sent (a download is never cut
 * short): JSON text shrinks to well under a third, base64 of pictures (already compressed) only to
 * about three quarters. A backup over the limit is downloaded a unit at a time.
 */

export const STREAMED_RESPONSE_LIMIT = 20 * 1024 * 1024;
/** Room left below the limit for the estimate's error. */
export const EXPORT_LIMIT_BYTES = 18 * 1024 * 1024;

const TEXT_RATIO = 0.3;
const BASE64_RATIO = 0.76;

export interface ExportPart {
  bytes: number;
  binaryBytes: number;
}

export function estimatedExportBytes(parts: readonly ExportPart[]): number {
  return Math.ceil(parts.reduce((sum, part) => sum + part.binaryBytes * BASE64_RATIO + (part.bytes - part.binaryBytes) * TEXT_RATIO, 0));
}

export function exportFits(parts: readonly ExportPart[], limit = EXPORT_LIMIT_BYTES): boolean {
  return estimatedExportBytes(parts) <= limit;
}

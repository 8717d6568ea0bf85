/**
 * GET /api/images/{key} — an uploaded product image, cached for a year (keys are never reused).
 */
import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { getImage } from '../../src/server/storage/image-repository.ts';

export default handle(async (req, context) => {
  allowMethods(req, ['GET', 'HEAD']);
  const key = context.params['key'] ?? '';
  if (!/^[0-9a-f-]{36}$/.test(key)) throw new HttpError(404, 'Image not found.');
  const image = await getImage(openStore('images'), key);
  if (!image) throw new HttpError(404, 'Image not found.');
  return new Response(req.method === 'HEAD' ? null : image.bytes, {
    status: 200,
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // Images are never documents: no script may run even if one is opened directly.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}) satisfies (req: Request, context: Context) => Promise<Response>;

export const config: Config = { path: '/api/images/:key' };

/**
 * Pictures for content (issue #41; docs/content-editing.md §3), for staff with manage_content:
 *   POST /api/admin/content/pictures         multipart `file` (JPEG, PNG or WebP, at most 5 MB)
 *                                            -> 201 { src: 'picture:{key}', width, height }
 *   GET  /api/admin/content/pictures/{key}   -> the stored WebP (the editor's thumbnails and previews)
 */
import type { Config } from '@netlify/functions';
import { CONTENT_PICTURE_MAX_BYTES, contentPictureAnswer } from '../../src/lib/api/content.ts';
import { PICTURE_KEY_PATTERN } from '../../src/lib/content-layer/picture-rule.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { uploadPicture } from '../../src/server/content/content-pictures.ts';
import { contentStore } from '../../src/server/content/content-state.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { answer } from '../../src/server/http/json.ts';
import { readMultipart } from '../../src/server/http/read-body.ts';
import { readPicture } from '../../src/server/storage/content-layer-repository.ts';

/** The form around the file: its boundary and field headers. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export default handle(async (req, context) => {
  const key = context.params['key'];
  allowMethods(req, key === undefined ? ['POST'] : ['GET']);
  const user = await requireUser(req, 'manage-content');
  if (key === undefined) {
    const form = await readMultipart(req, CONTENT_PICTURE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES);
    return answer(contentPictureAnswer, 201, await uploadPicture(contentStore(), user, form));
  }
  const picture = PICTURE_KEY_PATTERN.test(key) ? await readPicture(contentStore(), key) : null;
  if (!picture) throw new HttpError(404, 'There is no such picture.');
  return new Response(picture.bytes, {
    status: 200,
    headers: {
      'Content-Type': picture.metadata.contentType,
      // The key is the picture's hash: its bytes never change. Staff only, so never in a shared cache.
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const config: Config = { path: ['/api/admin/content/pictures', '/api/admin/content/pictures/:key'] };

/**
 * Pictures staff upload for content (docs/content-editing.md §2-§3): checked by their bytes (JPEG,
 * PNG or WebP, never by name or declared type), at most 5 MB and a bounded pixel count, turned the
 * right way up, scaled down to at most 2000 px wide and stored once as WebP under the first 20 hex
 * digits of the result's SHA-256 (the same picture uploaded twice is one blob).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { CONTENT_PICTURE_MAX_BYTES, CONTENT_PICTURE_MAX_WIDTH, CONTENT_PICTURE_TYPES, type ContentPictureAnswer } from '../../lib/api/content.ts';
import { PICTURE_PREFIX } from '../../lib/content-layer/picture-rule.ts';
import { sniffImageType } from '../../lib/uploads/sniff-image-type.ts';
import { HttpError } from '../http/http-error.ts';
import type { Store } from '../storage/blob-stores.ts';
import { savePicture } from '../storage/content-layer-repository.ts';
import type { StaffUser } from '../storage/user-repository.ts';
import { auditContent } from './content-audit.ts';

/** A picture may hold at most this many pixels (a small file can unpack into a huge image). */
export const MAX_PICTURE_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

export const PICTURE_MESSAGES = {
  missing: 'Choose a picture to upload.',
  type: 'Upload a JPEG, PNG or WebP picture.',
  size: `The picture is larger than ${CONTENT_PICTURE_MAX_BYTES / (1024 * 1024)} MB. Choose a smaller one.`,
  unreadable: 'This picture could not be read. Save it again as JPEG or PNG and upload it.',
} as const;

const refuse = (message: string, status = 400): never => {
  throw new HttpError(status, message, { errors: { file: message } });
};

interface Resized {
  bytes: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
}

async function resize(input: Uint8Array): Promise<Resized> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS })
      .rotate()
      .resize({ width: CONTENT_PICTURE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    return refuse(PICTURE_MESSAGES.unreadable);
  }
}

/** Checks, resizes and stores the `file` of an upload form; answers what to put in the image field. */
export async function uploadPicture(store: Store, actor: StaffUser, form: FormData): Promise<ContentPictureAnswer> {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return refuse(PICTURE_MESSAGES.missing);
  if (file.size > CONTENT_PICTURE_MAX_BYTES) return refuse(PICTURE_MESSAGES.size, 413);
  const input = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(input);
  if (!type || !(CONTENT_PICTURE_TYPES as readonly string[]).includes(type)) return refuse(PICTURE_MESSAGES.type);
  const { bytes, width, height } = await resize(input);
  const key = `${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}.webp`;
  const uploadedAt = new Date().toISOString();
  await savePicture(store, key, bytes, { contentType: 'image/webp', width, height, uploadedBy: actor.email, uploadedAt });
  await auditContent(actor, 'content.picture', { type: 'content-picture', id: key, label: file.name.slice(0, 120) || key }, `${type} ${input.byteLength} bytes -> image/webp ${width}x${height}, ${bytes.byteLength} bytes`);
  return { src: `${PICTURE_PREFIX}${key}`, width, height };
}

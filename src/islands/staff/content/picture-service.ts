/**
 * The picture widget's service in the dashboard (issue #41): staff pictures (`picture:{key}`) are
 * fetched with the session (GET /api/admin/content/pictures/{key} is staff only, so an <img> cannot
 * load it by address) and shown from an object URL, each once per page; built-in artwork has no
 * address here (the build hashes it), so it is named instead. Uploads go through the staff API.
 */
import { fetchContentPicture, uploadContentPicture } from '../../../client/content-api.ts';
import { pictureKeyOf } from '../../../lib/content-layer/picture-rule.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';
import type { PictureService } from '../content-editor/form-context.ts';

const shown = new Map<string, Promise<string | null>>();

export const sessionPictures: PictureService = {
  preview(src) {
    const key = pictureKeyOf(src);
    if (!key) return Promise.resolve(null);
    let url = shown.get(key);
    if (!url) {
      url = fetchContentPicture(currentAdminToken() ?? '', key).then((blob) => URL.createObjectURL(blob));
      // A failure is not remembered: the next look tries again.
      url.catch(() => shown.delete(key));
      shown.set(key, url);
    }
    return url;
  },
  async upload(file) {
    return (await uploadContentPicture(currentAdminToken() ?? '', file)).src;
  },
};

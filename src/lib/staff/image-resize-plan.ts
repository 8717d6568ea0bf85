/**
 * How the staff product form scales a picked photo down before upload (DESIGN.md Uploads, G-39):
 * which files it accepts, the target box, and the order of (size, quality) attempts the browser
 * encoder tries until one result fits the byte budget. Pure maths; the canvas work is in the island.
 */
import { MAX_PICKED_IMAGE_BYTES } from '../catalogue/product-form-schema.ts';

/** The longest side of an uploaded image, in pixels. */
export const MAX_IMAGE_SIDE = 1600;
/** What one re-encoded image aims at. */
export const TARGET_IMAGE_BYTES = 1024 * 1024;
/** The picked file types the form accepts (the file input's `accept`). */
export const PICKABLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
/** The type every scaled image is sent as. */
export const OUTPUT_IMAGE_TYPE = 'image/jpeg';

export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

/** Why the form refuses a picked file, or null when it takes it. */
export function pickedFileProblem(file: PickedFile): string | null {
  if (!(PICKABLE_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return `\u201c${file.name}\u201d is not a PNG, JPG or GIF image.`;
  }
  if (file.size > MAX_PICKED_IMAGE_BYTES) return `\u201c${file.name}\u201d is larger than 5 MB.`;
  return null;
}

export interface Box {
  width: number;
  height: number;
}

/** The size that fits `maxSide` on the longest side, keeping the aspect ratio; never enlarges. */
export function fitWithin(source: Box, maxSide: number): Box {
  const longest = Math.max(source.width, source.height);
  if (longest <= maxSide) return { width: source.width, height: source.height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}

export interface EncodeAttempt extends Box {
  quality: number;
}

/** Longest sides and qualities tried in order: first lower the quality, then the size. */
const STEPS: ReadonlyArray<{ side: number; qualities: readonly number[] }> = [
  { side: MAX_IMAGE_SIDE, qualities: [0.85, 0.75, 0.65, 0.55] },
  { side: 1200, qualities: [0.7, 0.55] },
  { side: 900, qualities: [0.6, 0.45] },
];

/** The encode attempts for an image of this size, best looking first, duplicates removed. */
export function encodeAttempts(source: Box): EncodeAttempt[] {
  const attempts: EncodeAttempt[] = [];
  for (const { side, qualities } of STEPS) {
    const box = fitWithin(source, side);
    for (const quality of qualities) {
      if (!attempts.some((a) => a.width === box.width && a.height === box.height && a.quality === quality)) {
        attempts.push({ ...box, quality });
      }
    }
  }
  return attempts;
}

/** The file name for the re-encoded image: the same name with a .jpg extension. */
export function scaledFileName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.jpg`;
}

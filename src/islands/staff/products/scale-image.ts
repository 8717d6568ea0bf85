/**
 * Scales a picked photo down in the browser before upload (DESIGN.md Uploads, G-39): decoded with
 * createImageBitmap, drawn on a white (Offscreen)Canvas and re-encoded as JPEG, trying the
 * attempts of image-resize-plan.ts until one fits the byte target (else the smallest result).
 */
import { OUTPUT_IMAGE_TYPE, TARGET_IMAGE_BYTES, encodeAttempts, scaledFileName, type EncodeAttempt } from '../../../lib/staff/image-resize-plan.ts';

async function encode(bitmap: ImageBitmap, { width, height, quality }: EncodeAttempt): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas.');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: OUTPUT_IMAGE_TYPE, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas.');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed.'))), OUTPUT_IMAGE_TYPE, quality);
  });
}

export async function scaleDownImage(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    let best: Blob | undefined;
    for (const attempt of encodeAttempts({ width: bitmap.width, height: bitmap.height })) {
      const blob = await encode(bitmap, attempt);
      if (!best || blob.size < best.size) best = blob;
      if (blob.size <= TARGET_IMAGE_BYTES) {
        best = blob;
        break;
      }
    }
    if (!best) throw new Error('Nothing encoded.');
    return new File([best], scaledFileName(file.name), { type: OUTPUT_IMAGE_TYPE });
  } finally {
    bitmap.close();
  }
}

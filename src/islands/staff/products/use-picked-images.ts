/**
 * The new product's images: each picked file is checked (PNG/JPG/GIF up to 5 MB, at most 3 in
 * all), then scaled down at once so the preview shows what will be sent.
 */
import { useEffect, useRef, useState } from 'react';
import { MAX_PRODUCT_IMAGES, TOO_MANY_IMAGES_ALERT } from '../../../lib/catalogue/product-form-schema.ts';
import { pickedFileProblem } from '../../../lib/staff/image-resize-plan.ts';
import { scaleDownImage } from './scale-image.ts';

export interface PickedImage {
  id: number;
  file: File;
  originalName: string;
  previewUrl: string;
}

let nextId = 1;

export function usePickedImages() {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [preparing, setPreparing] = useState(false);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  async function add(files: readonly File[]): Promise<void> {
    if (files.length === 0) return;
    if (images.length + files.length > MAX_PRODUCT_IMAGES) return window.alert(TOO_MANY_IMAGES_ALERT);
    const problems = files.map(pickedFileProblem).filter((problem): problem is string => problem !== null);
    const accepted = files.filter((file) => pickedFileProblem(file) === null);
    if (problems.length > 0) window.alert(problems.join('\n'));
    if (accepted.length === 0) return;
    setPreparing(true);
    const scaled: PickedImage[] = [];
    for (const file of accepted) {
      try {
        const small = await scaleDownImage(file);
        const previewUrl = URL.createObjectURL(small);
        urls.current.add(previewUrl);
        scaled.push({ id: nextId++, file: small, originalName: file.name, previewUrl });
      } catch {
        window.alert(`\u201c${file.name}\u201d could not be read as an image. Please choose another file.`);
      }
    }
    setImages((current) => [...current, ...scaled].slice(0, MAX_PRODUCT_IMAGES));
    setPreparing(false);
  }

  function remove(id: number): void {
    setImages((current) => {
      const gone = current.find((image) => image.id === id);
      if (gone) {
        URL.revokeObjectURL(gone.previewUrl);
        urls.current.delete(gone.previewUrl);
      }
      return current.filter((image) => image.id !== id);
    });
  }

  return { images, preparing, add, remove };
}

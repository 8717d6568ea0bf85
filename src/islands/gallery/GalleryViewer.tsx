/**
 * The full-screen image viewer (storefront §4 "Gallery"; FEATURES HOTEL-16, HOTEL-17): a native
 * modal <dialog>, so focus stays inside and Escape closes it. A click on the dark background or on
 * the close button closes it too; page scroll is locked while it is open, and focus goes back to
 * the picture that opened it.
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import SmartImage from '../ui/SmartImage.tsx';
import type { GalleryImageData } from './gallery-image.ts';
import styles from './Gallery.module.css';
import { useScrollLock } from './use-scroll-lock.ts';

interface Props {
  image: GalleryImageData | undefined;
  closeLabel: string;
  onClose: () => void;
}

export default function GalleryViewer({ image, closeLabel, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useScrollLock(image !== undefined);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (image && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    } else if (!image && element.open) {
      element.close();
    }
  }, [image]);

  const onDialogClose = () => {
    onClose();
    if (opener.current instanceof HTMLElement) opener.current.focus();
    opener.current = null;
  };
  // The dialog fills the screen; only a click outside the picture and its caption hits it directly.
  const onBackgroundClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <dialog ref={dialog} className={styles.viewer} aria-labelledby="gallery-viewer-title" onClose={onDialogClose} onClick={onBackgroundClick}>
      {image && (
        <figure className={styles.figure}>
          <SmartImage image={image.image} alt={image.imageAlt} loading="eager" fit="contain" sizes="90vw" className={styles.viewerImage ?? ''} />
          <figcaption id="gallery-viewer-title" className={styles.caption}>
            {image.title}
          </figcaption>
        </figure>
      )}
      <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
        {closeLabel}
      </button>
    </dialog>
  );
}

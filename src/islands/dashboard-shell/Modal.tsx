/**
 * A modal on the native <dialog> (DEV-16): showModal() keeps focus inside and Escape closes it;
 * on close, focus goes back to whatever opened it. At most a medium width. The content mounts
 * only while open, so every opening starts from a fresh form; `data-autofocus` marks its first field.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export default function Modal({ open, title, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function closed(): void {
    onClose();
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  }

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={closed}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>{title}</h2>
        <button type="button" className={styles.close} aria-label="Close" onClick={() => ref.current?.close()}>
          ×
        </button>
      </div>
      {open && children}
    </dialog>
  );
}

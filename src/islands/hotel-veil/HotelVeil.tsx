/**
 * The tap-to-reveal intro veil of /hotels-banquet (storefront §2, §4 "Hotel intro veil"; FEATURES
 * HOTEL-01, HOTEL-02): closed at first, a button covering the intro; a tap, click, Enter or Space
 * opens it for good and moves focus into the revealed intro ("View Full Menu", "Book a Table").
 * The intro itself is static HTML handed in as children; it stays inert while veiled.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './HotelVeil.module.css';

interface Props {
  title: string;
  hint: string;
  children?: ReactNode;
}

export default function HotelVeil({ title, hint, children }: Props) {
  const [open, setOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) content.current?.focus();
  }, [open]);

  return (
    <div className={styles.stage} data-veil={open ? 'open' : 'closed'}>
      <div ref={content} className={styles.content} tabIndex={-1} inert={!open} aria-hidden={open ? undefined : true}>
        {children}
      </div>
      {!open && (
        <button type="button" className={styles.veil} onClick={() => setOpen(true)}>
          <span className={styles.title}>{title}</span>
          <span className={styles.hint}>{hint}</span>
        </button>
      )}
    </div>
  );
}

/**
 * The gallery of /hotels-banquet (storefront §4 "Gallery"; FEATURES HOTEL-14..HOTEL-17): tabs
 * Banquets (default) and Luxury Stay with 8 pictures each, a call to action that says Event or
 * Stay by tab, and the full-screen viewer for the picture clicked.
 */
import { useState } from 'react';
import { GALLERY_VENUES } from '../../lib/gallery/gallery-tabs.ts';
import { contactHref } from '../../lib/enquiry/subject-link.ts';
import Tabs from '../ui/tabs/Tabs.tsx';
import SmartImage from '../ui/SmartImage.tsx';
import type { GalleryImageData, GalleryTabData } from './gallery-image.ts';
import styles from './Gallery.module.css';
import GalleryViewer from './GalleryViewer.tsx';
import '../ui/kit/bare-list.css';

/**
 * The `sizes` of every tile: the widest tile of the mosaic (two of four columns from 48rem, up to
 * 36rem in the page's container; Gallery.module.css), two columns on phones. One value for all, so
 * it holds whichever tile a picture lands on; the one-column tiles fetch one width up on desktops.
 */
const TILE_SIZES = '(min-width: 64rem) 36rem, (min-width: 48rem) 50vw, 45vw';

interface Props {
  label: string;
  tabs: GalleryTabData[];
  /** Texts of the viewer: "Open in full screen" prefix of each picture and "Close" of its button. */
  viewer: { open: string; close: string };
}

export default function Gallery({ label, tabs, viewer }: Props) {
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState<GalleryImageData | undefined>(undefined);
  const current = tabs[selected];

  return (
    <div className={styles.gallery}>
      <Tabs
        label={label}
        items={tabs.map((tab) => ({ id: `gallery-${tab.tab}`, label: tab.label }))}
        selected={selected}
        onSelect={setSelected}
        renderPanel={(i) => (
          <ul className={`bare-list ${styles.grid}`} data-no-holes="">
            {tabs[i]?.images.map((image) => (
              <li key={image.id} className={styles[image.size]}>
                <button type="button" className={styles.tile} aria-haspopup="dialog" aria-label={`${viewer.open}: ${image.title}`} onClick={() => setViewing(image)}>
                  <SmartImage image={image.image} alt={image.imageAlt} width={600} height={600} sizes={TILE_SIZES} />
                </button>
              </li>
            ))}
          </ul>
        )}
      />
      {current && (
        <p className={styles.cta}>
          <a className="button" href={contactHref({ kind: 'venue', id: GALLERY_VENUES[current.tab] })}>
            {current.ctaLabel}
          </a>
        </p>
      )}
      <GalleryViewer image={viewing} closeLabel={viewer.close} onClose={() => setViewing(undefined)} />
    </div>
  );
}

/** Build-time loader of /corporate-gifting: page copy, the 19 gifts, FAQ, hero artwork. */
import { getCollection, getEntry } from 'astro:content';
import type { GiftItemData } from '../../islands/gift-paging/gift-item.ts';
import type { DiaryImageData } from '../../islands/visual-diary/VisualDiary.tsx';
import { byOrder } from '../home/by-order.ts';
import { homeSlideArtwork } from '../home/hero-artwork.ts';
import { islandImage } from '../ui/island-image.ts';

async function pageCopy() {
  const entry = await getEntry('page-copy', 'corporate-gifting');
  if (entry?.data.page !== 'corporate-gifting') throw new Error('content/page-copy/corporate-gifting.json is missing');
  return entry.data;
}

/** Where a corporate gift card leads (storefront §2; FEATURES SHELL-02, CORP-04). */
export const giftHref = (id: number) => `/product/gift-${id}`;

async function loadGifts(): Promise<GiftItemData[]> {
  const entries = (await getCollection('corporate-gifts')).toSorted((a, b) => a.data.id - b.data.id);
  return Promise.all(
    entries.map(async ({ data: { image, ...gift } }) => ({
      ...gift,
      href: giftHref(gift.id),
      image: await islandImage(image.src, [320, 640]),
      imageAlt: image.alt,
    })),
  );
}

export async function loadGiftingPage() {
  const [copy, gifts, faqs, heroImage] = await Promise.all([
    pageCopy(),
    loadGifts(),
    getCollection('faqs', (entry) => entry.data.page === 'corporate-gifting'),
    homeSlideArtwork('/corporate-gifting'),
  ]);
  const diary: DiaryImageData[] = await Promise.all(
    copy.visualDiary.images.map(async (picture) => ({ image: await islandImage(picture.src), alt: picture.alt })),
  );
  return { copy, gifts, diary, heroImage, faqs: faqs.toSorted(byOrder).map((entry) => entry.data) };
}

export type GiftingPage = Awaited<ReturnType<typeof loadGiftingPage>>;

/** Headings and button labels of /corporate-gifting (the texts under them come from content). */
export const GIFTING_LABELS = {
  bookGift: { label: 'Book your Gift', href: '/contact' },
  diwaliCollection: { label: 'Diwali Collection', href: '/mithai/shop' },
  paging: {
    grid: 'Curated Collections',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page} of {count}',
    mrp: 'MRP',
    shelfLife: 'Shelf life',
    weight: 'Weight',
    buyNow: { label: 'Buy Now', href: '/contact' },
  },
  sweetGifts: 'Sweet Gifts',
  visualDiary: 'Gifts we have packed',
  cateringLink: { label: 'Catering & Events', href: '/catering-events' },
  catalogueDownload: { label: 'Download Mithai Catalogue', href: '/mithai-catalogue.pdf', file: 'rasika-mithai-catalogue.pdf' },
  pdf: '(PDF)',
  faq: 'Frequently Asked Questions',
  enquire: { label: 'Send an Enquiry', href: '/contact' },
  call: 'Call',
} as const;

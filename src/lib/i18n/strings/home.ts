/**
 * The UI strings of the home area (issue #44, docs/i18n.md §2): English is the source; Telugu and
 * Hindi have every key (the type check and tests/unit/lib/i18n/ui-strings.test.ts make sure).
 * The home page's title, headings and buttons; the words under them come from content.
 */
import type { Translation } from '../ui-strings.ts';
import type { COLLECTION_CARD_TITLES } from '../../content/collection-card-schema.ts';

/** The collection cards' fixed titles (content/collection-cards `title`), named in each language. */
type CollectionTitles = Readonly<Record<(typeof COLLECTION_CARD_TITLES)[number], string>>;

export const en = {
  title: 'Sweets, Catering, Hotels & Banquets in Hyderabad',
  description: 'Rasika is a vegetarian hospitality group in Hyderabad since 2009: mithai and gift hampers, catering and events, hotels and banquets.',
  heading: 'Rasika: sweets, catering, hotels and banquets in Hyderabad',
  hero: 'Rasika highlights',
  /** Section headings with the line under them (a Section's title and text). */
  brands: { title: 'Our Brands', text: 'Three kitchens, one family, all vegetarian.' },
  collections: { title: 'Shop the Collections', text: 'Fresh from our Sindhi Colony kitchen.' },
  collectionTitles: { Sweets: 'Sweets', Namkeen: 'Namkeen', Bakery: 'Bakery', 'Gift Boxes': 'Gift Boxes' } satisfies CollectionTitles,
  hospitality: { title: 'Our Hospitality', text: 'Stay, dine and celebrate at Rasika Grand, RTC X Roads.' },
  giftGalleryLink: 'Explore Corporate Gifting',
  /** What the lists "See all" shortens on phones hold (issue #16). */
  hospitalityItems: 'ways to stay and dine',
  giftBoxItems: 'gift boxes',
  social: { title: 'Follow Us', text: 'Festive launches, new sweets and celebrations we have catered.' },
  enquire: 'Send an Enquiry',
} as const;

export const te: Translation<typeof en> = {
  title: 'హైదరాబాద్‌లో మిఠాయిలు, క్యాటరింగ్, హోటల్ & బాంకెట్ హాళ్ళు',
  description: 'Rasika 2009 నుండి హైదరాబాద్‌లో శాకాహార ఆతిథ్య సంస్థ: మిఠాయిలు, బహుమతి హ్యాంపర్లు, క్యాటరింగ్, వేడుకలు, హోటల్, బాంకెట్ హాళ్ళు.',
  heading: 'Rasika: హైదరాబాద్‌లో మిఠాయిలు, క్యాటరింగ్, హోటల్, బాంకెట్ హాళ్ళు',
  hero: 'Rasika విశేషాలు',
  brands: { title: 'మా బ్రాండ్లు', text: 'మూడు వంటశాలలు, ఒకే కుటుంబం, అంతా శాకాహారం.' },
  collections: { title: 'మా మిఠాయిల కలెక్షన్లు', text: 'సింధీ కాలనీలోని మా వంటశాల నుండి తాజాగా.' },
  collectionTitles: { Sweets: 'మిఠాయిలు', Namkeen: 'నమ్కీన్', Bakery: 'బేకరీ', 'Gift Boxes': 'గిఫ్ట్ బాక్సులు' },
  hospitality: { title: 'మా ఆతిథ్యం', text: 'ఆర్టీసీ ఎక్స్ రోడ్స్‌లోని Rasika Grand‌లో బస చేయండి, భోజనం చేయండి, వేడుక జరుపుకోండి.' },
  giftGalleryLink: 'కార్పొరేట్ బహుమతులు చూడండి',
  hospitalityItems: 'బస, భోజన ఏర్పాట్లు',
  giftBoxItems: 'బహుమతి డబ్బాలు',
  social: { title: 'మమ్మల్ని అనుసరించండి', text: 'పండుగ కొత్తదనాలు, కొత్త మిఠాయిలు, మేము క్యాటరింగ్ చేసిన వేడుకలు.' },
  enquire: 'విచారణ పంపండి',
};

export const hi: Translation<typeof en> = {
  title: 'हैदराबाद में मिठाई, कैटरिंग, होटल और बैंक्वेट',
  description: 'Rasika 2009 से हैदराबाद का शाकाहारी आतिथ्य समूह है: मिठाइयाँ और गिफ़्ट हैंपर, कैटरिंग और आयोजन, होटल और बैंक्वेट।',
  heading: 'Rasika: हैदराबाद में मिठाई, कैटरिंग, होटल और बैंक्वेट',
  hero: 'Rasika की झलकियाँ',
  brands: { title: 'हमारे ब्रांड', text: 'तीन रसोइयाँ, एक परिवार, सब कुछ शाकाहारी।' },
  collections: { title: 'हमारे संग्रह देखें', text: 'सिंधी कॉलोनी की हमारी रसोई से ताज़ा।' },
  collectionTitles: { Sweets: 'मिठाइयाँ', Namkeen: 'नमकीन', Bakery: 'बेकरी', 'Gift Boxes': 'गिफ़्ट बॉक्स' },
  hospitality: { title: 'हमारा आतिथ्य', text: 'आरटीसी एक्स रोड्स के Rasika Grand में ठहरिए, खाइए और जश्न मनाइए।' },
  giftGalleryLink: 'कॉर्पोरेट उपहार देखें',
  hospitalityItems: 'ठहरने और खाने के विकल्प',
  giftBoxItems: 'गिफ़्ट बॉक्स',
  social: { title: 'हमें फ़ॉलो करें', text: 'त्योहारों की नई पेशकश, नई मिठाइयाँ और हमारे कैटर किए समारोह।' },
  enquire: 'पूछताछ भेजें',
};

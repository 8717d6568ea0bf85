/**
 * The UI strings of the pages area (issue #44, docs/i18n.md §2): /about, /privacy, /blog and its
 * posts and feed, /festival-calendar and /shipping-guide, and the sweets home's own sections
 * (/mithai; its products' words are the shop area's). English is the source (today's texts);
 * Telugu and Hindi have every key (the type check and tests/unit/lib/i18n/ui-strings.test.ts make sure).
 * The texts under the headings come from content/, translated there (docs/i18n.md §3).
 */
import type { Translation } from '../ui-strings.ts';

/** The sweets pages' festival banner's sentence (lib/planning/festival-view.ts, its default). */
export const EN_BANNER_WORDS = {
  text: '{name} is on {date}. Order bulk sweets by {sweetsBy}{catering}.',
  catering: ' and book catering by {cateringBy}',
} as const;

export const en = {
  about: {
    title: 'About Us',
    description: 'The story of Rasika, a vegetarian sweets and hospitality group serving Hyderabad since 2009.',
    eyebrow: 'Our Story',
    stats: 'Rasika in Numbers',
    timeline: 'Our Journey',
    founder: 'Meet the Founder',
    values: 'Our Values',
  },
  privacy: {
    lastUpdated: 'Last updated',
    /** The retention period the notice states ({retentionPeriod}). */
    months: { one: '{count} month', other: '{count} months' },
  },
  blog: {
    title: 'Blog',
    eyebrow: 'From our kitchens',
    /** The blog's name and summary, as its pages and its RSS feed state them. */
    heading: 'The Rasika Blog',
    description: "Stories from the Rasika kitchens: festival gifting guides, the history of Hyderabad's sweets and how to keep mithai fresh.",
    feedLink: 'Follow the blog by RSS',
    back: '← All posts',
    /** Beside a post not yet translated, on a Telugu or Hindi page. */
    inEnglish: 'In English',
    reactions: {
      prompt: 'Enjoyed this story?',
      like: 'Like this post',
      thanks: 'Thank you for reading.',
      liked: 'Liked',
      views: { one: '{count} view', other: '{count} views' },
      likes: { one: '{count} like', other: '{count} likes' },
    },
  },
  festivalCalendar: {
    title: 'Festival Calendar',
    description: 'Order-by dates for Diwali, Sankranti, Ugadi, Rakhi, Eid, Christmas and New Year sweets and catering from Rasika, Hyderabad.',
    eyebrow: 'Order on time',
    heading: 'Festival calendar',
    intro:
      'The last safe days to order bulk sweets ({giftingWeeks} ahead, as we make them fresh and print your branding) and to book catering ({cateringWeeks} ahead, {peakWeeks} for peak-season festivals) for the festivals ahead.',
    listLabel: 'Festivals and order-by dates',
    sweetsBy: 'Order bulk sweets by',
    cateringBy: 'Book catering by',
    passed: '(passed)',
    empty: 'No festival dates are listed ahead yet. Call us to plan your order.',
    /** The sweets pages' banner when a festival's order-by day is near (lib/planning/festival-view.ts). */
    banner: {
      label: 'Festival order-by dates',
      link: 'Festival calendar',
      text: EN_BANNER_WORDS.text,
      catering: EN_BANNER_WORDS.catering,
    },
  },
  shippingGuide: {
    title: 'Shipping Guide',
    description: 'Which Rasika sweets travel to other Indian cities and abroad, how we pack them and when to order for NRI gifting.',
    eyebrow: 'Sweets that travel',
    heading: 'Shipping guide',
    keeps: '(keeps {count} days or more)',
    bandList: 'Sweets that travel: {band}',
    sweets: 'sweets',
    whenToOrder: 'When to order',
    whenText: 'Place bulk and courier orders {weeks} ahead, and check the {calendar} for the last safe day before each festival. For many addresses, use the {quoteBuilder}.',
    calendarLink: 'festival calendar',
    quoteBuilderLink: 'gift quote builder',
  },
  sweetsHome: { expertise: 'Our expertise' },
} as const;

export const te: Translation<typeof en> = {
  about: {
    title: 'మా గురించి',
    description: '2009 నుండి హైదరాబాద్‌కు సేవలందిస్తున్న శాకాహార మిఠాయిలు, ఆతిథ్య సంస్థ రసిక కథ.',
    eyebrow: 'మా కథ',
    stats: 'అంకెల్లో రసిక',
    timeline: 'మా ప్రయాణం',
    founder: 'మా వ్యవస్థాపకులు',
    values: 'మా విలువలు',
  },
  privacy: {
    lastUpdated: 'చివరిగా మార్చిన తేదీ',
    months: { one: '{count} నెల', other: '{count} నెలలు' },
  },
  blog: {
    title: 'బ్లాగ్',
    eyebrow: 'మా వంటశాలల నుండి',
    heading: 'రసిక బ్లాగ్',
    description: 'రసిక వంటశాలల కథలు: పండుగ కానుకల సూచనలు, హైదరాబాద్ మిఠాయిల చరిత్ర, మిఠాయిలను తాజాగా ఉంచే పద్ధతులు.',
    feedLink: 'RSS ద్వారా బ్లాగ్‌ను అనుసరించండి',
    back: '← అన్ని కథనాలు',
    inEnglish: 'ఇంగ్లీషులో',
    reactions: {
      prompt: 'ఈ కథ నచ్చిందా?',
      like: 'ఈ కథనాన్ని లైక్ చేయండి',
      thanks: 'చదివినందుకు ధన్యవాదాలు.',
      liked: 'నచ్చింది',
      views: { one: '{count} వీక్షణ', other: '{count} వీక్షణలు' },
      likes: { one: '{count} లైక్', other: '{count} లైక్‌లు' },
    },
  },
  festivalCalendar: {
    title: 'పండుగల క్యాలెండర్',
    description: 'దీపావళి, సంక్రాంతి, ఉగాది, రాఖీ, ఈద్, క్రిస్మస్, కొత్త సంవత్సరం మిఠాయిలు, క్యాటరింగ్‌ను రసికలో ఎప్పటిలోగా ఆర్డర్ చేయాలో తెలిపే తేదీలు.',
    eyebrow: 'సమయానికి ఆర్డర్ చేయండి',
    heading: 'పండుగల క్యాలెండర్',
    intro:
      'రాబోయే పండుగలకు ఎక్కువ మొత్తంలో మిఠాయిలు ఆర్డర్ చేయడానికి ({giftingWeeks} ముందుగా, ఎందుకంటే మేము వాటిని తాజాగా చేసి మీ బ్రాండింగ్ ముద్రిస్తాం) మరియు క్యాటరింగ్ బుక్ చేయడానికి ({cateringWeeks} ముందుగా, రద్దీ కాలం పండుగలకు {peakWeeks}) చివరి సురక్షిత తేదీలు.',
    listLabel: 'పండుగలు, ఆర్డర్ చివరి తేదీలు',
    sweetsBy: 'మిఠాయిలు ఆర్డర్ చేయాల్సిన చివరి తేదీ',
    cateringBy: 'క్యాటరింగ్ బుక్ చేయాల్సిన చివరి తేదీ',
    passed: '(గడిచిపోయింది)',
    empty: 'రాబోయే పండుగ తేదీలు ఇంకా ఇవ్వలేదు. మీ ఆర్డర్ ప్లాన్ చేయడానికి మాకు ఫోన్ చేయండి.',
    banner: {
      label: 'పండుగల ఆర్డర్ చివరి తేదీలు',
      link: 'పండుగల క్యాలెండర్',
      text: '{name}: {date}. ఎక్కువ మొత్తంలో మిఠాయిల ఆర్డర్‌కు చివరి తేదీ {sweetsBy}{catering}.',
      catering: '; క్యాటరింగ్ బుకింగ్‌కు చివరి తేదీ {cateringBy}',
    },
  },
  shippingGuide: {
    title: 'షిప్పింగ్ గైడ్',
    description: 'ఏ రసిక మిఠాయిలు ఇతర భారతీయ నగరాలకు, విదేశాలకు ప్రయాణిస్తాయి, వాటిని ఎలా ప్యాక్ చేస్తాం, NRI కానుకలకు ఎప్పుడు ఆర్డర్ చేయాలి.',
    eyebrow: 'ప్రయాణించే మిఠాయిలు',
    heading: 'షిప్పింగ్ గైడ్',
    keeps: '({count} రోజులు లేదా అంతకంటే ఎక్కువ నిల్వ ఉంటాయి)',
    bandList: 'ప్రయాణించే మిఠాయిలు: {band}',
    sweets: 'మిఠాయిలు',
    whenToOrder: 'ఎప్పుడు ఆర్డర్ చేయాలి',
    whenText:
      'ఎక్కువ మొత్తం, కొరియర్ ఆర్డర్లను {weeks} ముందుగా ఇవ్వండి; ప్రతి పండుగకు ముందు చివరి సురక్షిత తేదీ కోసం {calendar} చూడండి. ఎన్నో చిరునామాలకు పంపాలంటే {quoteBuilder} వాడండి.',
    calendarLink: 'పండుగల క్యాలెండర్',
    quoteBuilderLink: 'గిఫ్ట్ కొటేషన్ బిల్డర్',
  },
  sweetsHome: { expertise: 'మా నైపుణ్యం' },
};

export const hi: Translation<typeof en> = {
  about: {
    title: 'हमारे बारे में',
    description: 'रसिका की कहानी: शाकाहारी मिठाइयों और मेहमाननवाज़ी का समूह, जो 2009 से हैदराबाद की सेवा कर रहा है।',
    eyebrow: 'हमारी कहानी',
    stats: 'आँकड़ों में रसिका',
    timeline: 'हमारा सफ़र',
    founder: 'हमारे संस्थापक से मिलिए',
    values: 'हमारे मूल्य',
  },
  privacy: {
    lastUpdated: 'पिछला बदलाव',
    months: { one: '{count} महीना', other: '{count} महीने' },
  },
  blog: {
    title: 'ब्लॉग',
    eyebrow: 'हमारी रसोई से',
    heading: 'रसिका ब्लॉग',
    description: 'रसिका की रसोई से कहानियाँ: त्योहारों पर उपहार देने की सलाह, हैदराबाद की मिठाइयों का इतिहास और मिठाई को ताज़ा रखने के तरीके।',
    feedLink: 'RSS से ब्लॉग पढ़ते रहें',
    back: '← सभी लेख',
    inEnglish: 'अंग्रेज़ी में',
    reactions: {
      prompt: 'यह कहानी अच्छी लगी?',
      like: 'यह लेख पसंद करें',
      thanks: 'पढ़ने के लिए धन्यवाद।',
      liked: 'पसंद किया',
      views: { one: '{count} बार पढ़ा गया', other: '{count} बार पढ़ा गया' },
      likes: { one: '{count} पसंद', other: '{count} पसंद' },
    },
  },
  festivalCalendar: {
    title: 'त्योहार कैलेंडर',
    description: 'रसिका, हैदराबाद से दिवाली, संक्रांति, उगादी, राखी, ईद, क्रिसमस और नए साल की मिठाइयाँ और कैटरिंग ऑर्डर करने की आख़िरी तारीख़ें।',
    eyebrow: 'समय पर ऑर्डर करें',
    heading: 'त्योहार कैलेंडर',
    intro:
      'आने वाले त्योहारों के लिए थोक मिठाइयाँ ऑर्डर करने ({giftingWeeks} पहले, क्योंकि हम उन्हें ताज़ा बनाते हैं और आपकी ब्रांडिंग छापते हैं) और कैटरिंग बुक करने ({cateringWeeks} पहले, व्यस्त मौसम के त्योहारों के लिए {peakWeeks}) की आख़िरी सुरक्षित तारीख़ें।',
    listLabel: 'त्योहार और ऑर्डर की आख़िरी तारीख़ें',
    sweetsBy: 'थोक मिठाइयाँ ऑर्डर करें, इस तारीख़ तक',
    cateringBy: 'कैटरिंग बुक करें, इस तारीख़ तक',
    passed: '(बीत गई)',
    empty: 'आगे के त्योहारों की तारीख़ें अभी नहीं दी गई हैं। अपना ऑर्डर तय करने के लिए हमें फ़ोन करें।',
    banner: {
      label: 'त्योहारों पर ऑर्डर की आख़िरी तारीख़ें',
      link: 'त्योहार कैलेंडर',
      text: '{name} {date} को है। थोक मिठाइयाँ {sweetsBy} तक ऑर्डर करें{catering}।',
      catering: ' और कैटरिंग {cateringBy} तक बुक करें',
    },
  },
  shippingGuide: {
    title: 'शिपिंग गाइड',
    description: 'रसिका की कौन-सी मिठाइयाँ दूसरे भारतीय शहरों और विदेश तक जाती हैं, हम उन्हें कैसे पैक करते हैं और NRI उपहारों के लिए कब ऑर्डर करें।',
    eyebrow: 'सफ़र करने वाली मिठाइयाँ',
    heading: 'शिपिंग गाइड',
    keeps: '({count} दिन या उससे ज़्यादा टिकती हैं)',
    bandList: 'सफ़र करने वाली मिठाइयाँ: {band}',
    sweets: 'मिठाइयाँ',
    whenToOrder: 'कब ऑर्डर करें',
    whenText:
      'थोक और कूरियर ऑर्डर {weeks} पहले दें, और हर त्योहार से पहले की आख़िरी सुरक्षित तारीख़ के लिए {calendar} देखें। कई पतों पर भेजने के लिए {quoteBuilder} का इस्तेमाल करें।',
    calendarLink: 'त्योहार कैलेंडर',
    quoteBuilderLink: 'गिफ़्ट कोटेशन बिल्डर',
  },
  sweetsHome: { expertise: 'हमारी महारत' },
};

import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { ui } from '../../lib/i18n/strings/index.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';

/**
 * Headings and button labels of /catering-events in a language (the texts under them come from
 * content; the words from ui(locale).events.catering, issue #44), with links to the same language's pages.
 */
export function cateringLabels(locale: Locale) {
  const words = ui(locale).events.catering;
  const contact = localePath(locale, '/contact');
  return {
    getCateringQuote: { label: words.getCateringQuote, href: contact },
    exploreEvents: { label: words.exploreEvents, href: '#events' },
    services: words.services,
    servicesIntro: words.servicesIntro,
    getQuote: { label: words.getQuote, href: contact },
    events: words.events,
    eventsIntro: words.eventsIntro,
    eventTypes: words.eventTypes,
    enquireAbout: (name: string) => fill(words.enquireAbout, { name }),
    process: words.process,
    packages: words.packages,
    popular: words.popular,
    enquire: { label: words.enquire, href: contact },
    additionalServices: words.additionalServices,
    /** What each list "See all" shortens on phones holds (issue #16). */
    extraItems: words.extraItems,
    reasonItems: words.reasonItems,
    packageItems: words.packageItems,
    testimonialItems: words.testimonialItems,
    faqItems: words.faqItems,
    requestQuote: { label: words.requestQuote, href: contact },
    faq: words.faq,
    faqMore: words.faqMore,
    contactUs: { label: words.contactUs, href: contact },
    whyChoose: (brand: string) => fill(words.whyChoose, { brand }),
    testimonials: words.testimonials,
    rated: (rating: number) => fill(words.rated, { rating }),
  };
}

/** The English page's labels. */
export const CATERING_LABELS = cateringLabels('en');

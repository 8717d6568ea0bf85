/**
 * Who answers each category and how soon, as the page's language says it (issue #44): the thank-you
 * screen's words from content/site's `enquiryTeams` and their translations, English where one is missing.
 */
import type { EnquiryTeams } from '../content/site-schema.ts';
import type { Locale } from '../i18n/locales.ts';
import { localise, type Translatable } from '../i18n/localise.ts';

interface TeamWords {
  team: string;
  replyWithin: string;
}

/** The teams in the language, without their translations (the island gets only what it shows). */
export function enquiryTeamsIn(teams: EnquiryTeams, locale: Locale): EnquiryTeams {
  const entries = Object.entries(teams) as [keyof EnquiryTeams, EnquiryTeams[keyof EnquiryTeams]][];
  return Object.fromEntries(
    entries.map(([category, entry]) => {
      // zod's optional fields read `| undefined`, which Translatable (exact optional properties) does not list.
      const { team, replyWithin } = localise<TeamWords>(entry as TeamWords & Translatable<Partial<TeamWords>>, locale);
      return [category, { team, replyWithin }];
    }),
  ) as EnquiryTeams;
}

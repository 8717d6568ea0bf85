/**
 * The inline script of every public page (SiteLayout.astro, after the footer; hashed in the CSP by
 * astro.config) that shows the dated content whose dates include the visitor's day in India, and
 * hides the rest (issue #41; docs/content-editing.md §5): store closures and special hours, the
 * announcement campaigns. The build renders each one shown or hidden for its own day
 * (lib/site/dated-content.ts); this corrects a page built on an earlier day as its parsing ends,
 * before the page's module scripts run. Inside a `data-dated-first` element only the first applying
 * one shows: the announcement bar's one campaign, which the bar's own script then speaks for.
 * India is UTC+05:30 all year, so its day is the UTC date of the time moved on by the offset, as
 * todayInIndia computes it.
 */
import { INDIA_OFFSET_MS } from '../lib/enquiry/booking-fields.ts';
import { DATED_ATTRIBUTE, DATED_FIRST_ATTRIBUTE } from '../lib/site/dated-content.ts';

export const DATED_REVEAL_SCRIPT = `(function(){var d=new Date(Date.now()+${INDIA_OFFSET_MS}).toISOString().slice(0,10),s=document.querySelectorAll('[${DATED_ATTRIBUTE}]'),i,e,f,t;for(i=0;i<s.length;i++){e=s[i];f=e.getAttribute('data-from');t=e.getAttribute('data-to');e.hidden=!((!f||f<=d)&&(!t||d<=t))}s=document.querySelectorAll('[${DATED_FIRST_ATTRIBUTE}]');for(i=0;i<s.length;i++){e=s[i].querySelectorAll('[${DATED_ATTRIBUTE}]:not([hidden])');for(f=1;f<e.length;f++)e[f].hidden=true}})();`;

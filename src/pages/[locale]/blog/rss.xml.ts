/** /te/blog/rss.xml, /hi/blog/rss.xml: the posts written in Telugu or Hindi (issue #44, docs/i18n.md §5), from the English feed's endpoint. */
import { localeParams } from '../../../lib/i18n/locale-routes.ts';

export { GET, prerender } from '../../blog/rss.xml.ts';
export const getStaticPaths = localeParams;

/**
 * The `client:prefilled` directive (issue #14): an island whose server HTML is complete for a plain
 * visit hydrates on the first interaction (as `client:interaction`, src/client/hydrate-on-interaction.ts,
 * which this reuses: nothing clicked or typed before the code arrives is lost), but at once when the
 * page's address carries one of the query keys given as its value, because then the island has
 * something to show that only the browser knows (e.g. /contact?product=…: the enquiry's subject).
 * Usage: `<ContactForm client:prefilled={['product', 'list', 'category']} … />`.
 */
import type { ClientDirective } from 'astro';
import hydrateOnInteraction from '../client/hydrate-on-interaction.ts';

const hydrateWhenPrefilled: ClientDirective = (load, options, el) => {
  const keys: unknown[] = Array.isArray(options.value) ? options.value : [];
  const params = new URLSearchParams(window.location.search);
  if (keys.some((key) => typeof key === 'string' && params.has(key))) {
    void load().then((hydrate) => hydrate());
    return;
  }
  hydrateOnInteraction(load, options, el);
};

export default hydrateWhenPrefilled;

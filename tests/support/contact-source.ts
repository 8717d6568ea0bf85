/**
 * The business's contact details as the content files state them (issue #16): the main store's
 * phone is the business phone, one WhatsApp mobile, and each store's phone. Tests compare what the
 * site shows with these, never with literals.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nationalDigits } from '../../src/lib/site/phone-number.ts';

const CONTENT = join(import.meta.dirname, '../../content');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

interface StoreFile { phone: string; order: number; name: string }

const site = readJson<{ mainStore: string; whatsapp: string }>(join(CONTENT, 'site/site.json'));
const stores = readdirSync(join(CONTENT, 'stores'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ id: name.replace(/\.json$/, ''), ...readJson<StoreFile>(join(CONTENT, 'stores', name)) }));
const mainStore = stores.find((store) => store.id === site.mainStore);
if (!mainStore) throw new Error(`content/site/site.json names a main store "${site.mainStore}" that content/stores lacks`);

export const CONTACT = {
  /** The business phone as written, e.g. "+91 40 2784 5566" (the main store's). */
  phone: mainStore.phone,
  /** The one WhatsApp mobile as written, e.g. "+91 98490 45678". */
  whatsapp: site.whatsapp,
  stores,
};

/** The ten national digits of every number the site may show or link to. */
export const CONTACT_DIGITS: ReadonlySet<string> = new Set(
  [site.whatsapp, ...stores.map((store) => store.phone)].map((text) => {
    const digits = nationalDigits(text);
    if (digits === undefined) throw new Error(`Not an Indian phone number in content: "${text}"`);
    return digits;
  }),
);

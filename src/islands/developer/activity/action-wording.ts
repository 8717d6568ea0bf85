/** Audit actions in words for the Activity tab ("product.hide" reads "Hid product"). */
const WORDS: Readonly<Record<string, string>> = {
  'user.create': 'Created user',
  'user.update': 'Updated user',
  'user.delete': 'Deleted user',
  'product.create': 'Created product',
  'product.update': 'Updated product',
  'product.show': 'Showed product',
  'product.hide': 'Hid product',
  'product.delete': 'Deleted product',
  'enquiry.retention': 'Anonymised enquiries past retention',
  'visitor-data.erase': 'Erased a visitor\'s data',
};

/** Known actions have their own words; an unknown "thing.verb" reads "Verb thing". */
export function describeAction(action: string): string {
  const known = WORDS[action];
  if (known) return known;
  const [thing = '', verb = ''] = action.split('.');
  const words = (verb ? `${verb} ${thing}` : thing).replace(/[-_]+/g, ' ').trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : action;
}

/**
 * The words a script needs of a language's part (issue #44): those English's live part has, picked
 * from the page's part, so a Telugu or Hindi page's JSON carries only the words its script writes.
 */
import type { Translation } from '../../i18n/ui-strings.ts';

export function partOf<P extends object>(english: P, words: Translation<P>): Translation<P> {
  return Object.fromEntries(Object.keys(english).map((key) => [key, words[key as keyof P]])) as unknown as Translation<P>;
}

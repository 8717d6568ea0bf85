/**
 * A UI string whose placeholders stand for markup, split into its pieces (issue #44): a sentence
 * with a link inside ("check the {calendar} for …") keeps each language's own word order, and the
 * page puts the link where the language put `{calendar}`.
 *
 *   templateParts('check the {calendar} now') -> [{ text: 'check the ' }, { slot: 'calendar' }, { text: ' now' }]
 */
export type TemplatePart = { readonly text: string } | { readonly slot: string };

export function templateParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    parts.push({ slot: match[1] as string });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

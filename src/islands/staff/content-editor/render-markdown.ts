/**
 * The Markdown of a blog post as HTML for the editor's live preview (issue #41 item 3): micromark
 * with GitHub Flavored Markdown (tables, strikethrough, task lists, autolinks, footnotes), which is
 * what the blog pages' processor reads too. micromark is safe by default: raw HTML in the text is
 * shown as text and links with a dangerous protocol (javascript:, data:…) are dropped, so the preview
 * cannot run anything a post contains.
 */
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

export function renderMarkdown(text: string): string {
  return micromark(text, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}

/**
 * The address "Open the preview" opens (issue #41, docs/content-editing.md §5): the local server's
 * `/_preview/open` takes the staff session's token and the page to show, sets its preview cookie and
 * sends the browser there; a preview site of its own (Netlify's branch deploy at PREVIEW_SITE_URL)
 * is opened as it is.
 */
export function previewHref(url: string, token: string, path = '/'): string {
  if (!url.startsWith('/')) return url;
  const [base = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('token', token);
  params.set('path', path);
  return `${base}?${params.toString()}`;
}

/** The public path of a page: "/mithai/shop.html" -> "/mithai/shop", "/index.html" -> "/" (trailingSlash 'never'). */
export function canonicalPath(pathname: string): string {
  const path = (pathname.split(/[?#]/, 1)[0] ?? '/').replace(/\.html$/, '').replace(/(^|\/)index$/, '$1');
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Readable, unique product ids such as `kaju-katli-4f9a2c`, used in /product/{id} URLs. */

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
}

export function newProductId(name: string, randomSuffix: string): string {
  const slug = slugify(name) || 'product';
  return `${slug}-${randomSuffix}`;
}


import { SLUG_MAX_LENGTH } from '@estate/domain';

/** A title as a slug the schema accepts: 'Hyde Park's Best Cafés' → 'hyde-parks-best-cafes'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

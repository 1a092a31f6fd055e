/**
 * `noon-egypt` from `Noon Egypt!`: lower case, ASCII letters and digits, single hyphens, at most
 * `max` characters (no hyphen left at either end). Accents are dropped (`Café` → `cafe`).
 */
export function slugify(text: string, max = 100): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

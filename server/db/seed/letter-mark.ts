/** A square letter-mark logo: the store's initial(s) in white on its brand colour. */
export function letterMarkSvg(name: string, color: string): string {
  const letters = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const text = letters || '?';
  const size = text.length > 1 ? 30 : 38;
  const fill = /^#[0-9a-f]{6}$/i.test(color) ? color : '#047857';
  const escaped = text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><rect width="96" height="96" rx="20" fill="${fill}"/><text x="48" y="50" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escaped}</text></svg>`;
}

import { icons } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The icon sprite of the public pages: every icon a cached public page shows, drawn once in
 * `public/icons.svg` and referenced by `<use href="…#name">` (components/ui/icon.tsx).
 *
 * Why: an inline icon is ~400 bytes of path data in every document, once per use — a store page
 * with four coupons carried 17 kB of them. Crawlers fetch those documents by the thousand, and a
 * cached page's cost is mostly its bytes; the sprite is one small file the browser keeps.
 *
 * The lucide icons come from lucide-react's own data (same version as the rest of the UI); the
 * brand marks (lucide has none) are drawn here. `npm run icons` writes the sprite and its
 * versioned URL; `tests/unit/icon-sprite.test.ts` fails when either is stale.
 */

/** lucide icons in the sprite, by their lucide file name. */
export const LUCIDE_SPRITE_ICONS = [
  'arrow-left',
  'arrow-right',
  'badge-check',
  'bell',
  'calendar-clock',
  'chart-line',
  'chevron-left',
  'chevron-right',
  'copy',
  'download',
  'earth',
  'external-link',
  'eye',
  'languages',
  'list-checks',
  'mail',
  'menu',
  'message-circle',
  'monitor-smartphone',
  'package',
  'play',
  'puzzle',
  'search',
  'search-x',
  'shield-check',
  'store',
  'thumbs-down',
  'thumbs-up',
  'ticket-percent',
  'users',
  'x',
] as const;

/** Brand marks for the social links: a symbol's attributes and inner markup. */
export const BRAND_SPRITE_ICONS = {
  'brand-x': {
    fill: 'currentColor',
    body: '<path d="M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.41l-5.8-7.58-6.64 7.58H.47l8.6-9.83L0 1.15h7.59l5.24 6.93zm-1.29 19.5h2.04L6.49 3.24H4.3z"/>',
  },
  'brand-instagram': {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: '2',
    body:
      '<rect x="2.5" y="2.5" width="19" height="19" rx="5.5"/><circle cx="12" cy="12" r="4.25"/>' +
      '<circle cx="17.6" cy="6.4" r="1.1" fill="currentColor" stroke="none"/>',
  },
  'brand-tiktok': {
    fill: 'currentColor',
    body: '<path d="M12.53.02C13.84 0 15.14.01 16.44 0c.08 1.53.63 3.09 1.75 4.17 1.12 1.11 2.7 1.62 4.24 1.79v4.03a10.7 10.7 0 0 1-5.82-1.9c-.01 2.92.01 5.84-.02 8.75a7.6 7.6 0 0 1-1.35 3.94 7.46 7.46 0 0 1-5.91 3.21 7.3 7.3 0 0 1-4.08-1.03 7.54 7.54 0 0 1-3.65-5.71c-.02-.5-.03-1-.01-1.49a7.53 7.53 0 0 1 8.73-6.68c.02 1.48-.04 2.96-.04 4.44a3.43 3.43 0 0 0-4.38 2.12c-.21.51-.15 1.07-.14 1.61.24 1.64 1.82 3.02 3.5 2.87a3.3 3.3 0 0 0 2.77-1.61c.19-.33.4-.67.41-1.06.1-1.79.06-3.57.07-5.36.01-4.03-.01-8.05.02-12.07z"/>',
  },
  'brand-youtube': {
    fill: 'currentColor',
    body: '<path d="M23.5 6.19a3.02 3.02 0 0 0-2.12-2.14C19.5 3.55 12 3.55 12 3.55s-7.5 0-9.38.5A3.02 3.02 0 0 0 .5 6.19C0 8.07 0 12 0 12s0 3.93.5 5.81a3.02 3.02 0 0 0 2.12 2.14c1.88.5 9.38.5 9.38.5s7.5 0 9.38-.5a3.02 3.02 0 0 0 2.12-2.14C24 15.93 24 12 24 12s0-3.93-.5-5.81M9.55 15.57V8.43L15.82 12z"/>',
  },
} as const;

export type SpriteIconName = (typeof LUCIDE_SPRITE_ICONS)[number] | keyof typeof BRAND_SPRITE_ICONS;

/** The inner markup of a lucide icon, as lucide-react draws it (Node only: script and test). */
function lucideMarkup(name: (typeof LUCIDE_SPRITE_ICONS)[number]): string {
  const component = icons[toPascalCase(name) as keyof typeof icons];
  if (!component) throw new Error(`lucide-react has no icon "${name}"`);
  const svg = renderToStaticMarkup(createElement(component));
  return svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
}

const toPascalCase = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());

/** The sprite document. */
export function buildSprite(): string {
  const symbols = [
    ...LUCIDE_SPRITE_ICONS.map(
      (name) =>
        `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" ` +
        `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` +
        `${lucideMarkup(name)}</symbol>`,
    ),
    ...Object.entries(BRAND_SPRITE_ICONS).map(([name, icon]) => {
      const stroke =
        'stroke' in icon ? ` stroke="${icon.stroke}" stroke-width="${icon.strokeWidth}"` : '';
      return `<symbol id="${name}" viewBox="0 0 24 24" fill="${icon.fill}"${stroke}>${icon.body}</symbol>`;
    }),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** The text of lib/icons/sprite-url.ts for this sprite: its address with a content version. */
export function spriteUrlModule(sprite: string, sha256Hex: (text: string) => string): string {
  return (
    '// Written by `npm run icons` (scripts/build-icon-sprite.ts): do not edit.\n' +
    `export const ICON_SPRITE_URL = '/icons.svg?v=${sha256Hex(sprite).slice(0, 10)}';\n`
  );
}

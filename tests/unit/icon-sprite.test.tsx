/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon } from '@/components/ui/icon';
import {
  BRAND_SPRITE_ICONS,
  LUCIDE_SPRITE_ICONS,
  buildSprite,
  spriteUrlModule,
} from '@/lib/icons/sprite';
import { ICON_SPRITE_URL } from '@/lib/icons/sprite-url';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the public pages icon sprite', () => {
  it('public/icons.svg and its versioned URL are what `npm run icons` writes now', () => {
    const sprite = buildSprite();
    expect(readFileSync('public/icons.svg', 'utf8')).toBe(sprite);
    expect(readFileSync('lib/icons/sprite-url.ts', 'utf8')).toBe(
      spriteUrlModule(sprite, sha256Hex),
    );
    expect(ICON_SPRITE_URL).toBe(`/icons.svg?v=${sha256Hex(sprite).slice(0, 10)}`);
  });

  it('holds one symbol per icon, each drawn', () => {
    const sprite = buildSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>(.*?)<\/symbol>/g)];
    expect(ids.map((m) => m[1]).sort()).toEqual(
      [...LUCIDE_SPRITE_ICONS, ...Object.keys(BRAND_SPRITE_ICONS)].sort(),
    );
    for (const [, , body] of ids) expect(body).toMatch(/^<(path|rect|circle|line|polyline)/);
    // lucide's React-only `key` never reaches the file; attributes are SVG's kebab-case.
    expect(sprite).not.toMatch(/ key=|strokeWidth|strokeLinecap/);
  });
});

describe('Icon', () => {
  it('points at its symbol in the versioned sprite and stays out of the accessibility tree', () => {
    const html = renderToStaticMarkup(<Icon name="badge-check" className="size-4" />);
    expect(html).toBe(
      `<svg class="size-4" aria-hidden="true">` +
        `<use href="${ICON_SPRITE_URL}#badge-check"></use></svg>`,
    );
  });
});

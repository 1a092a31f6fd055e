import type { SpriteIconName } from '@/lib/icons/sprite';
import { ICON_SPRITE_URL } from '@/lib/icons/sprite-url';

/**
 * A decorative icon drawn from the public pages' sprite (`public/icons.svg`, see
 * lib/icons/sprite.ts): a few dozen bytes in the document instead of the whole drawing. Size it
 * with classes (`size-4`: there is no default size); its colour is the text colour. The control
 * around it carries the name.
 */
export function Icon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}

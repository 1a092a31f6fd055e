// Written by `npm run icons` (scripts/build-icon-sprite.ts): do not edit.
export const ICON_SPRITE_URL = '/icons.svg?v=3b3d017798';

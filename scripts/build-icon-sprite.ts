// npm run icons — writes public/icons.svg (the public pages' icon sprite, lib/icons/sprite.ts)
// and lib/icons/sprite-url.ts, its address versioned by content so browsers may keep it a year.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { buildSprite, spriteUrlModule } from '../lib/icons/sprite';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const sprite = buildSprite();
writeFileSync('public/icons.svg', sprite);
writeFileSync('lib/icons/sprite-url.ts', spriteUrlModule(sprite, sha256Hex));
console.log(`public/icons.svg: ${Buffer.byteLength(sprite)} bytes`);

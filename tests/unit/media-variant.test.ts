/** @jest-environment node */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { mediaVariant } from '@/lib/site/media';
import { letterMarkSvg } from '@/server/db/seed/letter-mark';
import { imageVariant, VARIANT_WIDTHS, variantWidth } from '@/server/media/image-variant';
import { findMediaFile, notModifiedSince } from '@/server/media/read-media-file';
import { createLocalStorage } from '@/server/media/storage';
// @ts-expect-error -- plain ES module of the build step, no types
import { addCompileHints, COMPILE_HINT } from '../../scripts/compile-hints.mjs';

describe('media variants', () => {
  it('snaps a requested width up to an allowed one and refuses anything but a whole number', () => {
    expect(variantWidth('96')).toBe(96);
    expect(variantWidth('90')).toBe(96);
    expect(variantWidth('1')).toBe(VARIANT_WIDTHS[0]);
    expect(variantWidth('99999')).toBe(VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
    for (const bad of ['', '0', '-5', '9.5', 'abc', '96px', '123456'])
      expect(variantWidth(bad)).toBeNull();
  });

  it('rasterises an SVG logo to a WebP of the asked width, sharp when enlarged', async () => {
    const svg = Buffer.from(letterMarkSvg('Noon', '#feee00'));
    for (const width of [48, 176]) {
      const out = await imageVariant(async () => svg, `noon.svg|${width}-test`, width);
      const meta = await sharp(out).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width);
    }
  });

  it('never enlarges a bitmap beyond its own width', async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#047857' },
    })
      .png()
      .toBuffer();
    const meta = await sharp(await imageVariant(async () => png, 'small.png|1', 96)).metadata();
    expect(meta.width).toBe(40);
  });

  it('reads the original only when the variant is not cached yet', async () => {
    const svg = Buffer.from(letterMarkSvg('Jumia', '#f68b1e'));
    const load = jest.fn(async () => svg);
    const first = await imageVariant(load, 'jumia.svg|lazy-test', 64);
    const second = await imageVariant(load, 'jumia.svg|lazy-test', 64);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    await imageVariant(load, 'jumia.svg|lazy-test', 128);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('finds media files without reading them and refuses paths outside the folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'media-'));
    await mkdir(path.join(dir, 'shops'));
    await writeFile(path.join(dir, 'shops', 'a.png'), 'png bytes');
    await writeFile(path.join(dir, 'notes.txt'), 'text');
    await writeFile(path.join(dir, '.hidden.png'), 'hidden');
    const storage = createLocalStorage(dir);
    const file = await findMediaFile(storage, ['shops', 'a.png']);
    expect(file?.type).toBe('image/png');
    expect((await file!.read()).toString()).toBe('png bytes');
    for (const bad of [
      ['..', 'etc', 'passwd.png'],
      ['shops', '..', '..', 'x.png'],
      ['.hidden.png'],
      ['notes.txt'],
      ['shops'],
      ['shops', 'missing.png'],
      ['shops', 'a\\b.png'],
      [''],
    ])
      expect(await findMediaFile(storage, bad)).toBeNull();
  });

  it('answers a revalidation as not modified only when its date covers the file', () => {
    const mtime = new Date('2026-11-20T10:00:00.750Z');
    expect(notModifiedSince(mtime.toUTCString(), mtime)).toBe(true);
    expect(notModifiedSince('Fri, 20 Nov 2026 11:00:00 GMT', mtime)).toBe(true);
    expect(notModifiedSince('Fri, 20 Nov 2026 09:59:59 GMT', mtime)).toBe(false);
    expect(notModifiedSince(null, mtime)).toBe(false);
    expect(notModifiedSince('yesterday', mtime)).toBe(false);
  });

  it('adds ?w= only to our own media URLs', () => {
    expect(mediaVariant('/media/shops/noon.svg', 48)).toBe('/media/shops/noon.svg?w=48');
    expect(mediaVariant('/media/a.png?v=2', 96)).toBe('/media/a.png?v=2&w=96');
    expect(mediaVariant('https://cdn.example/logo.png', 48)).toBe('https://cdn.example/logo.png');
  });
});

describe('compile hints (build step)', () => {
  it('marks every client chunk once and leaves the legacy polyfills alone', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'hints-'));
    const chunks = path.join(dist, 'static', 'chunks');
    await mkdir(chunks, { recursive: true });
    await writeFile(path.join(chunks, 'main.js'), 'console.log(1)');
    await writeFile(path.join(chunks, 'polyfills.js'), 'console.log(2)');
    await writeFile(path.join(chunks, 'styles.css'), 'a{}');
    await writeFile(
      path.join(dist, 'build-manifest.json'),
      JSON.stringify({ polyfillFiles: ['static/chunks/polyfills.js'] }),
    );
    expect(await addCompileHints(dist)).toEqual(['static/chunks/main.js']);
    expect(await addCompileHints(dist)).toEqual([]);
    expect(await readFile(path.join(chunks, 'main.js'), 'utf8')).toBe(
      `${COMPILE_HINT}console.log(1)`,
    );
    expect(await readFile(path.join(chunks, 'polyfills.js'), 'utf8')).toBe('console.log(2)');
    expect(await readFile(path.join(chunks, 'styles.css'), 'utf8')).toBe('a{}');
  });
});

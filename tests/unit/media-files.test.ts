/** @jest-environment node */
import sharp from 'sharp';
import {
  DEFAULT_MEDIA_DIR,
  mediaDirSchema,
  mediaFileName,
  mediaUploadDirSchema,
} from '@/lib/validation/media';
import { letterMarkSvg } from '@/server/db/seed/letter-mark';
import { isSafeSvg } from '@/server/media/check-svg';
import { detectImageType } from '@/server/media/detect-type';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';

describe('upload checks', () => {
  it('tells the type by content, whatever the name says', async () => {
    const make = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif') =>
      sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
        .toFormat(format)
        .toBuffer();
    expect(detectImageType(await make('png'))).toBe('png');
    expect(detectImageType(await make('jpeg'))).toBe('jpg');
    expect(detectImageType(await make('webp'))).toBe('webp');
    expect(detectImageType(await make('gif'))).toBe('gif');
    expect(detectImageType(await make('avif'))).toBe('avif');
    expect(detectImageType(Buffer.from(`<?xml version="1.0"?>\n<svg ${SVG}/>`))).toBe('svg');
    for (const other of ['MZ\x90\x00', '%PDF-1.7', '<html><svg/></html>', 'PK\x03\x04', ''])
      expect(detectImageType(Buffer.from(other, 'latin1'))).toBeNull();
  });

  it.each([
    [letterMarkSvg('Noon', '#feee00')],
    [
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- tool -->\n' +
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
        `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">` +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<rect fill="url(#g)" width="10" height="10"/><use xlink:href="#g"/>' +
        '<style><![CDATA[ .a { fill: red } ]]></style></svg>\n',
    ],
    [
      `<svg ${SVG} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape">` +
        '<g inkscape:label="Layer 1"><path d="M0 0h4v4z"/></g></svg>',
    ],
  ])('keeps an inert SVG (%#)', (svg) => {
    expect(isSafeSvg(svg)).toBe(true);
  });

  it.each([
    ['a script', `<svg ${SVG}><script>alert(1)</script></svg>`],
    ['an event handler', `<svg ${SVG} onload="alert(1)"/>`],
    ['an upper-case handler', `<svg ${SVG}><rect ONCLICK="x"/></svg>`],
    ['a foreign object', `<svg ${SVG}><foreignObject><div/></foreignObject></svg>`],
    ['a javascript link', `<svg ${SVG}><a href="javascript:alert(1)"><rect/></a></svg>`],
    ['an external image', `<svg ${SVG}><image href="https://evil.example/x.png"/></svg>`],
    ['an external use', `<svg ${SVG}><use href="https://evil.example/x.svg#a"/></svg>`],
    ['an SVG data image', `<svg ${SVG}><image href="data:image/svg+xml;base64,PHN2Zz4="/></svg>`],
    ['a CSS import', `<svg ${SVG}><style>@import url(https://evil.example/a.css);</style></svg>`],
    ['an external CSS url', `<svg ${SVG}><rect style="fill:url(https://evil/x)"/></svg>`],
    ['an entity definition', `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${SVG}>&x;</svg>`],
    ['a stylesheet instruction', `<?xml-stylesheet href="https://evil/a.css"?><svg ${SVG}/>`],
    [
      'an XHTML element',
      `<svg ${SVG} xmlns:h="http://www.w3.org/1999/xhtml"><h:script>1</h:script></svg>`,
    ],
    [
      'a renamed SVG prefix',
      `<svg ${SVG} xmlns:x="http://www.w3.org/2000/svg"><x:script>1</x:script></svg>`,
    ],
    ['an animation', `<svg ${SVG}><set attributeName="href" to="javascript:1"/></svg>`],
    ['an encoded scheme', `<svg ${SVG}><rect fill="&#106;avascript:x"/></svg>`],
    ['markup after the root', `<svg ${SVG}><rect/></svg><script/>`],
    ['an unclosed element', `<svg ${SVG}><rect></svg>`],
    ['another root', '<html><svg/></html>'],
  ])('refuses an SVG with %s', (_what, svg) => {
    expect(isSafeSvg(svg)).toBe(false);
  });

  it('makes names safe and keeps the default folder', () => {
    expect(mediaFileName('Summer Sale!!.JPEG', 'jpg')).toBe('summer-sale.jpg');
    expect(mediaFileName('Café Logo.png', 'png')).toBe('cafe-logo.png');
    expect(mediaFileName('شعار.png', 'png')).toBe('image.png');
    expect(mediaUploadDirSchema.parse('Shop Logos/2026')).toBe('shop-logos/2026');
    expect(mediaUploadDirSchema.parse('DEFAULTDIRECTORY')).toBe(DEFAULT_MEDIA_DIR);
    expect(mediaUploadDirSchema.parse('')).toBe(DEFAULT_MEDIA_DIR);
    expect(mediaUploadDirSchema.parse('/')).toBe('');
    expect(mediaDirSchema.parse('/')).toBe('');
    for (const bad of ['..', '../x', 'a/../b', '%2e%2e', 'a\\b', '/etc', 'a//b', '!!!', 'a\u0000b'])
      expect(mediaUploadDirSchema.safeParse(bad).success).toBe(false);
  });
});

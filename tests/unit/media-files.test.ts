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
/** A host outside the file, which nothing in an uploaded SVG may reach. */
const EVIL = 'https://evil.example';

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
    [
      // Inkscape: licence metadata naming URLs (inert), gradients by fragment in style attributes.
      '<!DOCTYPE svg>' +
        `<svg ${SVG} xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" ` +
        'xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" ' +
        'xml:space="preserve"><metadata><rdf:RDF><cc:Work rdf:about="">' +
        '<dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage"/>' +
        '<cc:license rdf:resource="http://creativecommons.org/licenses/by/4.0/"/>' +
        '</cc:Work></rdf:RDF></metadata>' +
        '<rect style="fill:url(#a);stroke:url( \'#b\' );filter:drop-shadow(0 0 1px rgb(0 0 0))" ' +
        'transform="rotate(45 5 5) translate(1,2)" data-name="Layer (1)"/></svg>',
    ],
    [
      // Illustrator: a class style sheet with media queries and selector functions.
      `<svg ${SVG}><style type="text/css">.st0{fill:#FFF}` +
        '@media (prefers-color-scheme: dark){.st0:not(.x){fill:rgba(0,0,0,.5)}}</style>' +
        '<path class="st0" d="M0 0h4v4z"/></svg>',
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
    // Whatever the spelling, nothing may reach outside the file.
    ['an escaped CSS import', `<svg ${SVG}><style>@\\69 mport "${EVIL}/a.css";</style></svg>`],
    [
      'an import split by a comment',
      `<svg ${SVG}><style>@im<!-- -->port "${EVIL}/a";</style></svg>`,
    ],
    [
      'an import split by CDATA',
      `<svg ${SVG}><style>@im<![CDATA[port]]> "${EVIL}/a";</style></svg>`,
    ],
    ['an import by reference', `<svg ${SVG}><style>@&#105;mport "${EVIL}/a.css";</style></svg>`],
    ['markup inside a style sheet', `<svg ${SVG}><style>@im<desc/>port "${EVIL}/a";</style></svg>`],
    ['a font from a URL', `<svg ${SVG}><style>@font-face{src:url(${EVIL}/f.woff)}</style></svg>`],
    ['an escaped url in a style', `<svg ${SVG}><rect style="fill:u\\72 l(${EVIL}/x)"/></svg>`],
    ['an escaped url in a fill', `<svg ${SVG}><rect fill="u\\72 l(${EVIL}/x)"/></svg>`],
    ['an upper-case url', `<svg ${SVG}><style>rect{fill:URL(${EVIL}/x)}</style></svg>`],
    ['a quoted url', `<svg ${SVG}><style>rect{fill:url(&quot;${EVIL}/x&quot;)}</style></svg>`],
    ['a url in a mask', `<svg ${SVG}><rect mask="url( '${EVIL}/m.svg#m')"/></svg>`],
    ['an image-set', `<svg ${SVG}><style>rect{fill:image-set("${EVIL}/x.png" 1x)}</style></svg>`],
    ['an image()', `<svg ${SVG}><rect style="background:image('${EVIL}/x.png')"/></svg>`],
    ['a src()', `<svg ${SVG}><rect style="background:src('${EVIL}/x.png')"/></svg>`],
    ['a cross-fade', `<svg ${SVG}><rect style="background:cross-fade(url(#a),url(#b))"/></svg>`],
    ['an attr()', `<svg ${SVG}><rect style="fill:attr(data-href url)"/></svg>`],
    ['a doctype naming a file', `<!DOCTYPE svg SYSTEM "${EVIL}/x.dtd"><svg ${SVG}/>`],
    [
      'SVG 1.1 from another address',
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "${EVIL}/svg11.dtd"><svg ${SVG}/>`,
    ],
    ['an xml:base', `<svg ${SVG} xml:base="${EVIL}/"><use href="#a"/></svg>`],
    [
      'an xml:base under another prefix',
      `<svg ${SVG} xmlns:q="http://www.w3.org/XML/1998/namespace" q:base="${EVIL}/"/>`,
    ],
    ['a reference to no character', `<svg ${SVG}><rect fill="&#x110000;"/></svg>`],
    ['a reference to a surrogate', `<svg ${SVG}><text>&#xD800;</text></svg>`],
    ['an attribute naming a URL', `<svg ${SVG} requiredExtensions="${EVIL}/x"/>`],
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

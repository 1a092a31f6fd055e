/**
 * @jest-environment node
 */
import { shortLinkPayload } from '@/components/admin/sections/shortner/form';
import { qrFiles, shortUrlOf } from '@/components/admin/sections/shortner/short-url';

describe('the short link admin', () => {
  it('shows the short URL on this site without a link domain', () => {
    expect(shortUrlOf('summer-sale', 'https://safqa.app')).toBe('https://safqa.app/l/summer-sale');
  });

  it('makes the QR code as an SVG and a PNG of the asked width', async () => {
    // Small PNGs: pngjs is slow inside jest's VM (the browser draws them on a canvas).
    const a = await qrFiles('https://safqa.app/l/chrome', 200);
    const b = await qrFiles('https://safqa.app/l/firefox', 200);
    expect(a.svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(a.svg).not.toBe(b.svg);
    expect(decodeURIComponent(a.svgHref.replace('data:image/svg+xml;charset=utf-8,', ''))).toBe(
      a.svg,
    );
    const png = Buffer.from(a.pngHref.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height right after the chunk type.
    expect(png.readUInt32BE(16)).toBe(200);
    expect(png.readUInt32BE(20)).toBe(200);
  });

  it('sends no slug for a new link left empty, drops empty platform targets and splits tags', () => {
    const values = {
      slug: '  ',
      targetUrl: 'https://safqa.app',
      targets: { android: ' https://play.example/a ', ios: '', chrome: '', firefox: '' },
      title: 'T',
      tags: 'download, ramadan ,,',
      expiresAt: '',
    };
    expect(shortLinkPayload(values, true)).toEqual({
      targetUrl: 'https://safqa.app',
      targets: { android: 'https://play.example/a' },
      title: 'T',
      tags: ['download', 'ramadan'],
      expiresAt: null,
    });
    // An edit always sends the slug, so emptying it is refused rather than ignored.
    expect(shortLinkPayload(values, false)).toMatchObject({ slug: '' });
  });
});

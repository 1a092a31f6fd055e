import { linkDomainHost, linkDomainSlug, linkOrigin, shortLinkHref } from '@/lib/short-links';

describe('where short links live', () => {
  it('prints /l/{slug} on the site without a link domain, else the link domain', () => {
    expect(shortLinkHref('chrome', '')).toBe('/l/chrome');
    expect(shortLinkHref('chrome', 'https://safqa.link')).toBe('https://safqa.link/chrome');
    expect(linkOrigin('https://safqa.link/')).toBe('https://safqa.link');
    expect(linkOrigin('safqa.link')).toBe('https://safqa.link');
    expect(linkOrigin('ftp://safqa.link')).toBe('');
    expect(linkOrigin('')).toBe('');
  });

  it('the download links follow NEXT_PUBLIC_LINK_DOMAIN (read at build time)', () => {
    const saved = process.env.NEXT_PUBLIC_LINK_DOMAIN;
    try {
      for (const [value, expected] of [
        [undefined, '/l/firefox'],
        ['', '/l/firefox'],
        ['https://safqa.link', 'https://safqa.link/firefox'],
      ] as const) {
        if (value === undefined) delete process.env.NEXT_PUBLIC_LINK_DOMAIN;
        else process.env.NEXT_PUBLIC_LINK_DOMAIN = value;
        jest.isolateModules(() => {
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const { DOWNLOAD_LINKS } = require('@/lib/downloads') as typeof import('@/lib/downloads');
          expect(DOWNLOAD_LINKS.firefox).toBe(expected);
        });
      }
    } finally {
      if (saved === undefined) delete process.env.NEXT_PUBLIC_LINK_DOMAIN;
      else process.env.NEXT_PUBLIC_LINK_DOMAIN = saved;
    }
  });

  it('takes LINK_DOMAIN, else NEXT_PUBLIC_LINK_DOMAIN, as the link host — never the site’s', () => {
    const app = 'https://safqa.app';
    expect(linkDomainHost('https://go.safqa.app', 'https://safqa.link', app)).toBe('go.safqa.app');
    expect(linkDomainHost(undefined, 'https://safqa.link', app)).toBe('safqa.link');
    expect(linkDomainHost('http://links.localhost:3000', undefined, app)).toBe(
      'links.localhost:3000',
    );
    expect(linkDomainHost(undefined, undefined, app)).toBeNull();
    expect(linkDomainHost('https://safqa.app', undefined, app)).toBeNull();
  });

  it('reads /{slug} on the link host only', () => {
    const host = 'safqa.link';
    expect(linkDomainSlug('safqa.link', '/chrome', host)).toBe('chrome');
    expect(linkDomainSlug('SAFQA.link', '/Summer-Sale/', host)).toBe('summer-sale');
    expect(linkDomainSlug('safqa.app', '/chrome', host)).toBeNull();
    expect(linkDomainSlug('safqa.link', '/', host)).toBeNull();
    expect(linkDomainSlug('safqa.link', '/a/b', host)).toBeNull();
    expect(linkDomainSlug('safqa.link', '/favicon.ico', host)).toBeNull();
    expect(linkDomainSlug('safqa.link', '/-x', host)).toBeNull();
    expect(linkDomainSlug('safqa.link', '/chrome', null)).toBeNull();
    expect(linkDomainSlug(null, '/chrome', host)).toBeNull();
  });
});

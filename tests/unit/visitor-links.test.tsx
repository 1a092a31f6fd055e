import { render, screen } from '@testing-library/react';
import { AccountLink } from '@/components/layout/account-link';
import { DownloadLink } from '@/components/site/download-link';
import { hasSignedInMark } from '@/lib/auth/signed-in-cookie';
import { DOWNLOAD_LINKS } from '@/lib/downloads';

// The cached public pages are the same for every visitor: these two links adapt in the browser.

function withUserAgent(ua: string) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';

afterEach(() => {
  jest.restoreAllMocks();
  document.cookie = 'safqa_signed_in=; max-age=0; path=/';
});

describe('DownloadLink', () => {
  it.each([
    ['device', IPHONE, DOWNLOAD_LINKS.ios],
    ['device', FIREFOX, DOWNLOAD_LINKS.firefox],
    ['extension', FIREFOX, DOWNLOAD_LINKS.firefox],
    ['extension', IPHONE, DOWNLOAD_LINKS.chrome],
    ['app', IPHONE, DOWNLOAD_LINKS.ios],
    ['app', FIREFOX, DOWNLOAD_LINKS.android],
    ['ios', FIREFOX, DOWNLOAD_LINKS.ios],
  ] as const)('%s on %s → the right store', (pick, ua, href) => {
    withUserAgent(ua);
    render(
      <DownloadLink location="test" pick={pick}>
        get
      </DownloadLink>,
    );
    const link = screen.getByRole('link', { name: 'get' });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });
});

describe('AccountLink', () => {
  const labels = { signedOut: 'Log in', signedIn: 'My account' };

  it('offers sign-in without the signed-in mark', () => {
    render(<AccountLink locale="en" labels={labels} className="" />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/signin');
  });

  it('offers the dashboard with the mark', () => {
    document.cookie = 'safqa_signed_in=1; path=/';
    render(<AccountLink locale="ar" labels={labels} className="" />);
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/dashboard');
  });

  it('reads only the exact mark', () => {
    expect(hasSignedInMark('a=1; safqa_signed_in=1')).toBe(true);
    expect(hasSignedInMark('safqa_signed_in=0')).toBe(false);
    expect(hasSignedInMark('xsafqa_signed_in=1')).toBe(false);
    expect(hasSignedInMark('')).toBe(false);
  });
});

import { render, screen } from '@testing-library/react';
import { Link } from '@/lib/i18n/link';
import { localizedPath } from '@/lib/site/urls';
import { RouteParams } from '../support/route-params';

describe('Link: the one way to link to a page of the site', () => {
  it('prefixes English paths with /en and leaves Arabic ones bare', () => {
    render(
      <>
        <RouteParams locale="en">
          <Link href="/shops?q=noon">English stores</Link>
          <Link href="/">English home</Link>
        </RouteParams>
        <RouteParams locale="ar">
          <Link href="/shops">Arabic stores</Link>
        </RouteParams>
      </>,
    );
    expect(screen.getByRole('link', { name: 'English stores' })).toHaveAttribute(
      'href',
      '/en/shops?q=noon',
    );
    expect(screen.getByRole('link', { name: 'English home' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Arabic stores' })).toHaveAttribute('href', '/shops');
  });

  it('links to another language when asked', () => {
    render(
      <RouteParams locale="ar">
        <Link href="/signin" locale="en">
          Sign in
        </Link>
      </RouteParams>,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/signin');
  });

  it('builds the same paths as strings', () => {
    expect(localizedPath('en', '/reset-password/abc')).toBe('/en/reset-password/abc');
    expect(localizedPath('ar', '/reset-password/abc')).toBe('/reset-password/abc');
    expect(localizedPath('en', '/')).toBe('/en');
  });
});

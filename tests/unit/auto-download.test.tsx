import { render, screen } from '@testing-library/react';
import { AutoDownload } from '@/components/site/auto-download';
import { DOWNLOAD_LINKS, downloadLinkFor } from '@/lib/downloads';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
} as const;

describe('/auto-dl link choice', () => {
  it.each(Object.keys(UA) as (keyof typeof UA)[])('%s browser → the %s download', (target) => {
    expect(downloadLinkFor(UA[target])).toEqual({ target, href: DOWNLOAD_LINKS[target] });
  });

  it('no User-Agent → chrome', () => {
    expect(downloadLinkFor(null)).toEqual({ target: 'chrome', href: DOWNLOAD_LINKS.chrome });
  });

  it.each(Object.keys(UA) as (keyof typeof UA)[])(
    'the %s page refreshes to its link and shows it as a fallback',
    (target) => {
      const { href } = downloadLinkFor(UA[target]);
      render(
        <AutoDownload
          href={href}
          appName="صفقة"
          title="جارٍ التحويل…"
          body="ننقلك إلى رابط التحميل المناسب لجهازك."
          fallback="لم يتم تحويلك؟ حمّل صفقة"
        />,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'جارٍ التحويل…' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'لم يتم تحويلك؟ حمّل صفقة' })).toHaveAttribute(
        'href',
        DOWNLOAD_LINKS[target],
      );
      const refresh = document.querySelector('meta[http-equiv="refresh"]');
      expect(refresh).toHaveAttribute('content', `0;url=${DOWNLOAD_LINKS[target]}`);
    },
  );
});

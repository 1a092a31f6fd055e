import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { CustomerSupport } from '@/components/site/customer-support';
import { whatsappNumber } from '@/lib/contact';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

function renderIn(locale: 'ar' | 'en', headingLevel?: 2 | 3) {
  const messages = locale === 'ar' ? { support: ar.support } : { support: en.support };
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <CustomerSupport headingLevel={headingLevel} />
    </NextIntlClientProvider>,
  );
}

describe('CustomerSupport', () => {
  it('is a section named by its heading', () => {
    renderIn('en', 3);
    expect(screen.getByRole('region', { name: en.support.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: en.support.title })).toBeInTheDocument();
  });

  it('email and WhatsApp open in a new tab without handing over the opener', () => {
    renderIn('en');
    const email = screen.getByRole('link', { name: new RegExp(`^${en.support.email}`) });
    expect(email).toHaveAttribute('href', 'mailto:support@safqa.app');
    const whatsapp = screen.getByRole('link', { name: new RegExp(`^${en.support.whatsapp}`) });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/971500000000');
    for (const link of [email, whatsapp]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('names every social link, in Arabic too', () => {
    renderIn('ar');
    for (const name of Object.values(ar.support.social)) {
      const link = screen.getByRole('link', { name: `${name} ${ar.support.newTab}` });
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('heading', { level: 2, name: ar.support.title })).toBeInTheDocument();
  });
});

describe('whatsappNumber', () => {
  it('keeps a configured number as digits only', () => {
    expect(whatsappNumber('+966 55-123 4567')).toBe('966551234567');
  });

  it('falls back to the default when unset or implausible', () => {
    expect(whatsappNumber(undefined)).toBe('971500000000');
    expect(whatsappNumber('call us')).toBe('971500000000');
  });
});

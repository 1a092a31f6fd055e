/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { InstalledTour, TOUR_STEPS } from '@/components/site/installed-tour';
import { TOUR_NAMESPACES } from '@/lib/i18n/client-messages';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { pageMessages } from '../support/client-messages';
import { RouteParams } from '../support/route-params';

const m = en.installed;
const titles = TOUR_STEPS.map((step) => m.steps[step].title);

function tour(locale: 'ar' | 'en' = 'en') {
  return (
    <RouteParams locale={locale}>
      <NextIntlClientProvider locale={locale} messages={pageMessages(locale, TOUR_NAMESPACES)}>
        <InstalledTour />
      </NextIntlClientProvider>
    </RouteParams>
  );
}

function progressItems() {
  return within(screen.getByRole('list', { name: m.progress })).getAllByRole('listitem');
}

function currentStep() {
  return progressItems().findIndex((item) => item.getAttribute('aria-current') === 'step');
}

function next() {
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: m.next }));
  });
}

describe('InstalledTour', () => {
  it('has six steps in the order the tour shows them', () => {
    expect(TOUR_STEPS).toEqual([
      'welcome',
      'coupons',
      'priceHistory',
      'priceAlerts',
      'settings',
      'mobileApp',
    ]);
  });

  it('starts on the welcome step, marked current in the step indicator', () => {
    render(tour());
    expect(screen.getByRole('heading', { level: 2, name: titles[0] })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(progressItems()).toHaveLength(6);
    expect(currentStep()).toBe(0);
    expect(screen.queryByRole('button', { name: m.back })).toBeNull();
  });

  it('next moves one step, moves aria-current and focus; back returns', () => {
    render(tour());
    next();
    const heading = screen.getByRole('heading', { level: 2, name: titles[1] });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(currentStep()).toBe(1);
    expect(progressItems().filter((i) => i.hasAttribute('aria-current'))).toHaveLength(1);

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: m.back }));
    });
    expect(screen.getByRole('heading', { level: 2, name: titles[0] })).toHaveFocus();
    expect(currentStep()).toBe(0);
  });

  it('skip leaves the tour for the stores on every step but the last', () => {
    render(tour());
    expect(screen.getByRole('link', { name: m.skip })).toHaveAttribute('href', '/en/shops');
    next();
    expect(screen.getByRole('link', { name: m.skip })).toHaveAttribute('href', '/en/shops');
  });

  it('the last step offers the app downloads and continue instead of next and skip', () => {
    render(tour());
    for (let i = 1; i < TOUR_STEPS.length; i++) next();
    expect(screen.getByRole('heading', { level: 2, name: titles[5] })).toHaveFocus();
    expect(currentStep()).toBe(5);
    expect(screen.queryByRole('button', { name: m.next })).toBeNull();
    expect(screen.queryByRole('link', { name: m.skip })).toBeNull();
    expect(screen.getByRole('link', { name: m.continue })).toHaveAttribute('href', '/en/shops');
    expect(screen.getByRole('link', { name: m.android })).toHaveAttribute('href', '/l/android');
    expect(screen.getByRole('link', { name: m.ios })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('speaks Arabic on the Arabic page, with unprefixed links', () => {
    render(tour('ar'));
    expect(
      screen.getByRole('heading', { level: 2, name: ar.installed.steps.welcome.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ar.installed.skip })).toHaveAttribute('href', '/shops');
    fireEvent.click(screen.getByRole('button', { name: ar.installed.next }));
    expect(screen.getByText('الخطوة 2 من 6')).toBeInTheDocument();
  });

  it('without JavaScript the server HTML holds every step and the continue link', () => {
    const html = renderToString(tour());
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const headings = [...doc.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(titles);
    for (const step of TOUR_STEPS) expect(html).toContain(m.steps[step].body);
    const links = [...doc.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toContainEqual([m.continue, '/en/shops']);
    expect(doc.querySelector('button')).toBeNull();
  });
});

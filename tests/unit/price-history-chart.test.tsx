// The product page's price chart: drawn as SVG from the server's first range (no chart library),
// its axis labels in the page's language, and the day under a pointer.
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { PriceHistoryChart } from '@/components/products/price-history-chart';
import type { PriceHistory } from '@/lib/validation/product';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// jsdom has no PointerEvent: without one, testing-library's pointer events carry no clientX.
window.PointerEvent ??= class PointerEvent extends MouseEvent {} as typeof window.PointerEvent;

/** A label's text with plain spaces (Intl puts a no-break space between code and amount). */
const text = (el: Element) => el.textContent?.replace(/\u00a0/g, ' ');
const day = (d: string, close: string) => ({ day: d, low: close, high: close, close });
const HISTORY: PriceHistory = {
  productId: 'p1',
  currency: 'SAR',
  range: '3m',
  points: [day('2026-10-01', '120'), day('2026-10-02', '100'), day('2026-10-11', '110')],
  lowestEver: { price: '80', day: '2026-08-01' },
  highestEver: { price: '150', day: '2026-07-01' },
};

function renderChart(locale: 'ar' | 'en', history: PriceHistory = HISTORY) {
  return render(
    <div dir={locale === 'ar' ? 'rtl' : 'ltr'}>
      <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en}>
        <PriceHistoryChart productId="p1" currency="SAR" initial={history} />
      </NextIntlClientProvider>
    </div>,
  );
}

/** jsdom lays nothing out: the plot reports a 200 px wide box at the page's left edge. */
function plotOf(container: HTMLElement) {
  const plot = screen.getByTestId('price-history-drawing').firstElementChild as HTMLElement;
  plot.getBoundingClientRect = () =>
    ({ left: 0, width: 200, top: 0, height: 100, right: 200, bottom: 100 }) as DOMRect;
  expect(container.contains(plot)).toBe(true);
  return plot;
}

it('draws the step line and the lowest-ever line with the price axis around both', () => {
  const { container } = renderChart('en');
  const drawing = screen.getByTestId('price-history-drawing');
  expect(drawing).toHaveAttribute('aria-hidden', 'true');
  // 80 (lowest ever) to 120 on steps of 10: the line's prices sit at 0, 100 and 50 % of 40.
  expect(drawing.querySelector('path')).toHaveAttribute('d', 'M0 0H10V50H100V25');
  expect(drawing.querySelector('line[stroke-dasharray]')).toHaveAttribute('y1', '100');
  expect([...drawing.querySelectorAll('span')].map(text)).toEqual([
    'SAR 80',
    'SAR 90',
    'SAR 100',
    'SAR 110',
    'SAR 120',
    'Oct 2',
    'Oct 11',
  ]);
  expect(container.querySelector('.recharts-wrapper')).toBeNull();
  // The numbers themselves are in the table for screen readers.
  expect(screen.getByRole('table')).toHaveTextContent('Oct 11, 2026');
});

it('labels the axes in Arabic and mirrors the drawing', () => {
  renderChart('ar');
  const drawing = screen.getByTestId('price-history-drawing');
  expect(drawing.querySelector('svg')).toHaveClass('rtl:-scale-x-100');
  const labels = [...drawing.querySelectorAll('span')].map(text);
  expect(labels).toContain('2 أكتوبر');
  expect(labels.some((l) => l?.includes('120') && l.includes('ر.س'))).toBe(true);
});

it('shows the day under the pointer, counted from the start side', () => {
  const { container } = renderChart('en');
  const plot = plotOf(container);
  fireEvent.pointerMove(plot, { clientX: 30 });
  expect(text(plot)).toContain('Oct 2, 2026SAR 100');
  fireEvent.pointerMove(plot, { clientX: 190 });
  expect(text(plot)).toContain('Oct 11, 2026SAR 110');
  fireEvent.pointerLeave(plot);
  expect(plot).not.toHaveTextContent('2026');
});

it('reads the pointer from the right in Arabic', () => {
  const { container } = renderChart('ar');
  const plot = plotOf(container);
  // 10 px from the right edge: the first day; 10 px from the left: the newest.
  fireEvent.pointerMove(plot, { clientX: 190 });
  expect(plot).toHaveTextContent('1 أكتوبر 2026');
  fireEvent.pointerMove(plot, { clientX: 10 });
  expect(plot).toHaveTextContent('11 أكتوبر 2026');
});

it('says so when the range has no prices', () => {
  renderChart('en', { ...HISTORY, points: [], lowestEver: null });
  expect(screen.queryByTestId('price-history-drawing')).toBeNull();
  expect(screen.getByText(en.priceHistory.noData)).toBeInTheDocument();
});

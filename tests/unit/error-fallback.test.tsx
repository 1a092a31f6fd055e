import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorFallback } from '@/components/shell/error-fallback';
import { ErrorTextsProvider } from '@/components/shell/error-texts';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

function renderIn(locale: 'ar' | 'en', reset?: () => void) {
  const messages = locale === 'ar' ? ar : en;
  return render(
    <ErrorTextsProvider texts={messages.errorBoundary}>
      <ErrorFallback error={Object.assign(new Error('boom: details here'), {})} reset={reset} />
    </ErrorTextsProvider>,
  );
}

describe('ErrorFallback', () => {
  it('says "Something went wrong!" and toggles the details', () => {
    renderIn('en');
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    expect(screen.queryByText('boom: details here')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByText('boom: details here')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByText('boom: details here')).not.toBeInTheDocument();
  });

  it('speaks Arabic and offers retry', () => {
    const reset = jest.fn();
    renderIn('ar', reset);
    expect(screen.getByRole('heading', { name: 'حدث خطأ ما!' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});

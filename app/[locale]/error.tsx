'use client';

import { ErrorFallback } from '@/components/shell/error-fallback';

// Errors inside the locale layout keep the navbar and footer around the fallback.
export default function LocaleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorFallback error={error} reset={reset} />;
}

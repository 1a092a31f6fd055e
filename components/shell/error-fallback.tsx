'use client';

import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { useErrorTexts } from './error-texts';

/**
 * The generic error view: "Something went wrong!" with show/hide details.
 * Its strings come from the locale layout (error-texts.tsx), not from useTranslations.
 */
export function ErrorFallback({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset?: () => void;
}) {
  const t = useErrorTexts();
  const [open, setOpen] = useState(false);
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
      <div className="flex flex-wrap justify-center gap-2">
        {reset ? (
          <button type="button" className={buttonVariants()} onClick={() => reset()}>
            {t.retry}
          </button>
        ) : null}
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t.hideDetails : t.showDetails}
        </button>
      </div>
      {open ? (
        <pre
          dir="ltr"
          className="w-full overflow-x-auto rounded-lg bg-slate-100 p-4 text-start text-xs text-slate-700"
        >
          {error.digest ? t.reference.replace('{digest}', error.digest) : error.message}
        </pre>
      ) : null}
    </div>
  );
}

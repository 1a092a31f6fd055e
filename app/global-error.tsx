'use client';

import { useState } from 'react';

// When the locale layout itself fails there are no messages to load: both languages at once.
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <html lang="ar" dir="rtl">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}
      >
        <div role="alert">
          <h1>حدث خطأ ما!</h1>
          <h1 lang="en" dir="ltr">
            Something went wrong!
          </h1>
          <p style={{ display: 'flex', gap: '.5rem', justifyContent: 'center' }}>
            <button type="button" onClick={() => reset()}>
              حاول مرة أخرى · Try again
            </button>
            <button type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
              {open ? 'إخفاء التفاصيل · Hide details' : 'عرض التفاصيل · Show details'}
            </button>
          </p>
          {open ? <pre dir="ltr">{error.digest ?? error.message}</pre> : null}
        </div>
      </body>
    </html>
  );
}

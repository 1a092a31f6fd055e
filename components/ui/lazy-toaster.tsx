'use client';

import dynamic from 'next/dynamic';

/**
 * The toaster in its own chunk, mounted right after hydration: no page shows a toast before the
 * user acts, and keeping sonner out of the first bundle shortens the hydration task (TBT).
 */
export const LazyToaster = dynamic(() => import('./sonner').then((m) => m.Toaster), {
  ssr: false,
});

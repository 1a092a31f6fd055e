import type { ReactNode } from 'react';

// The real root layout is app/[locale]/layout.tsx (it knows the language); this one only
// lets app/not-found.tsx exist for requests outside any locale.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}

'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The error view's strings (messages namespace `errorBoundary`). */
export interface ErrorTexts {
  title: string;
  showDetails: string;
  hideDetails: string;
  retry: string;
  /** With `{digest}` for the error's reference. */
  reference: string;
}

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

/**
 * Hands the error boundary its five plain strings. Public pages have no client component that
 * formats messages, so they carry no NextIntlClientProvider — with it came next-intl's message
 * formatter (~40 KB) on every page (docs/decisions/006).
 */
export function ErrorTextsProvider({
  texts,
  children,
}: {
  texts: ErrorTexts;
  children: ReactNode;
}) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(ErrorTextsContext);
  if (!texts) throw new Error('useErrorTexts needs an ErrorTextsProvider (the locale layout)');
  return texts;
}

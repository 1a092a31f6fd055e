'use client';

import { createContext, useContext, type ReactNode } from 'react';

const OpenRecordContext = createContext<((id: string) => void) | null>(null);

/** Gives the list's cells a way to open a record's sheet. */
export const OpenRecordProvider = OpenRecordContext.Provider;

/** Opens another record's sheet of the same list (a sheet's panel moving to a related record). */
export function useOpenRecord(): ((id: string) => void) | null {
  return useContext(OpenRecordContext);
}

/** A row's name as a button that opens its sheet (details, or history for a deleted one). */
export function OpenRecordButton({
  id,
  label,
  children,
}: {
  id: string;
  /** Accessible name ("Edit Noon"). */
  label: string;
  children: ReactNode;
}) {
  const open = useContext(OpenRecordContext);
  return (
    <button
      type="button"
      onClick={() => open?.(id)}
      aria-label={label}
      className="focus-visible:ring-ring/50 grid max-w-full min-w-0 rounded text-start hover:underline focus-visible:ring-[3px] focus-visible:outline-none"
    >
      {children}
    </button>
  );
}

import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** A centred spinner with what is happening (role=status), while a screen does its work. */
export function WorkingStatus({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <Loader2 className="text-brand-700 size-10 motion-safe:animate-spin" aria-hidden />
      <p className="text-base font-semibold text-slate-800">{children}</p>
    </div>
  );
}

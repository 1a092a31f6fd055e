import { LoaderCircle } from 'lucide-react';

/** A centred spinner with its label for screen readers (and sighted users below it). */
export function AdminSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <LoaderCircle
        className="text-primary size-8 animate-spin motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="text-muted-foreground text-sm">{label}</span>
    </div>
  );
}

import { Logo } from '@/components/layout/logo';

/** The full-screen loading view painted first; hidden by ShellReady (or at once without JS). */
export function InitialLoader({
  appName,
  label,
  nonce,
}: {
  appName: string;
  label: string;
  nonce?: string;
}) {
  return (
    <>
      <noscript>
        <style nonce={nonce}>{'#initial-loader{display:none}'}</style>
      </noscript>
      <div id="initial-loader" role="status" aria-label={label}>
        <div className="flex flex-col items-center gap-4">
          <Logo name={appName} />
          <span className="flex gap-1.5" aria-hidden="true">
            <span className="bg-brand-600 size-2 animate-bounce rounded-full [animation-delay:-0.3s]" />
            <span className="bg-brand-600 size-2 animate-bounce rounded-full [animation-delay:-0.15s]" />
            <span className="bg-brand-600 size-2 animate-bounce rounded-full" />
          </span>
        </div>
      </div>
    </>
  );
}

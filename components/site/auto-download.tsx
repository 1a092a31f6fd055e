import { Download } from 'lucide-react';
import { Logo } from '@/components/layout/logo';
import { buttonVariants } from '@/components/ui/button';

/**
 * /auto-dl: sends the visitor on at once with a meta refresh (React puts it in <head>; no script,
 * so it works without JavaScript and under the nonce CSP) and keeps a visible link in case the
 * browser does not follow it.
 */
export function AutoDownload({
  href,
  appName,
  title,
  body,
  fallback,
}: {
  href: string;
  appName: string;
  title: string;
  body: string;
  fallback: string;
}) {
  return (
    <>
      <meta httpEquiv="refresh" content={`0;url=${href}`} />
      <section
        role="status"
        className="mx-auto flex min-h-[50vh] w-full max-w-md flex-col items-center justify-center gap-5 px-4 py-12 text-center"
      >
        <Logo name={appName} />
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-700">{body}</p>
        <a href={href} className={buttonVariants({ size: 'lg' })}>
          <Download className="size-5 shrink-0" aria-hidden />
          {fallback}
        </a>
      </section>
    </>
  );
}

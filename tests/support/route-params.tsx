import { PathParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import type { ReactNode } from 'react';

/**
 * The route's params as the App Router hands them to client components (`useParams`): what a
 * page under `app/[locale]/` sees. Next's own context, not a stand-in.
 */
export function RouteParams({ locale, children }: { locale: string; children: ReactNode }) {
  return <PathParamsContext.Provider value={{ locale }}>{children}</PathParamsContext.Provider>;
}

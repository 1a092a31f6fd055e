import type { Locale } from '@/lib/i18n/routing';
import { directoryStateOf } from '@/lib/site/directory-route';
import { DirectoryView, directoryMetadata } from '../directory';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Searches are endless and rarely repeated: rendered per request, from the cached reads.
export const dynamic = 'force-dynamic';

async function stateOf(searchParams: Props['searchParams']) {
  const raw = await searchParams;
  return directoryStateOf((key) => {
    const value = raw[key];
    return typeof value === 'string' ? value : undefined;
  });
}

export async function generateMetadata({ params, searchParams }: Props) {
  return directoryMetadata({ locale: (await params).locale, state: await stateOf(searchParams) });
}

// GET /shops?q=… (the proxy's rewrite; the address stays)
export default async function DirectorySearchPage({ params, searchParams }: Props) {
  return DirectoryView({ locale: (await params).locale, state: await stateOf(searchParams) });
}

import type { Locale } from '@/lib/i18n/routing';
import { DirectoryView, directoryMetadata } from './directory';

type Props = { params: Promise<{ locale: Locale }> };

/** Cached; store counts and coupon numbers are at most five minutes old. */
export const revalidate = 300;

export async function generateMetadata({ params }: Props) {
  return directoryMetadata({ locale: (await params).locale, state: {} });
}

// GET /shops — the directory's first page (every other state: lib/site/directory-route.ts)
export default async function ShopsPage({ params }: Props) {
  return DirectoryView({ locale: (await params).locale, state: {} });
}

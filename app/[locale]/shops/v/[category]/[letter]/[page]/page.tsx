import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { directoryStateOfRoute } from '@/lib/site/directory-route';
import { DirectoryView, directoryMetadata } from '../../../../directory';

type Props = {
  params: Promise<{ locale: Locale; category: string; letter: string; page: string }>;
};

/** Cached like the first page: each category, letter and page is one shared document. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

async function stateOf(params: Props['params']) {
  const state = directoryStateOfRoute(await params);
  if (!state) notFound();
  return state;
}

export async function generateMetadata({ params }: Props) {
  return directoryMetadata({ locale: (await params).locale, state: await stateOf(params) });
}

// GET /shops?category=…&letter=…&page=… (the proxy's rewrite; the address stays)
export default async function DirectoryStatePage({ params }: Props) {
  return DirectoryView({ locale: (await params).locale, state: await stateOf(params) });
}

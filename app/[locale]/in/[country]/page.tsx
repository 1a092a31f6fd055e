import { notFound } from 'next/navigation';
import { isCountryCode } from '@/lib/countries';
import HomePage, { generateMetadata as homeMetadata } from '../../page';

type Props = { params: Promise<{ locale: 'ar' | 'en'; country: string }> };

// The home for a visitor of one country: the proxy serves `/` and `/en` from here when the edge
// names the visitor's country, so each country's campaign banner is cached on its own.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: Props) {
  return homeMetadata(props);
}

export default async function CountryHomePage(props: Props) {
  const { country } = await props.params;
  if (!isCountryCode(country)) notFound();
  return HomePage(props);
}

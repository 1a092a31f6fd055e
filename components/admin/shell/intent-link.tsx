'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A back-office link that prefetches its page when the pointer rests on it or it takes focus,
 * not when it scrolls into view. Every admin page is rendered per request for the signed-in
 * staff member, and the sidebar alone holds two dozen links: viewport prefetching made each
 * admin page view cost some 25 server renders that were almost never used. A click on a link
 * nobody hovered (a touch screen) simply fetches the page then.
 */
export function IntentLink({ href, onMouseEnter, onFocus, ...rest }: IntentLinkProps) {
  const router = useRouter();
  return (
    <Link
      {...rest}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        router.prefetch(href);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        router.prefetch(href);
        onFocus?.(event);
      }}
    />
  );
}

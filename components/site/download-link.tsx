'use client';

import type { ComponentProps } from 'react';
import { track } from '@/lib/analytics';

/**
 * A download link that reports `home_{location}_download` (spec §7) and opens in a new tab.
 * Everything else (href, classes, children) is the caller's.
 */
export function DownloadLink({
  location,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & { location: string }) {
  return (
    <a
      {...props}
      target="_blank"
      rel="noopener"
      onClick={() => track({ name: `home_${location}_download`, action: 'download' })}
    />
  );
}

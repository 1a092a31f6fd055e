'use client';

import { Icon } from '@/components/ui/icon';
import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { lazyToast } from '@/components/ui/lazy-toaster';

export interface CouponActionLabels {
  codeLabel: string;
  revealCode: string;
  copyCode: string;
  copied: string;
  copyFailed: string;
  getDeal: string;
  opensInNewTab: string;
}

/**
 * Reveal opens the store (through the counting redirect) in a new tab and shows the code;
 * copy puts it on the clipboard. A deal is a plain link. Without JavaScript the links still work.
 */
export function CouponActions({
  code,
  goHref,
  labels,
}: {
  code: string | null;
  goHref: string;
  labels: CouponActionLabels;
}) {
  const [revealed, setRevealed] = useState(false);
  const labelId = useId();
  const linkProps = { href: goHref, target: '_blank', rel: 'nofollow sponsored noopener' } as const;

  if (code === null) {
    return (
      <a {...linkProps} className={`${buttonVariants({ size: 'lg' })} w-full sm:w-auto`}>
        <Icon name="external-link" className="size-4" />
        {labels.getDeal}
        <span className="sr-only">{labels.opensInNewTab}</span>
      </a>
    );
  }

  async function copy() {
    // Written while the click still counts as a user gesture; the toast library arrives after,
    // with the first copy rather than with the page (see lazy-toaster.tsx).
    const copied = await navigator.clipboard.writeText(code ?? '').then(
      () => true,
      () => false,
    );
    const { toast } = await lazyToast();
    if (copied) toast.success(labels.copied.replace('{code}', code ?? ''));
    else toast.error(labels.copyFailed);
  }

  if (!revealed) {
    return (
      <a
        {...linkProps}
        onClick={() => setRevealed(true)}
        className={`${buttonVariants({ size: 'lg' })} w-full sm:w-auto`}
      >
        <Icon name="eye" className="size-4" />
        {labels.revealCode}
        <span className="sr-only">{labels.opensInNewTab}</span>
      </a>
    );
  }

  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
      <span className="sr-only" id={labelId}>
        {labels.codeLabel}
      </span>
      <output
        aria-labelledby={labelId}
        data-testid="coupon-code"
        className="border-brand-600 bg-brand-50 text-brand-900 flex h-12 min-w-32 flex-1 items-center justify-center rounded-lg border-2 border-dashed px-4 font-mono text-lg font-bold tracking-wider select-all"
        dir="ltr"
      >
        {code}
      </output>
      <button
        type="button"
        onClick={() => void copy()}
        className={buttonVariants({ variant: 'outline', size: 'lg' })}
      >
        <Icon name="copy" className="size-4" />
        {labels.copyCode}
      </button>
    </div>
  );
}

'use client';

import { Icon } from '@/components/ui/icon';
import { useState } from 'react';

export interface CouponVoteLabels {
  question: string;
  worked: string;
  failed: string;
  thanks: string;
  error: string;
}

type Vote = 'worked' | 'failed';

/** "Did it work?": one vote per visit, sent to POST /coupon/{id}/vote. */
export function CouponVote({ couponId, labels }: { couponId: string; labels: CouponVoteLabels }) {
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'error'>('idle');

  async function vote(value: Vote) {
    setState('sending');
    try {
      // The HTTP client loads with the first vote, not with the page.
      const { publicApi } = await import('@/lib/api/session-client');
      await publicApi.post(`coupon/${couponId}/vote`, { vote: value });
      setState('done');
    } catch {
      setState('error');
    }
  }

  if (state === 'done') {
    return (
      <p role="status" className="text-brand-700 text-sm font-semibold">
        {labels.thanks}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600">{labels.question}</span>
      <button
        type="button"
        className="vote-button"
        disabled={state === 'sending'}
        onClick={() => void vote('worked')}
      >
        <Icon name="thumbs-up" className="size-4" />
        {labels.worked}
      </button>
      <button
        type="button"
        className="vote-button"
        disabled={state === 'sending'}
        onClick={() => void vote('failed')}
      >
        <Icon name="thumbs-down" className="size-4" />
        {labels.failed}
      </button>
      {state === 'error' ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {labels.error}
        </p>
      ) : null}
    </div>
  );
}

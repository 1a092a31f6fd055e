'use client';

import {
  BellRing,
  ChartLine,
  PartyPopper,
  Settings,
  Smartphone,
  TicketPercent,
  type LucideIcon,
} from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore, type Ref } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { DOWNLOAD_LINKS } from '@/lib/downloads';
import { Link } from '@/lib/i18n/link';
import { cn } from '@/lib/utils';

/** The six steps of the welcome tour, in order: welcome, automatic coupons, price history, price alerts, settings, mobile app. */
export const TOUR_STEPS = [
  'welcome',
  'coupons',
  'priceHistory',
  'priceAlerts',
  'settings',
  'mobileApp',
] as const;
type Step = (typeof TOUR_STEPS)[number];

const ICONS: Record<Step, LucideIcon> = {
  welcome: PartyPopper,
  coupons: TicketPercent,
  priceHistory: ChartLine,
  priceAlerts: BellRing,
  settings: Settings,
  mobileApp: Smartphone,
};

/** Where "skip" and "continue" lead: the store directory, the natural next stop after install. */
const TOUR_EXIT_HREF = '/shops';

const noSubscription = () => () => {};
/** False in the server HTML and during hydration, true once React runs in the browser. */
function useEnhanced() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function StepContent({ step, headingRef }: { step: Step; headingRef?: Ref<HTMLHeadingElement> }) {
  const t = useTranslations('installed');
  const Icon = ICONS[step];
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="bg-brand-50 text-brand-700 flex size-16 items-center justify-center rounded-2xl">
        <Icon className="size-8" aria-hidden />
      </span>
      <h2
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        {t(`steps.${step}.title`)}
      </h2>
      <p className="max-w-prose text-slate-700">{t(`steps.${step}.body`)}</p>
      {step === 'mobileApp' ? (
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {(['android', 'ios'] as const).map((target) => (
            <a
              key={target}
              href={DOWNLOAD_LINKS[target]}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')}
            >
              <Smartphone className="size-5 shrink-0" aria-hidden />
              {t(target)}
            </a>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The post-install tour (/installed). The server HTML lists every step, so it reads without
 * JavaScript; once React runs it shows one step at a time with back / next, skip and continue.
 */
export function InstalledTour() {
  const t = useTranslations('installed');
  const enhanced = useEnhanced();
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the step only after the visitor moved (never on first paint).
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const exit = (label: string, variant: 'default' | 'ghost') => (
    <Link href={TOUR_EXIT_HREF} className={buttonVariants({ variant, size: 'lg' })}>
      {label}
    </Link>
  );

  if (!enhanced) {
    return (
      <div className="flex flex-col gap-6">
        <ol className="flex flex-col gap-4">
          {TOUR_STEPS.map((step) => (
            <li key={step} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
              <StepContent step={step} />
            </li>
          ))}
        </ol>
        <div className="flex justify-center">{exit(t('continue'), 'default')}</div>
      </div>
    );
  }

  const step = TOUR_STEPS[index] ?? 'welcome';
  const last = index === TOUR_STEPS.length - 1;
  const go = (to: number) => {
    moved.current = true;
    setIndex(to);
  };

  return (
    <div className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
      <div className="flex flex-col gap-3">
        <p className="text-sm font-semibold text-slate-700">
          {t('stepOf', { current: index + 1, total: TOUR_STEPS.length })}
        </p>
        <ol aria-label={t('progress')} className="flex gap-1.5">
          {TOUR_STEPS.map((item, i) => (
            <li
              key={item}
              aria-current={i === index ? 'step' : undefined}
              className={cn(
                'h-1.5 flex-1 rounded-full',
                i <= index ? 'bg-brand-700' : 'bg-slate-300',
              )}
            >
              <span className="sr-only">{t(`steps.${item}.title`)}</span>
            </li>
          ))}
        </ol>
      </div>
      <StepContent step={step} headingRef={headingRef} />
      <div className="flex flex-wrap items-center gap-3">
        {last ? null : exit(t('skip'), 'ghost')}
        <div className="ms-auto flex gap-2">
          {index > 0 ? (
            <Button type="button" variant="outline" size="lg" onClick={() => go(index - 1)}>
              {t('back')}
            </Button>
          ) : null}
          {last ? (
            exit(t('continue'), 'default')
          ) : (
            <Button type="button" size="lg" onClick={() => go(index + 1)}>
              {t('next')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

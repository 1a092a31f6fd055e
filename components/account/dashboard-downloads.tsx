'use client';

import { Puzzle, Smartphone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button-variants';
import { track } from '@/lib/analytics';
import { DOWNLOAD_LINKS, type DownloadTarget } from '@/lib/downloads';
import { cn } from '@/lib/utils';

const BUTTONS = [
  { target: 'ios', label: 'downloadIos', Icon: Smartphone },
  { target: 'android', label: 'downloadAndroid', Icon: Smartphone },
  { target: 'chrome', label: 'downloadChrome', Icon: Puzzle },
  { target: 'firefox', label: 'downloadFirefox', Icon: Puzzle },
] as const satisfies readonly { target: DownloadTarget; label: string; Icon: unknown }[];

/** The invitation to install the app and the extension: four store links, each in a new tab. */
export function DashboardDownloads() {
  const t = useTranslations('dashboard');
  return (
    <section
      aria-labelledby="dashboard-downloads"
      className="border-brand-100 bg-brand-50 flex flex-col gap-4 rounded-2xl border p-5 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="dashboard-downloads" className="text-lg font-bold text-slate-900">
          {t('downloadTitle')}
        </h2>
        <p className="text-sm text-slate-700">{t('downloadBody')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {BUTTONS.map(({ target, label, Icon }) => (
          <li key={target}>
            <a
              href={DOWNLOAD_LINKS[target]}
              target="_blank"
              rel="noopener"
              onClick={() =>
                track({ name: 'home_dashboard_download', action: 'download', params: { target } })
              }
              className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

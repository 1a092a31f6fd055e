import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { DOWNLOAD_TARGETS } from '@/lib/downloads';
import { DownloadLink } from '@/components/site/download-link';
import { chatSettingsOf } from '@/lib/site/integrations.mjs';
import { ChatButton } from '@/components/site/chat-button';
import { Logo } from './logo';

/** Footer: company, blog, add your store, privacy policy, contact, downloads. */
export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  const ts = await getTranslations({ locale, namespace: 'support' });
  // Read where the server runs (lib/site/integrations.mjs): no button when the chat is off.
  const chat = chatSettingsOf(process.env) !== null;
  const linkClass = 'text-slate-300 hover:text-white';
  return (
    <footer className="defer-render mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3 lg:col-span-2">
          <span className="w-fit rounded-lg bg-white px-2 py-1">
            <Logo name={tc('appName')} />
          </span>
          <p className="max-w-md text-sm leading-relaxed">{t('about')}</p>
        </div>
        <div>
          <h2 className="mb-3 font-bold text-white">{t('company')}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <a className={linkClass} href="https://blog.safqa.app">
                {t('blog')}
              </a>
            </li>
            <li>
              <Link className={linkClass} prefetch={false} href="/contact">
                {t('addStore')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} prefetch={false} href="/privacy-policy">
                {t('privacy')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} prefetch={false} href="/contact">
                {t('contact')}
              </Link>
            </li>
            {chat && (
              <li>
                <ChatButton className={`${linkClass} cursor-pointer`}>{ts('chat')}</ChatButton>
              </li>
            )}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-bold text-white">{t('downloads')}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {DOWNLOAD_TARGETS.map((target) => (
              <li key={target}>
                <DownloadLink className={linkClass} location="footer" pick={target}>
                  {t(target)}
                </DownloadLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        {t('rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

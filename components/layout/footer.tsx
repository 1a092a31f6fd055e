import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { chatSettingsOf } from '@/lib/site/integrations.mjs';
import { FooterView } from './footer-view';

/**
 * Footer: company, blog, add your store, privacy policy, contact, downloads. Its texts are made
 * here; its markup is FooterView's.
 */
export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  const ts = await getTranslations({ locale, namespace: 'support' });
  // Read where the server runs (lib/site/integrations.mjs): no button when the chat is off.
  const chat = chatSettingsOf(process.env) !== null;
  return (
    <FooterView
      texts={{
        appName: tc('appName'),
        about: t('about'),
        company: t('company'),
        blog: t('blog'),
        addStore: t('addStore'),
        privacy: t('privacy'),
        contact: t('contact'),
        chat: chat ? ts('chat') : null,
        downloads: t('downloads'),
        chrome: t('chrome'),
        firefox: t('firefox'),
        android: t('android'),
        ios: t('ios'),
        rights: t('rights', { year: new Date().getFullYear() }),
      }}
    />
  );
}

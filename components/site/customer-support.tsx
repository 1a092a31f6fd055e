import { useTranslations } from 'next-intl';
import { SOCIAL_NETWORKS } from '@/lib/contact';
import { chatSettingsOf } from '@/lib/site/integrations.mjs';
import { CustomerSupportView } from './customer-support-view';

/**
 * The customer-support block: heading, short text, email and WhatsApp buttons (and "Chat with
 * us" where the live chat is configured) and the social links. Renders on the server (contact
 * page, store pages), which makes its texts; its markup is CustomerSupportView's. In a client
 * tree it needs the `support` namespace. `headingLevel` keeps the page's outline right where it
 * is placed.
 */
export function CustomerSupport({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useTranslations('support');
  const chat = chatSettingsOf(process.env) !== null;
  return (
    <CustomerSupportView
      headingLevel={headingLevel}
      texts={{
        title: t('title'),
        body: t('body'),
        email: t('email'),
        whatsapp: t('whatsapp'),
        chat: chat ? t('chat') : null,
        newTab: t('newTab'),
        follow: t('follow'),
        social: Object.fromEntries(
          SOCIAL_NETWORKS.map((network) => [network, t(`social.${network}`)]),
        ) as Record<(typeof SOCIAL_NETWORKS)[number], string>,
      }}
    />
  );
}

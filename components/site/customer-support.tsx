import { Icon } from '@/components/ui/icon';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { SOCIAL_LINKS, SOCIAL_NETWORKS, SUPPORT_EMAIL_HREF, WHATSAPP_HREF } from '@/lib/contact';
import { chatSettingsOf } from '@/lib/site/integrations.mjs';
import { cn } from '@/lib/utils';
import { ChatButton } from './chat-button';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The customer-support block: heading, short text, email and WhatsApp buttons (and "Chat with
 * us" where the live chat is configured) and the social links. Renders on the server (contact page, store pages); in a client tree it needs the
 * `support` namespace. `headingLevel` keeps the page's outline right where it is placed.
 */
export function CustomerSupport({
  headingLevel = 2,
  className,
}: {
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const t = useTranslations('support');
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const newTab = <span className="sr-only"> {t('newTab')}</span>;
  const chat = chatSettingsOf(process.env) !== null;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'border-brand-100 bg-brand-50 flex flex-col gap-5 rounded-2xl border p-5 sm:p-8',
        className,
      )}
    >
      <div className="flex flex-col gap-2">
        <Heading id={titleId} className="text-xl font-bold text-slate-900">
          {t('title')}
        </Heading>
        <p className="text-slate-700">{t('body')}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a
          href={SUPPORT_EMAIL_HREF}
          {...NEW_TAB}
          className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}
        >
          <Icon name="mail" className="size-5 shrink-0" />
          {t('email')}
          {newTab}
        </a>
        <a
          href={WHATSAPP_HREF}
          {...NEW_TAB}
          className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full sm:w-auto')}
        >
          <Icon name="message-circle" className="size-5 shrink-0 text-[#128c7e]" />
          {t('whatsapp')}
          {newTab}
        </a>
        {chat && (
          <ChatButton
            className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full sm:w-auto')}
          >
            <Icon name="message-circle" className="size-5 shrink-0" />
            {t('chat')}
          </ChatButton>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-slate-800">{t('follow')}</p>
        <ul className="flex flex-wrap gap-2">
          {SOCIAL_NETWORKS.map((network) => (
            <li key={network}>
              <a
                href={SOCIAL_LINKS[network]}
                {...NEW_TAB}
                aria-label={`${t(`social.${network}`)} ${t('newTab')}`}
                className="social-link"
              >
                <Icon name={`brand-${network}`} className="size-5" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

'use client';

import { useId } from 'react';
import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button-variants';
import {
  SOCIAL_LINKS,
  SOCIAL_NETWORKS,
  SUPPORT_EMAIL_HREF,
  WHATSAPP_HREF,
  type SocialNetwork,
} from '@/lib/contact';
import { ChatButton } from './chat-button';

/** The customer-support block's texts in the page's language (see customer-support.tsx). */
export interface CustomerSupportTexts {
  title: string;
  body: string;
  email: string;
  whatsapp: string;
  /** "Chat with us", or null where the live chat is not configured. */
  chat: string | null;
  newTab: string;
  follow: string;
  social: Record<SocialNetwork, string>;
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The customer-support block's markup (see customer-support.tsx). A client component so that it
 * is written once, in this file, rather than in every cached store page's RSC payload, which
 * carries just its texts.
 */
export function CustomerSupportView({
  texts,
  headingLevel,
}: {
  texts: CustomerSupportTexts;
  headingLevel: 2 | 3;
}) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const newTab = <span className="sr-only"> {texts.newTab}</span>;
  const wide = 'w-full sm:w-auto';
  return (
    <section
      aria-labelledby={titleId}
      className="border-brand-100 bg-brand-50 flex flex-col gap-5 rounded-2xl border p-5 sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <Heading id={titleId} className="text-xl font-bold text-slate-900">
          {texts.title}
        </Heading>
        <p className="text-slate-700">{texts.body}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a
          href={SUPPORT_EMAIL_HREF}
          {...NEW_TAB}
          className={`${buttonVariants({ size: 'lg' })} ${wide}`}
        >
          <Icon name="mail" className="size-5 shrink-0" />
          {texts.email}
          {newTab}
        </a>
        <a
          href={WHATSAPP_HREF}
          {...NEW_TAB}
          className={`${buttonVariants({ variant: 'outline', size: 'lg' })} ${wide}`}
        >
          <Icon name="message-circle" className="size-5 shrink-0 text-[#128c7e]" />
          {texts.whatsapp}
          {newTab}
        </a>
        {texts.chat !== null && (
          <ChatButton className={`${buttonVariants({ variant: 'outline', size: 'lg' })} ${wide}`}>
            <Icon name="message-circle" className="size-5 shrink-0" />
            {texts.chat}
          </ChatButton>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-slate-800">{texts.follow}</p>
        <ul className="flex flex-wrap gap-2">
          {SOCIAL_NETWORKS.map((network) => (
            <li key={network}>
              <a
                href={SOCIAL_LINKS[network]}
                {...NEW_TAB}
                aria-label={`${texts.social[network]} ${texts.newTab}`}
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

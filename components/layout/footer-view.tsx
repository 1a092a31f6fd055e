'use client';

import { Link } from '@/lib/i18n/link';
import { DOWNLOAD_TARGETS, type DownloadTarget } from '@/lib/downloads';
import { DownloadLink } from '@/components/site/download-link';
import { ChatButton } from '@/components/site/chat-button';
import { Logo } from './logo';

/** The footer's texts in the page's language (footer.tsx makes them on the server). */
export interface FooterTexts extends Record<DownloadTarget, string> {
  appName: string;
  about: string;
  company: string;
  blog: string;
  addStore: string;
  privacy: string;
  contact: string;
  /** "Chat with us", or null where the live chat is not configured. */
  chat: string | null;
  downloads: string;
  rights: string;
}

const linkClass = 'text-slate-300 hover:text-white';

/**
 * The footer's markup (see footer.tsx). A client component so that it is written once, in this
 * file, rather than in every cached page's RSC payload, which carries just its texts.
 */
export function FooterView({ texts }: { texts: FooterTexts }) {
  return (
    <footer className="defer-render mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3 lg:col-span-2">
          <span className="w-fit rounded-lg bg-white px-2 py-1">
            <Logo name={texts.appName} />
          </span>
          <p className="max-w-md text-sm leading-relaxed">{texts.about}</p>
        </div>
        <div>
          <h2 className="mb-3 font-bold text-white">{texts.company}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <a className={linkClass} href="https://blog.safqa.app">
                {texts.blog}
              </a>
            </li>
            <li>
              <Link className={linkClass} prefetch={false} href="/contact">
                {texts.addStore}
              </Link>
            </li>
            <li>
              <Link className={linkClass} prefetch={false} href="/privacy-policy">
                {texts.privacy}
              </Link>
            </li>
            <li>
              <Link className={linkClass} prefetch={false} href="/contact">
                {texts.contact}
              </Link>
            </li>
            {texts.chat !== null && (
              <li>
                <ChatButton className={`${linkClass} cursor-pointer`}>{texts.chat}</ChatButton>
              </li>
            )}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-bold text-white">{texts.downloads}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {DOWNLOAD_TARGETS.map((target) => (
              <li key={target}>
                <DownloadLink className={linkClass} location="footer" pick={target}>
                  {texts[target]}
                </DownloadLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        {texts.rights}
      </p>
    </footer>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { fullDateTime, useAdminLocale, useRelativeTime } from '../../audit/audit-bits';
import { HeaderCell } from '../../audit/page-parts';
import type { UserSession } from './types';

/** When a sign-in ended (revoked or past its end), or null while it is live. */
function sessionEnd(session: UserSession, now: Date): string | null {
  if (session.revokedAt) return session.revokedAt;
  if (new Date(session.expiresAt) <= now) return session.expiresAt;
  return null;
}

/** An account's sign-ins: device, address, start, last use and end. */
export function UserSessions({ sessions }: { sessions: UserSession[] }) {
  const t = useTranslations('admin.users.detail');
  const locale = useAdminLocale();
  const when = useRelativeTime();
  const now = new Date();
  if (sessions.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('noSessions')}</p>;
  }
  const date = (iso: string | null | undefined) =>
    iso ? (
      <time dateTime={iso} title={fullDateTime(iso, locale)}>
        {when(iso, now)}
      </time>
    ) : (
      '—'
    );
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{t('sessions')}</caption>
        <thead className="bg-muted/50 text-muted-foreground text-xs">
          <tr>
            <HeaderCell>{t('device')}</HeaderCell>
            <HeaderCell>{t('ip')}</HeaderCell>
            <HeaderCell>{t('started')}</HeaderCell>
            <HeaderCell>{t('lastUsed')}</HeaderCell>
            <HeaderCell>{t('ended')}</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => {
            const end = sessionEnd(s, now);
            return (
              <tr key={s.id} className="border-t">
                <td className="max-w-48 truncate p-2" title={s.userAgent ?? undefined}>
                  {s.userAgent || t('unknownDevice')}
                </td>
                <td className="p-2 font-mono text-xs">
                  <bdi>{s.ip ?? '—'}</bdi>
                </td>
                <td className="p-2 whitespace-nowrap">{date(s.createdAt)}</td>
                <td className="p-2 whitespace-nowrap">{date(s.lastUsedAt)}</td>
                <td className="p-2 whitespace-nowrap">
                  {end ? date(end) : <Badge variant="outline">{t('live')}</Badge>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

'use client';

import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/analytics';
import { sessionApi, toClientError } from '@/lib/api/session-client';
import { useErrorToast } from './use-error-toast';
import { useLogout } from './use-logout';

/** The success toast stays this long; the user is logged out when it goes (spec §6). */
export const DELETE_LOGOUT_DELAY_MS = 5000;

/** Settings → advanced: schedule the account's deletion after a confirmation dialog. */
export function DeleteAccount() {
  const t = useTranslations('deleteAccount');
  const logout = useLogout();
  const errorToast = useErrorToast();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await sessionApi.delete<{ deletionScheduledAt: string }>('account');
      track({ name: 'delete_account', action: 'success' });
      setOpen(false);
      toast.success(t('success'), { duration: DELETE_LOGOUT_DELAY_MS });
      // Not cleared on unmount: the session must end even if the user moves on meanwhile.
      window.setTimeout(() => void logout(), DELETE_LOGOUT_DELAY_MS);
    } catch (caught) {
      const error = await toClientError(caught);
      track({ name: 'delete_account', action: 'error', params: { code: error.title } });
      errorToast(error);
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="delete-account-title" className="flex flex-col gap-4">
      <h2 id="delete-account-title" className="text-base font-bold text-slate-900">
        {t('title')}
      </h2>
      <p className="flex items-start gap-2 text-sm text-red-800">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{t('warning')}</span>
      </p>
      <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
        <AlertDialog.Trigger asChild>
          <Button
            type="button"
            variant="destructive"
            className="w-full sm:w-fit"
            disabled={pending}
          >
            {t('button')}
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
          <AlertDialog.Content className="fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
            <AlertDialog.Title className="text-lg font-bold text-slate-900">
              {t('confirmTitle')}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-slate-700">
              {t('confirmBody')}
            </AlertDialog.Description>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button type="button" variant="outline" disabled={pending}>
                  {t('cancel')}
                </Button>
              </AlertDialog.Cancel>
              <Button type="button" variant="destructive" onClick={confirm} disabled={pending}>
                {t('confirm')}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}

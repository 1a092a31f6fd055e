'use client';

import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/analytics';
import { sessionApi, toClientError } from '@/lib/api/session-client';
import { ConfirmDialog } from './confirm-dialog';
import { useErrorToast } from './use-error-toast';
import { useLogout } from './use-logout';

/** The success toast stays this long; the user is logged out when it goes. */
const DELETE_LOGOUT_DELAY_MS = 5000;

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
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        pending={pending}
        trigger={
          <Button
            type="button"
            variant="destructive"
            className="w-full sm:w-fit"
            disabled={pending}
          >
            {t('button')}
          </Button>
        }
        title={t('confirmTitle')}
        body={t('confirmBody')}
        cancel={t('cancel')}
        confirm={t('confirm')}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}

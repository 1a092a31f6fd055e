'use client';

import { useTranslations } from 'next-intl';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { TrackingCreateInput } from '@/lib/validation/tracking';
import { AlertRuleForm } from './alert-rule-form';

/** The "track this price" dialog with the alert-rule form. */
export function TrackDialog({
  open,
  productId,
  currency,
  onClose,
  onSubmit,
}: {
  open: boolean;
  productId: string;
  currency: string;
  onClose: () => void;
  onSubmit: (payload: TrackingCreateInput) => Promise<void>;
}) {
  const t = useTranslations('tracking');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('trackTitle')}</DialogTitle>
        </DialogHeader>
        <AlertRuleForm
          productId={productId}
          currency={currency}
          submitLabel={t('trackStart')}
          onSubmit={onSubmit}
        />
      </DialogContent>
    </Dialog>
  );
}

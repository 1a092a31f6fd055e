'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * "Delete for good" asks for the record's name, typed (react-admin / GitHub style): nothing can
 * undo it, and its activity entries are all that remains.
 */
export function HardDeleteDialog({
  name,
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  /** What must be typed; null closes the dialog. */
  name: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
}) {
  const t = useTranslations('admin.resource');
  const tc = useTranslations('admin.common');
  const id = useId();
  const [typed, setTyped] = useState('');
  const matches = name !== null && typed.trim() === name.trim();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped('');
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={tc('close')}>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) onConfirm();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('hardDeleteTitle')}</DialogTitle>
            <DialogDescription>{t('hardDeleteText', { name: name ?? '' })}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={id}>{t('hardDeleteType', { name: name ?? '' })}</Label>
            <Input
              id={id}
              value={typed}
              autoComplete="off"
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {tc('cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || pending}>
              {t('hardDelete')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

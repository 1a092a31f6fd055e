'use client';

import { History, MoreHorizontal, Pencil, RotateCcw, Trash2, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** What a row's menu offers; an absent handler leaves its item out. */
export interface RowActionHandlers {
  onEdit?: () => void;
  onHistory?: () => void;
  onDelete?: () => void;
  onRestore?: () => void;
  onHardDelete?: () => void;
}

/** The "⋯" menu at the end of a row: edit, history, delete — or restore and delete for good. */
export function RowActions({ name, ...handlers }: RowActionHandlers & { name: string }) {
  const t = useTranslations('admin.resource');
  const { onEdit, onHistory, onDelete, onRestore, onHardDelete } = handlers;
  const destructive = onDelete ?? onHardDelete;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8">
          <MoreHorizontal aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('rowActions', { name })}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {onEdit ? (
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden="true" />
            {t('edit')}
          </DropdownMenuItem>
        ) : null}
        {onHistory ? (
          <DropdownMenuItem onSelect={onHistory}>
            <History aria-hidden="true" />
            {t('history')}
          </DropdownMenuItem>
        ) : null}
        {onRestore ? (
          <DropdownMenuItem onSelect={onRestore}>
            <RotateCcw aria-hidden="true" />
            {t('restore')}
          </DropdownMenuItem>
        ) : null}
        {destructive && (onEdit || onHistory || onRestore) ? <DropdownMenuSeparator /> : null}
        {onDelete ? (
          <DropdownMenuItem variant="destructive" onSelect={onDelete}>
            <Trash2 aria-hidden="true" />
            {t('delete')}
          </DropdownMenuItem>
        ) : null}
        {onHardDelete ? (
          <DropdownMenuItem variant="destructive" onSelect={onHardDelete}>
            <X aria-hidden="true" />
            {t('hardDelete')}
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

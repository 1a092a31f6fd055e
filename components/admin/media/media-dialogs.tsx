'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
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
import { useErrorText } from '@/components/forms/use-error-text';
import { mediaNameSchema, mediaUploadDirSchema, type MediaFileDto } from '@/lib/validation/media';
import { useWriteErrorText } from '../resource/use-resource-writes';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { deleteMedia, renameMedia, useRefreshMedia } from './media-api';

/** A small dialog with one form: title, text, fields, cancel and the action button. */
function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  action,
  pending,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  action: string;
  pending?: boolean;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  const tc = useTranslations('admin.common');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('close')}>
        <form className="grid gap-4" onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {tc('cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {action}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** One text field of a dialog with its error under it. */
function NameField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        dir="ltr"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p
        id={`${id}-note`}
        className={error ? 'text-destructive text-xs' : 'text-muted-foreground text-xs'}
      >
        {error ?? hint}
      </p>
    </div>
  );
}

/** A dialog's name input: its value, its error (cleared on typing) and the field's props. */
function useNameInput(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const onChange = (next: string) => {
    setValue(next);
    setError(null);
  };
  const reset = () => onChange('');
  return { value, error, setError, reset, field: { value, onChange, error } };
}

const baseName = (name: string) => name.replace(/\.[a-z0-9]+$/i, '');

/** Rename a file: the new name is made safe by the API and keeps the extension. */
export function RenameDialog({
  file,
  onOpenChange,
  onRenamed,
}: {
  file: MediaFileDto | null;
  onOpenChange: (open: boolean) => void;
  onRenamed?: (file: MediaFileDto) => void;
}) {
  const t = useTranslations('admin.media');
  const errorText = useErrorText();
  const writeError = useWriteErrorText();
  const refresh = useRefreshMedia();
  const name = useNameInput(file ? baseName(file.name) : '');
  const save = useMutation({
    mutationFn: () => renameMedia(file!.path, name.value),
    onSuccess: async (renamed) => {
      toast.success(t('renamed', { name: renamed.name }));
      onOpenChange(false);
      onRenamed?.(renamed);
      await refresh();
    },
    onError: (e) => name.setError(writeError(e)),
  });
  return (
    <FormDialog
      open={file !== null}
      onOpenChange={onOpenChange}
      title={t('renameTitle')}
      description={t('renameText', { name: file?.name ?? '' })}
      action={t('rename')}
      pending={save.isPending}
      onSubmit={() => {
        const check = mediaNameSchema.safeParse(name.value);
        if (!check.success) name.setError(errorText(check.error.issues[0]?.message));
        else save.mutate();
      }}
    >
      <NameField label={t('newName')} hint={t('nameHint')} {...name.field} />
    </FormDialog>
  );
}

/** Delete a file after a confirmation that names it and says what stops working. */
export function DeleteDialog({
  file,
  onOpenChange,
}: {
  file: MediaFileDto | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('admin.media');
  const writeError = useWriteErrorText();
  const refresh = useRefreshMedia();
  const remove = useMutation({
    mutationFn: () => deleteMedia(file!.path),
    onSuccess: async (removed) => {
      toast.success(t('deleted', { name: removed.name }));
      onOpenChange(false);
      await refresh();
    },
    onError: (e) => toast.error(writeError(e)),
  });
  return (
    <ConfirmDialog
      open={file !== null}
      onOpenChange={onOpenChange}
      title={t('deleteTitle')}
      description={t('deleteText', { name: file?.name ?? '' })}
      confirmLabel={t('delete')}
      destructive
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}

/**
 * A new folder: its safe name inside the current one. Folders exist through their files, so the
 * new one opens empty and is kept once something is uploaded into it.
 */
export function NewFolderDialog({
  open,
  parent,
  onOpenChange,
  onCreate,
}: {
  open: boolean;
  parent: string;
  onOpenChange: (open: boolean) => void;
  onCreate: (dir: string) => void;
}) {
  const t = useTranslations('admin.media');
  const errorText = useErrorText();
  const name = useNameInput();
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          name.reset();
        }
        onOpenChange(next);
      }}
      title={t('newFolderTitle')}
      description={t('newFolderText')}
      action={t('newFolderCreate')}
      onSubmit={() => {
        const typed = name.value;
        const check = mediaUploadDirSchema.safeParse(parent ? `${parent}/${typed}` : typed);
        if (!typed.trim() || !check.success) {
          name.setError(
            errorText(check.error?.issues[0]?.message ?? 'validation.media.dir_invalid'),
          );
          return;
        }
        name.reset();
        onCreate(check.data);
      }}
    >
      <NameField label={t('folderName')} hint={t('nameHint')} {...name.field} />
    </FormDialog>
  );
}

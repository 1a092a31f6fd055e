'use client';

import { CheckCircle2, CircleAlert, Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES, MEDIA_TYPES } from '@/lib/validation/media';
import { cn } from '@/lib/utils';
import { useWriteErrorText } from '../resource/use-resource-writes';
import type { UploadItem } from './use-uploads';

const ACCEPT = [...new Set(Object.values(MEDIA_TYPES))].join(',');

/**
 * Where files are dropped or chosen (the button is the keyboard and screen-reader way in), with
 * the "resize" choice and one progress bar per file. The folder the files go to is named.
 */
export function UploadZone({
  folderLabel,
  items,
  onFiles,
  onClear,
}: {
  folderLabel: string;
  items: UploadItem[];
  onFiles: (files: File[], resize: boolean) => void;
  onClear: () => void;
}) {
  const t = useTranslations('admin.media.upload');
  const inputId = useId();
  const resizeId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [resize, setResize] = useState(true);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length) onFiles(files, resize);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const finished = items.some((i) => i.status === 'done' || i.status === 'failed');

  return (
    <section aria-label={t('title')} className="grid gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className={cn(
          'border-muted-foreground/30 grid justify-items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm transition-colors',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        <Upload aria-hidden="true" className="text-muted-foreground size-6" />
        <p>{t('drop', { folder: folderLabel })}</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        <Button type="button" size="sm" onClick={() => input.current?.click()}>
          {t('choose')}
        </Button>
        <p className="text-muted-foreground text-xs">
          {t('limits', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 })}
        </p>
        <label htmlFor={resizeId} className="flex items-center gap-2 text-xs">
          <input
            id={resizeId}
            type="checkbox"
            checked={resize}
            onChange={(event) => setResize(event.target.checked)}
            className="accent-primary size-4"
          />
          {t('resize', { px: MAX_IMAGE_SIDE })}
        </label>
      </div>
      {items.length ? (
        <div className="grid gap-2">
          <ul className="grid gap-2" aria-live="polite">
            {items.map((item) => (
              <UploadRow key={item.id} item={item} />
            ))}
          </ul>
          {finished ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="justify-self-end"
              onClick={onClear}
            >
              {t('clear')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function UploadRow({ item }: { item: UploadItem }) {
  const t = useTranslations('admin.media.upload');
  const errorText = useWriteErrorText();
  const percent = Math.round(item.progress * 100);
  return (
    <li className="grid gap-1 text-sm">
      <div className="flex min-w-0 items-center gap-2">
        {item.status === 'done' ? (
          <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
        ) : item.status === 'failed' ? (
          <CircleAlert aria-hidden="true" className="text-destructive size-4 shrink-0" />
        ) : null}
        <span className="min-w-0 flex-1 truncate" dir="auto">
          {item.name}
        </span>
        <span className="text-muted-foreground shrink-0 text-xs">
          {item.status === 'failed'
            ? t('failed')
            : item.status === 'done'
              ? t('done', { name: item.file?.name ?? item.name })
              : item.status === 'waiting'
                ? t('waiting')
                : t('percent', { percent })}
        </span>
      </div>
      {item.status === 'failed' ? (
        <p className="text-destructive text-xs" role="alert">
          {errorText(item.error)}
        </p>
      ) : (
        <div
          role="progressbar"
          aria-label={t('progress', { name: item.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="bg-muted h-2 overflow-hidden rounded-full"
        >
          <div
            className={cn(
              'h-full rounded-full transition-[width]',
              item.status === 'done' ? 'bg-emerald-600' : 'bg-primary',
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </li>
  );
}

'use client';

import {
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '@/lib/utils';
import { TextField } from '../resource/form-parts';
import { MediaPicker } from './media-picker';

/**
 * An image field of a record form (a shop's logo, an ad's image, a campaign's banner): the URL
 * or site path as text, "Choose from media" beside it, and a preview of what it points at.
 */
export function ImageField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  previewAlt,
  startDir,
  shape = 'square',
}: {
  form: UseFormReturn<V, unknown, unknown>;
  name: Path<V>;
  label: string;
  hint?: string;
  previewAlt: string;
  /** The media folder the picker opens in. */
  startDir?: string;
  /** `square` for logos, `banner` for wide images. */
  shape?: 'square' | 'banner';
}) {
  const value = String(useWatch({ control: form.control, name }) ?? '').trim();
  return (
    <div className="grid gap-2">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <TextField form={form} name={name} label={label} hint={hint} dir="ltr" />
        <MediaPicker
          startDir={startDir}
          onPick={(url) =>
            form.setValue(name, url as PathValue<V, Path<V>>, {
              shouldDirty: true,
              shouldValidate: true,
            })
          }
        />
      </div>
      {value ? (
        // Any configured URL or media path: a plain img, no optimizer.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={value}
          alt={previewAlt}
          width={shape === 'banner' ? 320 : 48}
          height={shape === 'banner' ? 80 : 48}
          className={cn(
            'bg-muted rounded border',
            shape === 'banner'
              ? 'aspect-[4/1] w-full max-w-80 object-cover'
              : 'size-12 object-contain',
          )}
        />
      ) : null}
    </div>
  );
}

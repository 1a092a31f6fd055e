'use client';

import { useTranslations } from 'next-intl';
import { useForm, type FieldError } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import {
  SHORT_LINK_PLATFORMS,
  shortLinkCreateSchema,
  shortLinkUpdateSchema,
  type ShortLinkPlatform,
  type ShortLinkResource,
} from '@/lib/short-links/validation';
import {
  fromLocalInput,
  payloadResolver,
  RecordFormFrame,
  TextField,
  toLocalInput,
  useSaveRecord,
} from '../../resource/form-parts';
import type { RecordFormProps } from '../../resource/types';

interface ShortLinkValues {
  slug: string;
  targetUrl: string;
  targets: Record<ShortLinkPlatform, string>;
  title: string;
  /** Comma-separated. */
  tags: string;
  expiresAt: string;
}

const FIELDS = [
  'slug',
  'targetUrl',
  'targets.android',
  'targets.ios',
  'targets.chrome',
  'targets.firefox',
  'title',
  'tags',
  'expiresAt',
] as const;

/** The form's values as the API's payload: empty platform targets left out, tags split. */
export function shortLinkPayload(v: ShortLinkValues, creating: boolean) {
  const slug = v.slug.trim();
  return {
    ...(slug || !creating ? { slug } : {}),
    targetUrl: v.targetUrl,
    targets: Object.fromEntries(
      SHORT_LINK_PLATFORMS.map((p) => [p, v.targets[p].trim()]).filter(([, url]) => url),
    ),
    title: v.title,
    tags: v.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    expiresAt: fromLocalInput(v.expiresAt),
  };
}

/** The first message of the tags (the schema checks each tag: `tags.3`). */
function tagsError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error) return error as FieldError;
  return Object.values(error).find((e): e is FieldError => Boolean(e && 'message' in e));
}

/**
 * A short link: its slug (empty: 7 random characters), where it goes (the main target and,
 * for download links, one per platform chosen by the visitor's browser), title, tags and end.
 */
export function ShortLinkForm({ row, onSaved, onCancel }: RecordFormProps<ShortLinkResource>) {
  const t = useTranslations('admin.shortner.form');
  const creating = row === null;
  const form = useForm<ShortLinkValues, unknown, unknown>({
    resolver: payloadResolver(creating ? shortLinkCreateSchema : shortLinkUpdateSchema, (v) =>
      shortLinkPayload(v, creating),
    ),
    defaultValues: {
      slug: row?.slug ?? '',
      targetUrl: row?.targetUrl ?? '',
      targets: {
        android: row?.targets.android ?? '',
        ios: row?.targets.ios ?? '',
        chrome: row?.targets.chrome ?? '',
        firefox: row?.targets.firefox ?? '',
      },
      title: row?.title ?? '',
      tags: row?.tags.join(', ') ?? '',
      expiresAt: toLocalInput(row?.expiresAt ?? null),
    },
  });
  const save = useSaveRecord('shortner', row, form, FIELDS, onSaved);
  const { errors } = form.formState;

  return (
    <RecordFormFrame
      label={t('label')}
      onSubmit={form.handleSubmit((payload) => save.mutate(payload))}
      onCancel={onCancel}
      pending={save.isPending}
      rootError={errors.root?.server}
    >
      <TextField
        form={form}
        name="slug"
        label={t('slug')}
        hint={creating ? t('slugHint') : t('slugChangeHint')}
        dir="ltr"
        autoCapitalize="none"
        spellCheck={false}
        className="font-mono"
      />
      <TextField
        form={form}
        name="targetUrl"
        label={t('targetUrl')}
        hint={t('targetUrlHint')}
        type="url"
        dir="ltr"
      />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold">{t('targets')}</legend>
        <p className="text-muted-foreground text-xs sm:col-span-2">{t('targetsHint')}</p>
        {SHORT_LINK_PLATFORMS.map((p) => (
          <TextField
            key={p}
            form={form}
            name={`targets.${p}`}
            label={t(`platform.${p}`)}
            type="url"
            dir="ltr"
          />
        ))}
      </fieldset>
      <TextField form={form} name="title" label={t('title')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('tags')} hint={t('tagsHint')} error={tagsError(errors.tags)}>
          {(control) => <Input {...control} {...form.register('tags')} className="h-9 text-sm" />}
        </FormField>
        <TextField
          form={form}
          name="expiresAt"
          label={t('expiresAt')}
          hint={t('expiresHint')}
          type="datetime-local"
        />
      </div>
    </RecordFormFrame>
  );
}

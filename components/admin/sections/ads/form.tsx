'use client';

import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { Textarea } from '@/components/ui/textarea';
import {
  AD_PLACEMENTS,
  AD_PLATFORMS,
  AD_STATUSES,
  adCreateSchema,
  adUpdateSchema,
  type AdResource,
} from '@/lib/validation/ads';
import {
  BilingualField,
  CountriesField,
  fromLocalInput,
  orNull,
  payloadResolver,
  PriorityField,
  RecordFormFrame,
  SelectField,
  TextField,
  toLocalInput,
  toNumber,
  useSaveRecord,
} from '../../resource/form-parts';
import { ImageField } from '../../media/image-field';
import type { RecordFormProps } from '../../resource/types';
import { AdPreview } from './preview';

interface AdValues {
  title: { en: string; ar: string };
  text: { en: string; ar: string };
  image: string;
  targetUrl: string;
  platform: string;
  placement: string;
  countries: string[];
  startsAt: string;
  endsAt: string;
  priority: string;
  status: string;
}

const FIELDS = [
  'title.en',
  'title.ar',
  'text.en',
  'text.ar',
  'image',
  'targetUrl',
  'platform',
  'placement',
  'countries',
  'startsAt',
  'endsAt',
  'priority',
  'status',
] as const;

const toPayload = (v: AdValues) => ({
  title: v.title,
  text: v.text,
  image: orNull(v.image),
  targetUrl: v.targetUrl,
  platform: v.platform,
  placement: v.placement,
  countries: v.countries,
  startsAt: fromLocalInput(v.startsAt),
  endsAt: fromLocalInput(v.endsAt),
  priority: toNumber(v.priority),
  status: v.status,
});

/**
 * An ad: both languages' title and text, image (a URL until the media picker is wired), where
 * a click goes, where it shows (platform, placement, countries), when (start and end in the
 * admin's own time zone; empty: open), priority and status — with a live preview of every
 * placement in both languages.
 */
export function AdForm({ row, onSaved, onCancel }: RecordFormProps<AdResource>) {
  const t = useTranslations('admin.ads.form');
  const ta = useTranslations('admin.ads');
  const form = useForm<AdValues, unknown, unknown>({
    resolver: payloadResolver(row ? adUpdateSchema : adCreateSchema, toPayload),
    defaultValues: {
      title: row?.title ?? { en: '', ar: '' },
      text: row?.text ?? { en: '', ar: '' },
      image: row?.image ?? '',
      targetUrl: row?.targetUrl ?? '',
      platform: row?.platform ?? 'ALL',
      placement: row?.placement ?? 'EXTENSION_BANNER',
      countries: row?.countries ?? [],
      startsAt: toLocalInput(row?.startsAt ?? null),
      endsAt: toLocalInput(row?.endsAt ?? null),
      priority: String(row?.priority ?? 0),
      status: row?.status ?? 'ACTIVE',
    },
  });
  const save = useSaveRecord('ads', row, form, FIELDS, onSaved);
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as AdValues;

  return (
    <RecordFormFrame
      label={t('label')}
      onSubmit={form.handleSubmit((payload) => save.mutate(payload))}
      onCancel={onCancel}
      pending={save.isPending}
      rootError={errors.root?.server}
    >
      <BilingualField form={form} name="title" label={t('title')} />
      <BilingualField
        form={form}
        name="text"
        label={t('text')}
        render={(props) => <Textarea {...props} rows={2} />}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <ImageField
          form={form}
          name="image"
          label={t('image')}
          hint={t('imageHint')}
          previewAlt={t('imagePreview')}
          startDir="ads"
          shape="banner"
        />
        <TextField
          form={form}
          name="targetUrl"
          label={t('targetUrl')}
          hint={t('targetUrlHint')}
          type="url"
          dir="ltr"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField form={form} name="placement" label={t('placement')}>
          {AD_PLACEMENTS.map((p) => (
            <option key={p} value={p}>
              {ta(`placement.${p}`)}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="platform" label={t('platform')} hint={t('platformHint')}>
          {AD_PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {ta(`platform.${p}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          form={form}
          name="startsAt"
          label={t('startsAt')}
          hint={t('startsHint')}
          type="datetime-local"
        />
        <TextField
          form={form}
          name="endsAt"
          label={t('endsAt')}
          hint={t('endsHint')}
          type="datetime-local"
        />
        <SelectField form={form} name="status" label={t('status')} hint={t('statusHint')}>
          {AD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ta(`status.${s}`)}
            </option>
          ))}
        </SelectField>
        <PriorityField form={form} label={t('priority')} />
      </div>
      <CountriesField form={form} />
      <AdPreview values={values} />
    </RecordFormFrame>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { isHttpUrl } from '@/lib/validation/catalog-fields';
import {
  applyTrackingTemplate,
  providerCreateSchema,
  providerUpdateSchema,
  type ProviderResource,
} from '@/lib/validation/provider';
import {
  orNull,
  payloadResolver,
  RecordFormFrame,
  TextField,
  useSaveRecord,
} from '../../resource/form-parts';
import type { RecordFormProps } from '../../resource/types';

interface ProviderValues {
  name: string;
  website: string;
  trackingTemplate: string;
  /** Not sent: the store address the preview wraps. */
  sample: string;
}

const FIELDS = ['name', 'website', 'trackingTemplate'] as const;
/** A store page the preview wraps until the admin types another. */
const SAMPLE_STORE_URL = 'https://www.noon.com/egypt-en/';

const toPayload = (v: ProviderValues) => ({
  name: v.name,
  website: orNull(v.website),
  trackingTemplate: orNull(v.trackingTemplate),
});

/** The link a shopper would follow: the template applied to the sample, or null if unusable. */
function previewLink(template: string, sample: string): string | null {
  const t = template.trim();
  if (!t.includes('{url}') || !isHttpUrl(sample.trim())) return null;
  const link = applyTrackingTemplate(t, sample.trim());
  return isHttpUrl(link) ? link : null;
}

/** An affiliate network: name, website and the tracking template, with a live sample link. */
export function ProviderForm({ row, onSaved, onCancel }: RecordFormProps<ProviderResource>) {
  const t = useTranslations('admin.provider.form');
  const form = useForm<ProviderValues, unknown, unknown>({
    resolver: payloadResolver(row ? providerUpdateSchema : providerCreateSchema, toPayload),
    defaultValues: {
      name: row?.name ?? '',
      website: row?.website ?? '',
      trackingTemplate: row?.trackingTemplate ?? '',
      sample: SAMPLE_STORE_URL,
    },
  });
  const save = useSaveRecord('provider', row, form, FIELDS, onSaved);
  const { errors } = form.formState;
  const [template, sample] = useWatch({
    control: form.control,
    name: ['trackingTemplate', 'sample'],
  });
  const link = template.trim() ? previewLink(template, sample) : null;

  return (
    <RecordFormFrame
      label={t('label')}
      onSubmit={form.handleSubmit((payload) => save.mutate(payload))}
      onCancel={onCancel}
      pending={save.isPending}
      rootError={errors.root?.server}
    >
      <TextField form={form} name="name" label={t('name')} />
      <TextField form={form} name="website" label={t('website')} type="url" dir="ltr" />
      <TextField
        form={form}
        name="trackingTemplate"
        label={t('trackingTemplate')}
        hint={t('trackingTemplateHint')}
        dir="ltr"
        placeholder="https://track.example/c?u={url}"
        className="font-mono text-sm"
      />
      <div className="bg-muted/50 grid gap-2 rounded-lg border p-3">
        <TextField form={form} name="sample" label={t('sample')} type="url" dir="ltr" />
        <p className="text-sm font-medium">{t('preview')}</p>
        <output className="text-xs break-all" dir="ltr">
          {!template.trim() ? (
            <span className="text-muted-foreground">{t('previewNone')}</span>
          ) : link ? (
            link
          ) : (
            <span className="text-destructive">{t('previewInvalid')}</span>
          )}
        </output>
      </div>
    </RecordFormFrame>
  );
}

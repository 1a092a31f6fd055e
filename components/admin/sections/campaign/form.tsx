'use client';

import { useTranslations } from 'next-intl';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Textarea } from '@/components/ui/textarea';
import { campaignPath, localizedPath } from '@/lib/site/urls';
import {
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_STATUSES,
  campaignCreateSchema,
  campaignUpdateSchema,
  type CampaignResource,
} from '@/lib/validation/campaign';
import {
  BilingualField,
  ChoiceList,
  CountriesField,
  fromLocalInput,
  orNull,
  payloadResolver,
  PriorityField,
  RecordFormFrame,
  SelectField,
  slugify,
  TextField,
  toLocalInput,
  toNumber,
  useSaveRecord,
} from '../../resource/form-parts';
import { ImageField } from '../../media/image-field';
import type { RecordFormProps } from '../../resource/types';
import { OrderedPicker } from '../catalog/ordered-picker';

interface CampaignValues {
  slug: string;
  name: { en: string; ar: string };
  description: { en: string; ar: string };
  banner: string;
  startsAt: string;
  endsAt: string;
  countries: string[];
  platforms: string[];
  status: string;
  priority: string;
  shopIds: string[];
  couponIds: string[];
}

const FIELDS = [
  'slug',
  'name.en',
  'name.ar',
  'description.en',
  'description.ar',
  'banner',
  'startsAt',
  'endsAt',
  'countries',
  'platforms',
  'status',
  'priority',
  'shopIds',
  'couponIds',
] as const;

const toPayload = (v: CampaignValues) => ({
  slug: v.slug.trim() || slugify(v.name.en),
  name: v.name,
  description: v.description,
  banner: orNull(v.banner),
  startsAt: fromLocalInput(v.startsAt),
  endsAt: fromLocalInput(v.endsAt),
  countries: v.countries,
  platforms: v.platforms,
  status: v.status,
  priority: toNumber(v.priority),
  shopIds: v.shopIds,
  couponIds: v.couponIds,
});

/** The form's values for a campaign, or for a new one (active, on every platform). */
function defaultsOf(row: CampaignResource | null): CampaignValues {
  return {
    slug: row?.slug ?? '',
    name: row?.name ?? { en: '', ar: '' },
    description: row?.description ?? { en: '', ar: '' },
    banner: row?.banner ?? '',
    startsAt: toLocalInput(row?.startsAt ?? null),
    endsAt: toLocalInput(row?.endsAt ?? null),
    countries: row?.countries ?? [],
    platforms: row?.platforms ?? ['ALL'],
    status: row?.status ?? 'ACTIVE',
    priority: String(row?.priority ?? 0),
    shopIds: row?.shopIds ?? [],
    couponIds: row?.couponIds ?? [],
  };
}

/**
 * A campaign: its address (slug, with the public page's path in both languages), both
 * languages' name and description, banner, dates (the admin's own time zone), where it shows
 * (countries, platforms), status and priority, and its stores and coupons in page order.
 */
export function CampaignForm({ row, onSaved, onCancel }: RecordFormProps<CampaignResource>) {
  const t = useTranslations('admin.campaign.form');
  const tc = useTranslations('admin.campaign');
  const tr = useTranslations('admin.resource');
  const form = useForm<CampaignValues, unknown, unknown>({
    resolver: payloadResolver(row ? campaignUpdateSchema : campaignCreateSchema, toPayload),
    defaultValues: defaultsOf(row),
  });
  const save = useSaveRecord('campaign', row, form, FIELDS, onSaved);
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as CampaignValues;
  const slug = toPayload(values).slug;

  return (
    <RecordFormFrame
      label={t('label')}
      onSubmit={form.handleSubmit((payload) => save.mutate(payload))}
      onCancel={onCancel}
      pending={save.isPending}
      rootError={errors.root?.server}
    >
      <BilingualField form={form} name="name" label={t('name')} />
      <TextField form={form} name="slug" label={t('slug')} hint={t('slugHint')} dir="ltr" />
      <div className="bg-muted/50 grid gap-1 rounded-lg border p-3 text-xs" aria-live="polite">
        <p className="font-medium">{t('slugPreview')}</p>
        {(['ar', 'en'] as const).map((lang) => (
          <output key={lang} dir="ltr" className="block break-all">
            {slug ? localizedPath(lang, campaignPath(slug)) : '…'}
          </output>
        ))}
      </div>
      <BilingualField
        form={form}
        name="description"
        label={t('description')}
        render={(props) => <Textarea {...props} rows={3} />}
      />
      <ImageField
        form={form}
        name="banner"
        label={t('banner')}
        hint={t('bannerHint')}
        previewAlt={t('bannerPreview')}
        startDir="campaigns"
        shape="banner"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField form={form} name="startsAt" label={t('startsAt')} type="datetime-local" />
        <TextField
          form={form}
          name="endsAt"
          label={t('endsAt')}
          hint={t('endsHint')}
          type="datetime-local"
        />
        <SelectField form={form} name="status" label={t('status')} hint={t('statusHint')}>
          {CAMPAIGN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {tc(`status.${s}`)}
            </option>
          ))}
        </SelectField>
        <PriorityField form={form} label={t('priority')} />
      </div>
      <Controller
        control={form.control}
        name="platforms"
        render={({ field, fieldState }) => (
          <ChoiceList
            legend={t('platforms')}
            hint={t('platformsHint')}
            options={CAMPAIGN_PLATFORMS.map((p) => ({ value: p, label: tc(`platform.${p}`) }))}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error ? t('platformsInvalid') : undefined}
          />
        )}
      />
      <CountriesField form={form} />
      <Controller
        control={form.control}
        name="shopIds"
        render={({ field, fieldState }) => (
          <OrderedPicker
            section="shop"
            legend={t('shops')}
            hint={t('shopsHint')}
            addLabel={t('addShop')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error ? tr('choiceInvalid') : undefined}
          />
        )}
      />
      <Controller
        control={form.control}
        name="couponIds"
        render={({ field, fieldState }) => (
          <OrderedPicker
            section="coupon"
            legend={t('coupons')}
            hint={t('couponsHint')}
            addLabel={t('addCoupon')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error ? tr('choiceInvalid') : undefined}
          />
        )}
      />
    </RecordFormFrame>
  );
}

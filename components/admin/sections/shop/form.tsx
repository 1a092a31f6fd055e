'use client';

import { useTranslations } from 'next-intl';
import { Controller, useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { useErrorText as useFieldErrorText } from '@/components/forms/use-error-text';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { SHOP_HOSTS_MAX } from '@/lib/shops/hosts';
import { localizedPath, shopPath } from '@/lib/site/urls';
import {
  SHOP_STATUSES,
  shopCreateSchema,
  shopUpdateSchema,
  type ShopResource,
} from '@/lib/validation/shop';
import { useAdminLocale, useErrorText } from '../../audit/audit-bits';
import { ImageField } from '../../media/image-field';
import {
  BilingualField,
  ChoiceList,
  CountriesField,
  orNull,
  payloadResolver,
  PriorityField,
  RecordFormFrame,
  SelectField,
  slugify,
  slugifyArabic,
  TextField,
  toNumber,
  useSaveRecord,
} from '../../resource/form-parts';
import type { RecordFormProps } from '../../resource/types';
import { patternLines, patternListError } from '../cartarm/form';
import { useCategories, useProviders } from '../catalog/lookups';

interface ShopValues {
  name: { en: string; ar: string };
  slug: { en: string; ar: string };
  description: { en: string; ar: string };
  logo: string;
  websiteUrl: string;
  /** One host entry a line. */
  hosts: string;
  affiliateUrl: string;
  providerId: string;
  categoryIds: string[];
  countries: string[];
  status: string;
  priority: string;
}

const FIELDS = [
  'name.en',
  'name.ar',
  'slug.en',
  'slug.ar',
  'description.en',
  'description.ar',
  'logo',
  'websiteUrl',
  'hosts',
  // The API puts an entry's error on `hosts.<index>`: each index is a form field.
  ...Array.from({ length: SHOP_HOSTS_MAX }, (_, i) => `hosts.${i}` as const),
  'affiliateUrl',
  'providerId',
  'categoryIds',
  'countries',
  'status',
  'priority',
] as unknown as readonly Path<ShopValues>[];

const toPayload = (v: ShopValues) => ({
  name: v.name,
  slug: {
    en: v.slug.en.trim() || slugify(v.name.en),
    ar: v.slug.ar.trim() || slugifyArabic(v.name.ar) || slugify(v.name.en),
  },
  description: v.description,
  logo: orNull(v.logo),
  websiteUrl: v.websiteUrl,
  hosts: patternLines(v.hosts).map((l) => l.pattern),
  affiliateUrl: orNull(v.affiliateUrl),
  providerId: orNull(v.providerId),
  categoryIds: v.categoryIds,
  countries: v.countries,
  status: v.status,
  priority: toNumber(v.priority),
});

/** The form's values for a shop, or for a new one (active, priority 0). */
function defaultsOf(row: ShopResource | null): ShopValues {
  return {
    name: row?.name ?? { en: '', ar: '' },
    slug: row?.slug ?? { en: '', ar: '' },
    description: row?.description ?? { en: '', ar: '' },
    logo: row?.logo ?? '',
    websiteUrl: row?.websiteUrl ?? '',
    hosts: row?.hosts.join('\n') ?? '',
    affiliateUrl: row?.affiliateUrl ?? '',
    providerId: row?.providerId ?? '',
    categoryIds: row?.categoryIds ?? [],
    countries: row?.countries ?? [],
    status: row?.status ?? 'ACTIVE',
    priority: String(row?.priority ?? 0),
  };
}

/** The shop's host entries, one a line; the line of the first bad one in its error. */
function HostsField({ form }: { form: UseFormReturn<ShopValues, unknown, unknown> }) {
  const t = useTranslations('admin.shop.form');
  const errorText = useFieldErrorText();
  const found = patternListError(form.formState.errors.hosts, form.getValues('hosts'));
  const error = found
    ? found.line === null
      ? { message: found.key }
      : {
          message: 'admin.shop.form.hostLineError',
          params: { line: found.line, reason: errorText(found.key) },
        }
    : undefined;
  return (
    <FormField label={t('hosts')} hint={t('hostsHint')} error={error}>
      {(control) => (
        <Textarea
          {...control}
          {...form.register('hosts')}
          rows={3}
          dir="ltr"
          spellCheck={false}
          autoCapitalize="none"
          placeholder={t('hostsPlaceholder')}
          className="font-mono text-sm"
        />
      )}
    </FormField>
  );
}

/**
 * A shop: both languages' name, slug and description side by side, the public address the
 * slugs make, logo (a URL, or picked from the media library), links, the hosts its pages are
 * found by (GET /shop/lookup), provider, categories,
 * countries, status and priority.
 */
export function ShopForm({ row, onSaved, onCancel }: RecordFormProps<ShopResource>) {
  const t = useTranslations('admin.shop.form');
  const ts = useTranslations('admin.shop');
  const tr = useTranslations('admin.resource');
  const locale = useAdminLocale();
  const errorText = useErrorText();
  const categories = useCategories();
  const providers = useProviders();
  const form = useForm<ShopValues, unknown, unknown>({
    resolver: payloadResolver(row ? shopUpdateSchema : shopCreateSchema, toPayload),
    defaultValues: defaultsOf(row),
  });
  const save = useSaveRecord('shop', row, form, FIELDS, onSaved);
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as ShopValues;
  const slug = toPayload(values).slug;
  const previewId = row?.id ?? '…';

  return (
    <RecordFormFrame
      label={t('label')}
      onSubmit={form.handleSubmit((payload) => save.mutate(payload))}
      onCancel={onCancel}
      pending={save.isPending}
      rootError={errors.root?.server}
    >
      <BilingualField form={form} name="name" label={t('name')} />
      <BilingualField form={form} name="slug" label={t('slug')} hint={t('slugHint')} />
      <div className="bg-muted/50 grid gap-1 rounded-lg border p-3 text-xs" aria-live="polite">
        <p className="font-medium">{t('slugPreview')}</p>
        {(['ar', 'en'] as const).map((lang) => (
          <output key={lang} dir="ltr" className="block break-all">
            {localizedPath(lang, shopPath({ id: previewId, slug }, lang))}
          </output>
        ))}
        {!values.slug.en.trim() && values.name.en.trim() ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="mt-1 justify-self-start"
            onClick={() => {
              form.setValue('slug.en', slug.en, { shouldDirty: true });
              form.setValue('slug.ar', slug.ar, { shouldDirty: true });
            }}
          >
            {t('useSlug')}
          </Button>
        ) : null}
      </div>
      <BilingualField
        form={form}
        name="description"
        label={t('description')}
        render={(props) => <Textarea {...props} rows={3} />}
      />
      <ImageField
        form={form}
        name="logo"
        label={t('logo')}
        hint={t('logoHint')}
        previewAlt={t('logoPreview')}
        startDir="shops"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField form={form} name="websiteUrl" label={t('websiteUrl')} type="url" dir="ltr" />
        <TextField
          form={form}
          name="affiliateUrl"
          label={t('affiliateUrl')}
          hint={t('affiliateHint')}
          type="url"
          dir="ltr"
        />
      </div>
      <HostsField form={form} />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField form={form} name="providerId" label={t('provider')}>
          <option value="">{t('noProvider')}</option>
          {(providers.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="status" label={t('status')}>
          {SHOP_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ts(`status.${s}`)}
            </option>
          ))}
        </SelectField>
        <PriorityField form={form} label={t('priority')} />
      </div>
      <Controller
        control={form.control}
        name="categoryIds"
        render={({ field, fieldState }) => (
          <ChoiceList
            legend={t('categories')}
            hint={categories.isError ? errorText(categories.error) : t('categoriesHint')}
            options={(categories.data ?? [])
              .map((c) => ({ value: c.id, label: c.name[locale] }))
              .sort((a, b) => a.label.localeCompare(b.label, locale))}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error ? tr('choiceInvalid') : undefined}
          />
        )}
      />
      <CountriesField form={form} />
    </RecordFormFrame>
  );
}

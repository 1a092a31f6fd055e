'use client';

import { ExternalLink } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useErrorText } from '@/components/forms/use-error-text';
import {
  productCreateSchema,
  productUpdateSchema,
  type ProductItem,
} from '@/lib/validation/product';
import { useAdminLocale } from '../../audit/audit-bits';
import { ImageField } from '../../media/image-field';
import {
  BilingualField,
  orNull,
  payloadResolver,
  RecordFormFrame,
  TextField,
  useSaveRecord,
} from '../../resource/form-parts';
import type { RecordFormProps } from '../../resource/types';
import { ShopField } from '../catalog/shop-picker';

export interface ProductValues {
  shopId: string;
  url: string;
  currency: string;
  title: { en: string; ar: string };
  image: string;
  storeProductId: string;
}

const FIELDS = [
  'shopId',
  'url',
  'currency',
  'title.en',
  'title.ar',
  'title',
  'image',
  'storeProductId',
] as const;

/** A new product's payload: its shop, address and currency besides what an edit may change. */
function productPayload(v: ProductValues, creating: boolean) {
  const fields = {
    title: v.title,
    image: orNull(v.image),
    storeProductId: orNull(v.storeProductId),
  };
  return creating
    ? { ...fields, shopId: v.shopId, url: v.url, currency: v.currency.trim().toUpperCase() }
    : fields;
}

/**
 * A product: a new one names its shop, an address on the shop's site (stored without tracking
 * parameters) and its currency; then only the titles, the image and the store's own id change —
 * the address is its identity (two rows of one product are merged instead).
 */
export function ProductForm({ row, onSaved, onCancel }: RecordFormProps<ProductItem>) {
  const t = useTranslations('admin.product.form');
  const locale = useAdminLocale();
  const creating = row === null;
  const form = useForm<ProductValues, unknown, unknown>({
    resolver: payloadResolver(creating ? productCreateSchema : productUpdateSchema, (v) =>
      productPayload(v, creating),
    ),
    defaultValues: {
      shopId: row?.shopId ?? '',
      url: row?.url ?? '',
      currency: row?.currency ?? 'SAR',
      title: row?.title ?? { en: '', ar: '' },
      image: row?.image ?? '',
      storeProductId: row?.storeProductId ?? '',
    },
  });
  const save = useSaveRecord('product', row, form, FIELDS, onSaved);
  const { errors } = form.formState;
  const errorText = useErrorText();

  return (
    <RecordFormFrame
      label={t('label')}
      onSubmit={form.handleSubmit((payload) => save.mutate(payload))}
      onCancel={onCancel}
      pending={save.isPending}
      rootError={errors.root?.server}
    >
      {row ? (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-muted-foreground">{t('shop')}</dt>
          <dd>
            <bdi>{row.shop.name[locale] || row.shop.name.en}</bdi>
          </dd>
          <dt className="text-muted-foreground">{t('url')}</dt>
          <dd className="min-w-0">
            <a
              href={row.url}
              target="_blank"
              rel="noreferrer noopener"
              dir="ltr"
              className="inline-flex max-w-full items-center gap-1 underline"
            >
              <span className="truncate">{row.url}</span>
              <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
            </a>
          </dd>
          <dt className="text-muted-foreground">{t('currency')}</dt>
          <dd>{row.currency}</dd>
        </dl>
      ) : (
        <>
          <ShopField form={form} label={t('shop')} />
          <TextField
            form={form}
            name="url"
            label={t('url')}
            hint={t('urlHint')}
            type="url"
            dir="ltr"
          />
          <TextField
            form={form}
            name="currency"
            label={t('currency')}
            hint={t('currencyHint')}
            dir="ltr"
            maxLength={3}
            autoCapitalize="characters"
            className="w-28 uppercase"
          />
        </>
      )}
      <BilingualField form={form} name="title" label={t('title')} hint={t('titleHint')} />
      {/* Both titles empty: the error is the pair's, not one input's. */}
      {errors.title?.message ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {errorText(errors.title.message)}
        </p>
      ) : null}
      <ImageField
        form={form}
        name="image"
        label={t('image')}
        previewAlt={t('imagePreview')}
        startDir="products"
      />
      <TextField
        form={form}
        name="storeProductId"
        label={t('storeProductId')}
        hint={t('storeProductIdHint')}
        dir="ltr"
      />
    </RecordFormFrame>
  );
}

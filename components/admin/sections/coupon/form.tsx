'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Textarea } from '@/components/ui/textarea';
import {
  formDefaultsOf,
  formPathsOf,
  formPayloadOf,
  type FormValuesOf,
} from '@/lib/resources/form-values';
import {
  COUPON_STATUSES,
  couponCreateSchema,
  couponFields,
  couponUpdateSchema,
  type CouponResource,
} from '@/lib/validation/coupon';
import {
  BilingualField,
  MoneyField,
  CountriesField,
  payloadResolver,
  RecordFormFrame,
  SelectField,
  TextField,
  useSaveRecord,
} from '../../resource/form-parts';
import type { RecordFormProps } from '../../resource/types';
import { ShopField } from '../catalog/shop-picker';

const FIELDS = formPathsOf(couponFields);

/**
 * A coupon: its shop, code (empty for a deal without one), both languages' texts, status
 * (`ACTIVE` shows on the store page; `PAUSED` and `STOPPED` hide it), dates and countries.
 * Dates are typed in the admin's own time zone and stored as instants.
 */
export function CouponForm({ row, onSaved, onCancel }: RecordFormProps<CouponResource>) {
  const t = useTranslations('admin.coupon.form');
  const tco = useTranslations('admin.coupon');
  const form = useForm<FormValuesOf<typeof couponFields>, unknown, unknown>({
    resolver: payloadResolver(row ? couponUpdateSchema : couponCreateSchema, (values) =>
      formPayloadOf(couponFields, values),
    ),
    defaultValues: formDefaultsOf(couponFields, row),
  });
  const save = useSaveRecord('coupon', row, form, FIELDS, onSaved);
  const { errors } = form.formState;

  return (
    <RecordFormFrame
      label={t('label')}
      onSubmit={form.handleSubmit((payload) => save.mutate(payload))}
      onCancel={onCancel}
      pending={save.isPending}
      rootError={errors.root?.server}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <ShopField form={form} label={t('shop')} />
        <TextField
          form={form}
          name="code"
          label={t('code')}
          hint={t('codeHint')}
          dir="ltr"
          autoCapitalize="characters"
          className="font-mono text-sm"
        />
      </div>
      <BilingualField form={form} name="title" label={t('title')} />
      <BilingualField form={form} name="discount" label={t('discount')} hint={t('discountHint')} />
      <BilingualField
        form={form}
        name="description"
        label={t('description')}
        render={(props) => <Textarea {...props} rows={3} />}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField form={form} name="status" label={t('status')} hint={t('statusHint')}>
          {COUPON_STATUSES.map((s) => (
            <option key={s} value={s}>
              {tco(`status.${s}`)}
            </option>
          ))}
        </SelectField>
        <TextField form={form} name="verifiedAt" label={t('verifiedAt')} type="datetime-local" />
        <TextField form={form} name="startsAt" label={t('startsAt')} type="datetime-local" />
        <TextField
          form={form}
          name="expiresAt"
          label={t('expiresAt')}
          hint={t('expiresHint')}
          type="datetime-local"
        />
      </div>
      <MoneyField form={form} name="minOrder" label={t('minOrder')} />
      <CountriesField form={form} />
    </RecordFormFrame>
  );
}

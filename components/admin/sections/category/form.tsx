'use client';

import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import {
  categoryCreateSchema,
  categoryUpdateSchema,
  type CategoryResource,
} from '@/lib/validation/category';
import {
  BilingualField,
  orNull,
  payloadResolver,
  PriorityField,
  RecordFormFrame,
  slugify,
  TextField,
  toNumber,
  useSaveRecord,
} from '../../resource/form-parts';
import type { RecordFormProps } from '../../resource/types';

interface CategoryValues {
  name: { en: string; ar: string };
  slug: string;
  icon: string;
  priority: string;
}

const FIELDS = ['name.en', 'name.ar', 'slug', 'icon', 'priority'] as const;

const toPayload = (v: CategoryValues) => ({
  name: v.name,
  slug: v.slug.trim() || slugify(v.name.en),
  icon: orNull(v.icon),
  priority: toNumber(v.priority),
});

/** A category's names, slug, icon and priority (the shared zod schemas check them). */
export function CategoryForm({ row, onSaved, onCancel }: RecordFormProps<CategoryResource>) {
  const t = useTranslations('admin.category.form');
  const form = useForm<CategoryValues, unknown, unknown>({
    resolver: payloadResolver(row ? categoryUpdateSchema : categoryCreateSchema, toPayload),
    defaultValues: {
      name: row?.name ?? { en: '', ar: '' },
      slug: row?.slug ?? '',
      icon: row?.icon ?? '',
      priority: String(row?.priority ?? 0),
    },
  });
  const save = useSaveRecord('category', row, form, FIELDS, onSaved);
  const { errors } = form.formState;
  const [nameEn, slug] = useWatch({ control: form.control, name: ['name.en', 'slug'] });

  return (
    <RecordFormFrame
      label={t('label')}
      onSubmit={form.handleSubmit((payload) => save.mutate(payload))}
      onCancel={onCancel}
      pending={save.isPending}
      rootError={errors.root?.server}
    >
      <BilingualField form={form} name="name" label={t('name')} />
      <TextField
        form={form}
        name="slug"
        label={t('slug')}
        hint={t('slugHint', { slug: slug || slugify(nameEn) || '…' })}
        dir="ltr"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField form={form} name="icon" label={t('icon')} hint={t('iconHint')} dir="ltr" />
        <PriorityField form={form} label={t('priority')} />
      </div>
    </RecordFormFrame>
  );
}

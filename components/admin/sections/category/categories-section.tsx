'use client';

import { ResourceSection } from '../../resource/resource-section';
import { useCategoryColumns } from './columns';
import { CATEGORY_CONFIG } from './config';
import { CategoryForm } from './form';

/** `/admin/category`: the categories list, trash and form. */
export function CategoriesSection() {
  const columns = useCategoryColumns();
  return (
    <ResourceSection config={CATEGORY_CONFIG} columns={columns} filters={[]} Form={CategoryForm} />
  );
}

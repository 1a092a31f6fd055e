'use client';

import { ResourceSection } from '../../resource/resource-section';
import { useProviderColumns } from './columns';
import { PROVIDER_CONFIG } from './config';
import { ProviderForm } from './form';

/** `/admin/provider`: affiliate networks and their tracking templates. */
export function ProvidersSection() {
  const columns = useProviderColumns();
  return (
    <ResourceSection config={PROVIDER_CONFIG} columns={columns} filters={[]} Form={ProviderForm} />
  );
}

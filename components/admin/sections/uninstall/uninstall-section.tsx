'use client';

import { ResourceSection } from '../../resource/resource-section';
import { useUninstallColumns, useUninstallFilters } from './columns';
import { UNINSTALL_CONFIG } from './config';
import { UninstallForm } from './form';

/**
 * `/admin/uninstall`: what people wrote when they removed the extension — read, redact, trash,
 * restore and delete for good (people type personal data into the text).
 */
export function UninstallSection() {
  const columns = useUninstallColumns();
  const filters = useUninstallFilters();
  return (
    <ResourceSection
      config={UNINSTALL_CONFIG}
      columns={columns}
      filters={filters}
      Form={UninstallForm}
    />
  );
}

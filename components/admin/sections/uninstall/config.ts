import type { UninstallItem } from '@/lib/validation/uninstall';
import type { SectionConfig } from '../../resource/types';

/**
 * An answer has no name: toasts, the history and the typed "delete for good" confirmation use
 * the start of its id (short, the same in both languages).
 */
export const uninstallLabel = (row: { id: string }) => `#${row.id.slice(0, 8)}`;

export const UNINSTALL_CONFIG: SectionConfig<UninstallItem> = {
  section: 'uninstall',
  sorts: ['createdAt', 'updatedAt'],
  defaultSort: '-createdAt',
  filterKeys: ['reason'],
  toggle: false,
  importable: false,
  // People's own words: they leave only through the screen, one answer at a time.
  exportable: false,
  label: (row) => uninstallLabel(row),
};

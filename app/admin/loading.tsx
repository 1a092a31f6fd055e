import { getTranslations } from 'next-intl/server';
import { AdminSpinner } from '@/components/admin/shell/admin-spinner';

// Between admin pages (and while one renders on the server): a centred, labelled spinner.
export default async function AdminLoading() {
  const t = await getTranslations('admin.shell');
  return <AdminSpinner label={t('loading')} />;
}

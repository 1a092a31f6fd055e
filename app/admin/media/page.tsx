import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MediaLibrary } from '@/components/admin/media/media-library';
import { guardAdminPage } from '@/server/bff/admin-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.nav');
  return { title: t('media') };
}

// GET /admin/media — the media library: folders, images, uploads (every staff member may open
// it, like welcome and campaigns; writes need create_/update_/delete_media, which the API checks again)
export default async function AdminMediaPage() {
  await guardAdminPage(null);
  return <MediaLibrary />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/admin/shell/coming-soon';
import type { AdminNavKey } from '@/lib/admin/sections';
import type { AdminSection } from '@/lib/auth/permissions';
import { guardAdminPage } from '@/server/bff/admin-guard';

/**
 * The page and metadata of a section whose screens come in a later issue: guarded like the
 * real section will be (`section`, or null for every staff member), showing the empty state.
 */
export function comingSoonRoute(key: AdminNavKey, section: AdminSection | null) {
  async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('admin.nav');
    return { title: t(key) };
  }
  async function ComingSoonPage() {
    await guardAdminPage(section);
    return <ComingSoon section={key} />;
  }
  return { generateMetadata, ComingSoonPage };
}

import { notFound } from 'next/navigation';
import { guardAdminPage } from '@/server/bff/admin-guard';

// An admin path no route claims: for staff, the admin's own not-found page inside its frame.
export default async function AdminCatchAll() {
  await guardAdminPage(null);
  notFound();
}

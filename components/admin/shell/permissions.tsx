'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AdminSection } from '@/lib/auth/permissions';

type PermissionAction = 'view' | 'create' | 'update' | 'delete';

interface PermissionsValue {
  permissions: string[];
  /** Whether the staff member holds `<action>_<section>` (the API checks it again anyway). */
  can(action: PermissionAction, section: AdminSection): boolean;
}

const PermissionsContext = createContext<PermissionsValue | null>(null);

/** The signed-in staff member's permission strings, from the admin layout's server check. */
export function PermissionsProvider({
  permissions,
  children,
}: {
  permissions: string[];
  children: ReactNode;
}) {
  const value = useMemo<PermissionsValue>(() => {
    const held = new Set(permissions);
    return { permissions, can: (action, section) => held.has(`${action}_${section}`) };
  }, [permissions]);
  return <PermissionsContext.Provider value={value}>{children}</PermissionsContext.Provider>;
}

/** `{permissions, can}` of the staff member; only inside the admin layout. */
export function usePermissions(): PermissionsValue {
  const value = useContext(PermissionsContext);
  if (!value) throw new Error('usePermissions() outside the admin layout (PermissionsProvider)');
  return value;
}

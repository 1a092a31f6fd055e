/** Admin sections: each has view_/create_/update_/delete_ permission strings. */
export const ADMIN_SECTIONS = [
  'user',
  'shop',
  'coupon',
  'category',
  'provider',
  'ads',
  'campaign',
  'media',
  'shortner',
  'cartarm',
  'product',
  'price',
  'uninstall',
  'insights',
  'role',
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export const PERMISSION_ACTIONS = ['view', 'create', 'update', 'delete'] as const;

export const ALL_PERMISSIONS: string[] = ADMIN_SECTIONS.flatMap((section) =>
  PERMISSION_ACTIONS.map((action) => `${action}_${section}`),
);

export function isPermission(value: string): boolean {
  return ALL_PERMISSIONS.includes(value);
}

/**
 * Whether someone holding `held` stands at least as high as an account holding `other`: they hold
 * every one of the product's permissions the other does. A stored string that is no permission
 * (any more) grants nothing, so it counts for nothing here.
 */
export function holdsAllOf(held: readonly string[], other: readonly string[]): boolean {
  return other.every((p) => !isPermission(p) || held.includes(p));
}

/** `{hasAccess, permissions}` of GET /auth/permissions. */
export interface PermissionsResult {
  hasAccess: boolean;
  permissions: string[];
}

import {
  ADMIN_SECTIONS,
  ALL_PERMISSIONS,
  PERMISSION_ACTIONS,
  type AdminSection,
} from '@/lib/auth/permissions';

export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
export type CheckState = boolean | 'mixed';

export const permissionOf = (action: PermissionAction, section: AdminSection) =>
  `${action}_${section}`;

/**
 * The role's permission strings in a stable order: the matrix's own in section × action order,
 * then any other string the role already held (kept as it was, never dropped by an edit).
 */
export function normalizePermissions(permissions: Iterable<string>): string[] {
  const set = new Set(permissions);
  const known = ALL_PERMISSIONS.filter((p) => set.has(p));
  const other = [...set].filter((p) => !ALL_PERMISSIONS.includes(p)).sort();
  return [...known, ...other];
}

/**
 * Sets the given cells on or off, leaving alone every cell the editor may not grant (no
 * self-escalation: a permission the editor does not hold can neither be added nor removed here).
 */
export function setCells(
  permissions: readonly string[],
  cells: readonly string[],
  on: boolean,
  held: ReadonlySet<string>,
): string[] {
  const next = new Set(permissions);
  for (const cell of cells) {
    if (!held.has(cell)) continue;
    if (on) next.add(cell);
    else next.delete(cell);
  }
  return normalizePermissions(next);
}

export const rowCells = (section: AdminSection) =>
  PERMISSION_ACTIONS.map((action) => permissionOf(action, section));

export const columnCells = (action: PermissionAction) =>
  ADMIN_SECTIONS.map((section) => permissionOf(action, section));

/** Checked, unchecked or mixed, over a group of cells. */
export function groupState(permissions: readonly string[], cells: readonly string[]): CheckState {
  const count = cells.filter((c) => permissions.includes(c)).length;
  return count === 0 ? false : count === cells.length ? true : 'mixed';
}

/**
 * What a row or column "all" toggle does: when every cell the editor may change is already on,
 * it turns them off; otherwise it turns them on.
 */
export function toggleGroup(
  permissions: readonly string[],
  cells: readonly string[],
  held: ReadonlySet<string>,
): string[] {
  const editable = cells.filter((c) => held.has(c));
  const allOn = editable.every((c) => permissions.includes(c));
  return setCells(permissions, editable, !allOn, held);
}

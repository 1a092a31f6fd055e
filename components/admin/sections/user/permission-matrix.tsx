'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type ComponentProps } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { ADMIN_SECTIONS, PERMISSION_ACTIONS } from '@/lib/auth/permissions';
import { cn } from '@/lib/utils';
import { useSectionName } from '../../audit/audit-bits';
import {
  columnCells,
  groupState,
  permissionOf,
  rowCells,
  setCells,
  toggleGroup,
  type CheckState,
} from './permission-matrix-state';

/** A native checkbox that can show the mixed state (some of its group on). */
function Check({
  checked,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'checked'> & { checked: CheckState }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = checked === 'mixed';
  }, [checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked === true}
      className={cn(
        'accent-primary focus-visible:ring-ring/50 size-4 cursor-pointer rounded focus-visible:ring-[3px] focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The permissions of a role as a grid: one row a section, one column an action, with "all"
 * toggles per row and per column. Cells the editor does not hold are disabled (the API refuses
 * to let anyone grant more than they have), with the reason in a tooltip and for screen readers.
 */
export function PermissionMatrix({
  value,
  onChange,
  held,
  readOnly = false,
}: {
  value: readonly string[];
  onChange: (permissions: string[]) => void;
  held: readonly string[];
  readOnly?: boolean;
}) {
  const t = useTranslations('admin.roles');
  const sectionName = useSectionName();
  const reasonId = useId();
  const heldSet = new Set(readOnly ? [] : held);
  const actionName = (action: (typeof PERMISSION_ACTIONS)[number]) => t(`actions.${action}`);

  const cell = (perm: string, label: string) => {
    const allowed = heldSet.has(perm);
    const box = (
      <Check
        checked={value.includes(perm)}
        disabled={!allowed}
        aria-label={label}
        aria-describedby={allowed || readOnly ? undefined : reasonId}
        onChange={(e) => onChange(setCells(value, [perm], e.target.checked, heldSet))}
      />
    );
    if (allowed || readOnly) return box;
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          {/* A disabled input gets no pointer events: the wrapper carries the tooltip. */}
          <span className="inline-flex">{box}</span>
        </TooltipTrigger>
        <TooltipContent>{t('notHeld')}</TooltipContent>
      </Tooltip>
    );
  };

  const group = (cells: readonly string[], label: string) => (
    <Check
      checked={groupState(value, cells)}
      disabled={!cells.some((c) => heldSet.has(c))}
      aria-label={label}
      onChange={() => onChange(toggleGroup(value, cells, heldSet))}
    />
  );

  return (
    <div className="overflow-x-auto rounded-lg border">
      <p id={reasonId} className="sr-only">
        {t('notHeld')}
      </p>
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="sr-only">{t('matrixCaption')}</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="p-2 text-start font-medium">
              {t('section')}
            </th>
            <th scope="col" className="p-2 text-center font-medium">
              {t('all')}
            </th>
            {PERMISSION_ACTIONS.map((action) => (
              <th key={action} scope="col" className="p-2 text-center font-medium">
                {actionName(action)}
              </th>
            ))}
          </tr>
          <tr className="border-t">
            <th scope="row" className="text-muted-foreground p-2 text-start font-normal">
              {t('everySection')}
            </th>
            <td className="p-2 text-center">
              {group(
                ADMIN_SECTIONS.flatMap((s) => rowCells(s)),
                t('everything'),
              )}
            </td>
            {PERMISSION_ACTIONS.map((action) => (
              <td key={action} className="p-2 text-center">
                {group(columnCells(action), t('columnAll', { action: actionName(action) }))}
              </td>
            ))}
          </tr>
        </thead>
        <tbody>
          {ADMIN_SECTIONS.map((section) => (
            <tr key={section} className="hover:bg-muted/30 border-t">
              <th scope="row" className="p-2 text-start font-medium">
                {sectionName(section)}
              </th>
              <td className="p-2 text-center">
                {group(rowCells(section), t('rowAll', { section: sectionName(section) }))}
              </td>
              {PERMISSION_ACTIONS.map((action) => (
                <td key={action} className="p-2 text-center">
                  {cell(
                    permissionOf(action, section),
                    t('cell', { section: sectionName(section), action: actionName(action) }),
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { PermissionMatrix } from '@/components/admin/sections/user/permission-matrix';
import {
  normalizePermissions,
  setCells,
  toggleGroup,
  rowCells,
} from '@/components/admin/sections/user/permission-matrix-state';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ADMIN_SECTIONS, ALL_PERMISSIONS } from '@/lib/auth/permissions';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const sections = en.admin.audit.sections;

/** The matrix with its own state; `changes` records every permission list it reported. */
function renderMatrix({
  initial = [] as string[],
  held = ALL_PERMISSIONS,
  locale = 'en' as 'en' | 'ar',
} = {}) {
  const changes: string[][] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <PermissionMatrix
        value={value}
        held={held}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  const messages = locale === 'ar' ? ar : en;
  render(
    <NextIntlClientProvider locale={locale} messages={{ admin: messages.admin }}>
      <TooltipProvider>
        <Harness />
      </TooltipProvider>
    </NextIntlClientProvider>,
  );
  return { changes, last: () => changes.at(-1) };
}

describe('PermissionMatrix', () => {
  it('labels every cell "<section> – <action>" and turns it into the permission string', () => {
    const { last } = renderMatrix({ initial: ['view_shop'] });
    expect(screen.getAllByRole('checkbox')).toHaveLength(
      ADMIN_SECTIONS.length * 5 + 5, // four actions + the row toggle, plus the column toggles
    );
    expect(screen.getByRole('checkbox', { name: 'Shops – View' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Shops – Create' }));
    expect(last()).toEqual(['view_shop', 'create_shop']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Shops – View' }));
    expect(last()).toEqual(['create_shop']);
  });

  it('toggles a whole row and a whole column, showing mixed groups', () => {
    const { last } = renderMatrix({ initial: ['view_coupon'] });
    const row = screen.getByRole('checkbox', { name: `Every action on ${sections.coupon}` });
    expect(row).toBePartiallyChecked();
    fireEvent.click(row);
    expect(last()).toEqual(['view_coupon', 'create_coupon', 'update_coupon', 'delete_coupon']);
    expect(row).toBeChecked();
    fireEvent.click(row);
    expect(last()).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'View in every section' }));
    expect(last()).toEqual(ADMIN_SECTIONS.map((s) => `view_${s}`));
  });

  it('disables the permissions the editor does not hold and leaves them as they are', () => {
    const held = ['view_shop', 'update_shop', 'view_user'];
    const { last } = renderMatrix({ initial: ['delete_shop', 'view_user'], held });
    const notHeld = screen.getByRole('checkbox', { name: 'Shops – Delete' });
    expect(notHeld).toBeDisabled();
    expect(notHeld).toBeChecked();
    expect(notHeld).toHaveAccessibleDescription(en.admin.roles.notHeld);
    expect(screen.getByRole('checkbox', { name: 'Shops – Update' })).toBeEnabled();
    // A section the editor holds nothing of: its row toggle is disabled too.
    expect(
      screen.getByRole('checkbox', { name: `Every action on ${sections.coupon}` }),
    ).toBeDisabled();

    // The row toggle only adds what the editor may grant, and keeps delete_shop untouched.
    fireEvent.click(screen.getByRole('checkbox', { name: `Every action on ${sections.shop}` }));
    expect(last()).toEqual(['view_user', 'view_shop', 'update_shop', 'delete_shop']);
    fireEvent.click(screen.getByRole('checkbox', { name: `Every action on ${sections.shop}` }));
    expect(last()).toEqual(['view_user', 'delete_shop']);
  });

  it('names sections and actions in Arabic for an Arabic admin', () => {
    renderMatrix({ locale: 'ar' });
    const a = ar.admin;
    expect(
      screen.getByRole('checkbox', {
        name: `${a.audit.sections.shop} – ${a.roles.actions.update}`,
      }),
    ).toBeEnabled();
    expect(screen.getByRole('columnheader', { name: a.roles.actions.delete })).toBeInTheDocument();
  });
});

describe('permission matrix state', () => {
  it('keeps a stable order and strings it does not know', () => {
    expect(normalizePermissions(['legacy_x', 'update_user', 'view_user'])).toEqual([
      'view_user',
      'update_user',
      'legacy_x',
    ]);
  });

  it('never changes a cell the editor does not hold', () => {
    const held = new Set(['view_shop']);
    expect(setCells(['create_shop'], ['create_shop', 'view_shop'], false, held)).toEqual([
      'create_shop',
    ]);
    expect(toggleGroup([], rowCells('shop'), held)).toEqual(['view_shop']);
    expect(toggleGroup(['view_shop'], rowCells('shop'), held)).toEqual([]);
  });
});

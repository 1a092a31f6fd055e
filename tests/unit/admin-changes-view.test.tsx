import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import {
  ChangesView,
  humanizeField,
  type AuditChanges,
} from '@/components/admin/audit/changes-view';
import { recordHref } from '@/components/admin/audit/audit-bits';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

function renderChanges(changes: AuditChanges, locale: 'en' | 'ar' = 'en') {
  const messages = locale === 'ar' ? ar : en;
  return render(
    <NextIntlClientProvider locale={locale} messages={{ admin: messages.admin }}>
      <div dir={locale === 'ar' ? 'rtl' : 'ltr'}>
        <ChangesView changes={changes} />
      </div>
    </NextIntlClientProvider>,
  );
}

/** The row (dt + dd pair) of a field, found by its visible name. */
function row(name: string) {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.parentElement as HTMLElement;
}

describe('ChangesView', () => {
  it('shows an update as "field: before → after" with translated field names', () => {
    const { container } = renderChanges({
      status: { before: 'ACTIVE', after: 'INACTIVE' },
      nameEn: { before: 'Noon', after: 'Noon UAE' },
    });
    const status = row(en.admin.audit.fields.status);
    expect(within(status).getByText('ACTIVE')).toBeInTheDocument();
    expect(within(status).getByText('INACTIVE')).toBeInTheDocument();
    // The old value comes first, then the arrow, then the new value.
    const values = [...status.querySelectorAll('[data-kind]')].map((e) =>
      e.getAttribute('data-kind'),
    );
    expect(values).toEqual(['before', 'after']);
    expect(status.querySelector('svg')).toHaveClass('rtl:rotate-180');
    expect(within(row(en.admin.audit.fields.nameEn)).getByText('Noon UAE')).toBeInTheDocument();
    expect(container.querySelectorAll('dt')).toHaveLength(2);
  });

  it('shows only the new values of a create and only the old ones of a hard delete', () => {
    const { unmount } = renderChanges({ code: { after: 'SAVE10' } });
    const created = row(en.admin.audit.fields.code);
    expect(created.querySelectorAll('[data-kind="before"]')).toHaveLength(0);
    expect(created.querySelector('[data-kind="after"]')).toHaveTextContent('SAVE10');
    expect(created.querySelector('svg')).toBeNull();
    unmount();

    renderChanges({ code: { before: 'SAVE10' } });
    const removed = row(en.admin.audit.fields.code);
    expect(removed.querySelector('[data-kind="before"]')).toHaveTextContent('SAVE10');
    expect(removed.querySelectorAll('[data-kind="after"]')).toHaveLength(0);
  });

  it('names empty values, shows arrays as JSON and keeps a long value whole in its title', () => {
    const long = 'x'.repeat(500);
    renderChanges({
      logo: { before: null, after: long },
      countries: { before: ['sa'], after: ['sa', 'ae'] },
    });
    const logo = row(en.admin.audit.fields.logo);
    expect(within(logo).getByText(en.admin.audit.emptyValue)).toBeInTheDocument();
    const after = logo.querySelector('[data-kind="after"]') as HTMLElement;
    expect(after).toHaveAttribute('title', long);
    expect(after.textContent!.length).toBeLessThan(long.length);
    expect(
      within(row(en.admin.audit.fields.countries)).getByText('["sa","ae"]'),
    ).toBeInTheDocument();
  });

  it('falls back to a readable name for a field without a label, in Arabic too', () => {
    renderChanges({ someNewField: { before: 1, after: 2 }, status: { after: 'ACTIVE' } }, 'ar');
    expect(screen.getByText('some new field')).toBeInTheDocument();
    expect(screen.getByText(ar.admin.audit.fields.status, { selector: 'dt' })).toBeInTheDocument();
    expect(humanizeField('user_type')).toBe('user type');
  });

  it('says so when no field changed', () => {
    renderChanges({});
    expect(screen.getByText(en.admin.audit.noChanges)).toBeInTheDocument();
  });
});

describe('recordHref', () => {
  it('opens a record in its section, and nothing for sections without a screen or gone records', () => {
    expect(recordHref('shop', 'a1')).toBe('/admin/shop?edit=a1');
    expect(recordHref('user', 'u1')).toBe('/admin/user?view=u1');
    expect(recordHref('ads', 'x')).toBe('/admin/ads?edit=x');
    expect(recordHref('campaign', 'k1')).toBe('/admin/campaigns?edit=k1');
    expect(recordHref('cartarm', 'x')).toBe('/admin/cartarm?edit=x');
    expect(recordHref('price', 'x')).toBeNull();
    expect(recordHref('coupon', 'c1', 'hard_delete')).toBeNull();
  });
});

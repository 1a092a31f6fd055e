import { readFile } from 'node:fs/promises';
import type { Page } from './support/test';
import { expect, messages, test } from './support/account';
import { fill, signInStaff, staff, unique } from './support/admin';

const en = messages.en.admin;
const HEADER = 'nameEn,nameAr,slugEn,slugAr,websiteUrl,categories,countries,status,priority';

/** Chooses a CSV file in the import dialog (opening it first). */
async function chooseCsv(page: Page, name: string, csv: string) {
  const dialog = page.getByRole('dialog', { name: en.resource.import.title });
  if (!(await dialog.isVisible())) {
    await page.getByRole('button', { name: en.resource.import.open }).click();
  }
  await dialog
    .getByLabel(en.resource.import.file)
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  return dialog;
}

test.describe('admin CSV', () => {
  test('export opens in a spreadsheet: UTF-8 BOM, Arabic names, the list’s filters', async ({
    page,
  }) => {
    await signInStaff(page, staff.admin, 'en', '/admin/shop?q=noon');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: en.resource.export }).click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('nameEn');
    expect(lines[0]).toContain('nameAr');
    expect(text).toContain('نون');
    // Only what the list shows: the search for "noon".
    expect(lines.slice(1).every((line) => /noon/i.test(line))).toBe(true);
  });

  test('import: a bad row is shown and changes nothing; the corrected file applies every row; the activity log has each write', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const tag = unique();
    const rows = [
      `Kappa ${tag},كابا ${tag},kappa-${tag},كابا-${tag},https://kappa.example/,fashion|beauty,ae|sa,ACTIVE,3`,
      `Lambda ${tag},لامدا ${tag},lambda-${tag},لامدا-${tag},javascript:alert(1),electronics,,ACTIVE,2`,
    ];
    await signInStaff(page, staff.admin, 'en', `/admin/shop?q=${tag}`);
    await expect(page.getByText(en.resource.empty)).toBeVisible();

    // One bad row: its line, column and message; nothing can be applied.
    let dialog = await chooseCsv(page, 'bad.csv', [HEADER, ...rows].join('\n'));
    await expect(dialog.getByRole('status')).toHaveText('2 rows read, 1 without errors.');
    const problem = dialog.getByRole('row').filter({ hasText: 'websiteUrl' });
    await expect(problem.getByRole('cell').first()).toHaveText('3');
    await expect(problem).toContainText(messages.en.validation.catalog.url_invalid);
    const apply = dialog.getByRole('button', { name: /^Import/ });
    await expect(apply).toBeDisabled();
    await dialog.getByRole('button', { name: en.common.cancel }).click();
    await page.reload();
    await expect(page.getByText(en.resource.empty)).toBeVisible();

    // The corrected file: both rows, in one go.
    const fixed = rows.map((r) => r.replace('javascript:alert(1)', 'https://lambda.example/'));
    dialog = await chooseCsv(page, 'fixed.csv', [HEADER, ...fixed].join('\n'));
    await expect(dialog.getByRole('status')).toHaveText('2 rows read, 2 without errors.');
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(
      page.getByText(fill(en.resource.import.done, { created: 2, updated: 0 })),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Open Kappa ${tag}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Open Lambda ${tag}` })).toBeVisible();

    // The same file with a new priority updates instead of adding.
    dialog = await chooseCsv(
      page,
      'update.csv',
      [HEADER, fixed[0]!.replace(/,3$/, ',7')].join('\n'),
    );
    await expect(dialog.getByText(en.resource.import.action.update, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 1 row' }).click();
    await expect(
      page.getByText(fill(en.resource.import.done, { created: 0, updated: 1 })),
    ).toBeVisible();

    // The activity log: the two creations and the update with its before → after.
    await page.goto('/admin/activity?section=shop');
    const entry = (action: string, name: string) =>
      page.getByRole('button', {
        name: new RegExp(`^${action} ${en.audit.sections.shop} ${name} `),
      });
    await expect(entry(en.audit.actions.create, `Kappa ${tag}`)).toBeVisible();
    const updated = entry(en.audit.actions.update, `Kappa ${tag}`);
    await updated.click();
    const changes = page.getByRole('listitem').filter({ has: updated });
    await expect(changes.locator('[data-kind="before"]')).toHaveText('3');
    await expect(changes.locator('[data-kind="after"]')).toHaveText('7');
    await expect(entry(en.audit.actions.create, `Lambda ${tag}`)).toBeVisible();
  });
});

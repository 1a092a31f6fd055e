import type { Page } from './support/test';
import { at, expect, messages, test, type Locale } from './support/account';
import { adminCall, adminMessages, fill, signInStaff, staff, unique } from './support/admin';

// An uninstall answer, with personal data typed into its text, from the public form (English)
// or staff's own "New answer" (Arabic), then in the admin's uninstall section: opened, moved to
// the trash, restored, trashed again and deleted for good, with its audit rows.

const label = (id: string) => `#${id.slice(0, 8)}`;

async function rowAction(page: Page, locale: Locale, name: string, item: string) {
  const m = adminMessages(locale);
  await page.getByRole('button', { name: fill(m.resource.rowActions, { name }) }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The answer sent through the public /uninstall page; its id. */
async function answerPublicly(page: Page, locale: Locale, text: string): Promise<string> {
  const m = messages[locale].uninstall;
  await page.goto(at(locale, '/uninstall'));
  await page.getByRole('radio', { name: m.reasons.OTHER }).check();
  await page.getByRole('textbox', { name: m.feedbackLabel }).fill(text);
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/uninstall/feedback') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: m.submit }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: string } };
  await expect(page.getByRole('heading', { name: m.thanksTitle })).toBeVisible();
  return data.id;
}

/** The answer typed in by staff through the section's "New answer"; its id. */
async function answerInAdmin(page: Page, locale: Locale, text: string): Promise<string> {
  const m = adminMessages(locale);
  await page.getByRole('button', { name: m.uninstall.new }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel(m.uninstall.reason, { exact: true }).selectOption('OTHER');
  await sheet.getByLabel(m.uninstall.columns.feedback, { exact: true }).fill(text);
  await sheet.getByRole('button', { name: m.common.save }).click();
  await expect(page).toHaveURL(/[?&]edit=[0-9a-f-]{36}/);
  const id = new URL(page.url()).searchParams.get('edit')!;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return id;
}

test.describe('admin uninstall answers', () => {
  for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
    test(`read, trash, restore, delete for good, with audit rows (${locale})`, async ({ page }) => {
      test.setTimeout(90_000);
      const m = adminMessages(locale);
      const text = `e2e-${unique()} please call me on 0555 123 456`;
      const section = `/admin/uninstall?q=${encodeURIComponent(text.slice(0, 10))}`;
      let id: string;
      if (locale === 'en') {
        id = await answerPublicly(page, locale, text);
        await signInStaff(page, staff.admin, locale, section);
      } else {
        await signInStaff(page, staff.admin, locale, '/admin/uninstall');
        id = await answerInAdmin(page, locale, text);
        await page.goto(`/${locale}${section}`);
      }
      const name = label(id);

      // Listed with its reason and text; the sheet shows the whole answer.
      const open = page.getByRole('button', { name: fill(m.resource.open, { name }) });
      await expect(open).toBeVisible();
      await expect(page.getByRole('table')).toContainText(text);
      await open.click();
      const sheet = page.getByRole('dialog');
      await expect(sheet.getByLabel(m.uninstall.columns.feedback, { exact: true })).toHaveValue(
        text,
      );
      await expect(sheet.getByLabel(m.uninstall.reason, { exact: true })).toHaveValue('OTHER');
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);

      // Trash: gone from the list, waiting in the trash; restored, back.
      await rowAction(page, locale, name, m.resource.delete);
      await expect(page.getByText(fill(m.resource.deleted, { name }))).toBeVisible();
      await expect(open).toHaveCount(0);
      await page.goto(`/${locale}${section}&deleted=only`);
      await expect(open).toBeVisible();
      await rowAction(page, locale, name, m.resource.restore);
      await expect(page.getByText(fill(m.resource.restored, { name }))).toBeVisible();
      await page.goto(`/${locale}${section}`);
      await expect(open).toBeVisible();

      // Trash again, then delete for good with the typed confirmation.
      await rowAction(page, locale, name, m.resource.delete);
      await expect(page.getByText(fill(m.resource.deleted, { name }))).toBeVisible();
      await page.goto(`/${locale}${section}&deleted=only`);
      await rowAction(page, locale, name, m.resource.hardDelete);
      const confirm = page.getByRole('dialog', { name: m.resource.hardDeleteTitle });
      await confirm.getByLabel(fill(m.resource.hardDeleteType, { name })).fill(name);
      await confirm.getByRole('button', { name: m.resource.hardDelete }).click();
      await expect(page.getByText(fill(m.resource.hardDeleted, { name }))).toBeVisible();
      await expect(open).toHaveCount(0);
      expect((await adminCall(page, 'GET', `uninstall/${id}?includeDeleted=true`)).status).toBe(
        404,
      );

      // The audit rows: every staff write, newest first, without the text itself.
      const audit = await adminCall(page, 'GET', `audit?section=uninstall&recordId=${id}`);
      expect(audit.status).toBe(200);
      const entries = (audit.body.data as { items: { action: string; actor: unknown }[] }).items;
      expect(entries.map((e) => e.action)).toEqual([
        'hard_delete',
        'delete',
        'restore',
        'delete',
        ...(locale === 'ar' ? ['create'] : []),
      ]);
      expect(JSON.stringify(entries)).not.toContain('0555 123 456');
      expect(entries[0]!.actor).toMatchObject({ email: staff.admin.email });
    });
  }
});

test('staff without view_uninstall reach neither the section nor the answers', async ({ page }) => {
  await signInStaff(page, staff.shopEditor, 'en', '/admin/uninstall');
  await expect(page).toHaveURL(/\/admin\/welcome$/);
  const list = await adminCall(page, 'GET', 'uninstall');
  expect(list.status).toBe(403);
  expect(list.body.error?.title).toBe('FORBIDDEN');
});

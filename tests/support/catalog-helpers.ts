import { randomUUID } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { categories, providers, userRoles } from '@/server/db/schema';
import { upsertRole } from '@/server/services/auth/permissions';
import { registerUser } from './auth-helpers';
import type { TestApp } from './test-app';

/** A signed-in user holding exactly `permissions` (through a role of their own); the access token. */
export async function tokenWith(t: TestApp, permissions: string[]): Promise<string> {
  const account = await registerUser(t);
  if (permissions.length) {
    const role = await upsertRole(t.db, `role-${randomUUID().slice(0, 8)}`, permissions);
    await t.db.insert(userRoles).values({ userId: account.user.id, roleId: role.id });
  }
  return account.tokens.accessToken;
}

/** view_/create_/update_/delete_ of each section. */
export function crud(...sections: string[]): string[] {
  return sections.flatMap((s) => ['view', 'create', 'update', 'delete'].map((a) => `${a}_${s}`));
}

export async function createCategory(
  db: Db,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const slug = `cat-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(categories)
    .values({ slug, nameAr: `فئة ${slug}`, nameEn: `Category ${slug}`, ...overrides })
    .returning();
  return row!;
}

export async function createProvider(
  db: Db,
  overrides: Partial<typeof providers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(providers)
    .values({ name: `Network ${randomUUID().slice(0, 6)}`, ...overrides })
    .returning();
  return row!;
}

/** A valid POST /shop body; the slug is unique per call. */
export function shopBody(overrides: Record<string, unknown> = {}) {
  const slug = `store-${randomUUID().slice(0, 8)}`;
  return {
    name: { ar: `متجر ${slug}`, en: `Store ${slug}` },
    slug: { ar: `متجر-${slug}`, en: slug },
    websiteUrl: `https://${slug}.example`,
    countries: ['sa', 'ae'],
    ...overrides,
  };
}

import { arrayContains, gt, isNull, lte, or, sql } from 'drizzle-orm';
import {
  shortLinkCreateSchema,
  shortLinkListQuerySchema,
  shortLinkResourceSchema,
  shortLinkUpdateSchema,
  type ShortLinkResource,
  type ShortLinkTargets,
} from '@/lib/short-links/validation';
import { shortLinks, type ShortLink } from '../../db/schema';
import { textContains } from '../../services/resource/search';
import { forgetShortLinks, freeGeneratedSlug } from './short-links';
import { defineResource } from '../../api/resource-factory/types';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Only the platforms that have a target, so a PATCH can drop one by leaving it out. */
const targetsOf = (targets: ShortLinkTargets): Record<string, string> =>
  Object.fromEntries(Object.entries(targets).filter((e): e is [string, string] => Boolean(e[1])));

function presentShortLink(r: ShortLink): ShortLinkResource {
  return {
    id: r.id,
    slug: r.slug,
    targetUrl: r.targetUrl,
    targets: r.targets,
    title: r.title,
    tags: r.tags,
    expiresAt: iso(r.expiresAt),
    clicks: r.clicks,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: iso(r.deletedAt),
  };
}

/**
 * /shortner: the short links behind `/l/{slug}` and the link domain (every read needs
 * view_shortner). Slugs are unique across the trash (a restore never conflicts); a create without
 * one gets 7 random characters.
 */
export const shortLinkResource = defineResource({
  // The wire path (/shortner) and permission section (view_shortner…): clients depend on them.
  name: 'shortner',
  operations: 'shortLinks',
  tag: 'Short links',
  noun: 'short link',
  table: shortLinks,
  schemas: {
    create: shortLinkCreateSchema,
    update: shortLinkUpdateSchema,
    list: shortLinkListQuerySchema,
    item: shortLinkResourceSchema,
  },
  publicWhere: null,
  filters: (query) => [
    query.tag ? arrayContains(shortLinks.tags, [query.tag]) : undefined,
    query.expired === true ? lte(shortLinks.expiresAt, sql`now()`) : undefined,
    query.expired === false
      ? or(isNull(shortLinks.expiresAt), gt(shortLinks.expiresAt, sql`now()`))
      : undefined,
  ],
  search: (q) => textContains([shortLinks.slug, shortLinks.title, shortLinks.targetUrl], q),
  sortColumns: {
    createdAt: shortLinks.createdAt,
    updatedAt: shortLinks.updatedAt,
    clicks: shortLinks.clicks,
    slug: shortLinks.slug,
  },
  toInsert: async (input, db) => ({
    slug: input.slug ?? (await freeGeneratedSlug(db)),
    targetUrl: input.targetUrl,
    targets: targetsOf(input.targets),
    title: input.title,
    tags: input.tags,
    expiresAt: input.expiresAt,
  }),
  toUpdate: (input) => ({
    ...(input.slug !== undefined && { slug: input.slug }),
    ...(input.targetUrl !== undefined && { targetUrl: input.targetUrl }),
    ...(input.targets !== undefined && { targets: targetsOf(input.targets) }),
    ...(input.title !== undefined && { title: input.title }),
    ...(input.tags !== undefined && { tags: input.tags }),
    ...(input.expiresAt !== undefined && { expiresAt: input.expiresAt }),
  }),
  present: async (_db, rows) => rows.map(presentShortLink),
  afterCommit: (rows) => forgetShortLinks(rows.map((r) => r.slug)),
  constraintKeys: { short_links_slug_key: 'slug' },
  label: (row) => (row.title ? `${row.slug} · ${row.title}` : row.slug),
  csv: {
    columns: {
      id: (l) => l.id,
      slug: (l) => l.slug,
      title: (l) => l.title,
      targetUrl: (l) => l.targetUrl,
      android: (l) => l.targets.android ?? null,
      ios: (l) => l.targets.ios ?? null,
      chrome: (l) => l.targets.chrome ?? null,
      firefox: (l) => l.targets.firefox ?? null,
      tags: (l) => l.tags.join('|'),
      expiresAt: (l) => l.expiresAt,
      clicks: (l) => l.clicks,
      createdAt: (l) => l.createdAt,
      updatedAt: (l) => l.updatedAt,
      deletedAt: (l) => l.deletedAt,
    },
  },
});

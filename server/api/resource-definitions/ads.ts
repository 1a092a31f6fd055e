import { eq, sql } from 'drizzle-orm';
import {
  adCreateSchema,
  adListQuerySchema,
  adResourceSchema,
  adUpdateSchema,
  endsAfterStart,
  ENDS_BEFORE_START,
  type AdCreateInput,
  type AdUpdateInput,
} from '@/lib/validation/ads';
import { ads, type Ad } from '../../db/schema';
import { textContains } from '../../services/resource/search';
import { adRunning, adShownIn, presentAd } from '../../services/ads';
import { AppError } from '../../errors';
import { defineResource } from '../resource-factory/types';

function adInsertValues(input: AdCreateInput): typeof ads.$inferInsert {
  return {
    titleAr: input.title.ar,
    titleEn: input.title.en,
    textAr: input.text.ar,
    textEn: input.text.en,
    image: input.image,
    targetUrl: input.targetUrl,
    platform: input.platform,
    countries: input.countries,
    placement: input.placement,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    priority: input.priority,
    status: input.status,
  };
}

function adUpdateValues(input: AdUpdateInput, current: Ad): Partial<typeof ads.$inferInsert> {
  const startsAt = input.startsAt !== undefined ? input.startsAt : current.startsAt;
  const endsAt = input.endsAt !== undefined ? input.endsAt : current.endsAt;
  if (!endsAfterStart(startsAt, endsAt)) {
    throw new AppError('VALIDATION_ERROR', [{ key: 'endsAt', message: ENDS_BEFORE_START }]);
  }
  return {
    ...(input.title && { titleAr: input.title.ar, titleEn: input.title.en }),
    ...(input.text && { textAr: input.text.ar, textEn: input.text.en }),
    ...(input.image !== undefined && { image: input.image }),
    ...(input.targetUrl !== undefined && { targetUrl: input.targetUrl }),
    ...(input.platform !== undefined && { platform: input.platform }),
    ...(input.countries !== undefined && { countries: input.countries }),
    ...(input.placement !== undefined && { placement: input.placement }),
    ...(input.startsAt !== undefined && { startsAt: input.startsAt }),
    ...(input.endsAt !== undefined && { endsAt: input.endsAt }),
    ...(input.priority !== undefined && { priority: input.priority }),
    ...(input.status !== undefined && { status: input.status }),
  };
}

/**
 * /ads: the back-office's ads (every read needs view_ads; the extension and the app read the
 * running ones through GET /ads/active and the banner routes, server/api/routes/ads.ts).
 * `running` compares with the database's clock: it is a list filter, not the public answer.
 */
export const adsResource = defineResource({
  name: 'ads',
  operations: 'ads',
  tag: 'Ads',
  noun: 'ad',
  table: ads,
  schemas: {
    create: adCreateSchema,
    update: adUpdateSchema,
    list: adListQuerySchema,
    item: adResourceSchema,
  },
  publicWhere: null,
  filters: (query) => [
    query.status ? eq(ads.status, query.status) : undefined,
    query.platform ? eq(ads.platform, query.platform) : undefined,
    query.placement ? eq(ads.placement, query.placement) : undefined,
    query.country ? adShownIn(query.country) : undefined,
    query.running === true ? adRunning(sql`now()`) : undefined,
    query.running === false ? sql`not (${adRunning(sql`now()`)})` : undefined,
  ],
  search: (q) => textContains([ads.titleEn, ads.titleAr, ads.targetUrl], q),
  sortColumns: {
    priority: ads.priority,
    createdAt: ads.createdAt,
    impressions: ads.impressions,
    clicks: ads.clicks,
  },
  toInsert: adInsertValues,
  toUpdate: adUpdateValues,
  present: async (_db, rows) => rows.map(presentAd),
  label: (row) => row.titleEn,
  statusToggle: { column: ads.status, active: 'ACTIVE', inactive: 'PAUSED' },
  csv: {
    columns: {
      id: (a) => a.id,
      titleEn: (a) => a.title.en,
      titleAr: (a) => a.title.ar,
      placement: (a) => a.placement,
      platform: (a) => a.platform,
      countries: (a) => a.countries.join('|'),
      startsAt: (a) => a.startsAt,
      endsAt: (a) => a.endsAt,
      status: (a) => a.status,
      priority: (a) => a.priority,
      impressions: (a) => a.impressions,
      clicks: (a) => a.clicks,
      targetUrl: (a) => a.targetUrl,
    },
  },
});

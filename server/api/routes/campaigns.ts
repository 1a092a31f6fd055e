import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { COUNTRY_HEADERS } from '@/lib/countries';
import {
  campaignSlugParamSchema,
  publicCampaignSchema,
  runningCampaignsQuerySchema,
} from '@/lib/validation/campaign';
import type { ApiEnv } from '../context';
import { callerEdgeCountry } from '../caller-address';
import { cacheableOk } from '../cacheable';
import { errorEnvelopeSchema, successEnvelopeSchema } from '../envelope';
import { AppError } from '../../errors';
import { runningCampaign, runningCampaigns } from '../../services/campaigns';

/** Public campaign answers are fresh for a minute (a paused campaign disappears within it). */
const PUBLIC_MAX_AGE = 60;

const runningCampaignsSchema = z.object({
  /** The country the answer is for (null: unknown, `all`: every country). */
  country: z.string().nullable(),
  items: z.array(publicCampaignSchema),
});

const cacheable = (schema: z.ZodType, what: string, failure: string) =>
  ({
    200: {
      description:
        `${what}. \`ETag\` is a hash of the body; \`Cache-Control: public, max-age=60\`` +
        '; `Vary` names the country headers when the country came from them',
      content: { 'application/json': { schema: successEnvelopeSchema(schema) } },
    },
    304: { description: '`If-None-Match` named the current ETag: no body' },
    default: {
      description: `Failure: an error envelope (code and status from the error catalogue): ${failure}`,
      content: { 'application/json': { schema: errorEnvelopeSchema } },
    },
  }) as const;

const RUNNING_NOTE =
  'Running: ACTIVE, not deleted, startsAt ≤ now < endsAt. Each campaign lists its active ' +
  'shops and its usable coupons (the store page’s rules: ACTIVE, started, not ended, of an ' +
  'active shop) in the campaign’s order.';

const listRoute = createRoute({
  operationId: 'campaigns.running',
  method: 'get',
  path: '/campaigns',
  tags: ['Campaign'],
  summary:
    'Running campaigns for a country and platform (public), highest priority first (at most ' +
    '20). `country` (one of the 19 codes, or `all`) defaults to the caller’s (the edge’s ' +
    'country header, as GET /geolocation on the worker reads it); unknown → only campaigns for ' +
    'every country. `platform` (default WEBSITE): campaigns for it and for ALL; `ALL` matches ' +
    'every campaign. ' +
    RUNNING_NOTE,
  request: { query: runningCampaignsQuerySchema },
  responses: cacheable(
    runningCampaignsSchema,
    'The running campaigns',
    '1001 VALIDATION_ERROR for a bad query',
  ),
});

const oneRoute = createRoute({
  operationId: 'campaigns.bySlug',
  method: 'get',
  path: '/campaigns/{slug}',
  tags: ['Campaign'],
  summary:
    'One running campaign by its slug, whatever its countries and platforms (public; the ' +
    'campaign page). ' +
    RUNNING_NOTE,
  request: { params: campaignSlugParamSchema },
  responses: cacheable(
    publicCampaignSchema,
    'The campaign',
    '1003 NOT_FOUND when no campaign with this slug is running (unknown, scheduled, ended, ' +
      'paused or deleted); 1001 VALIDATION_ERROR for a malformed slug',
  ),
});

// GET /campaigns, /campaigns/{slug} — the running campaigns, cacheable
export function registerCampaigns(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const fromHeaders = query.country === undefined;
    const country = query.country ?? callerEdgeCountry(c);
    const db = await c.var.deps.getDb();
    const now = c.var.deps.now?.() ?? new Date();
    const items = await runningCampaigns(db, { country, platform: query.platform }, now);
    return cacheableOk(
      c,
      { country, items },
      { maxAge: PUBLIC_MAX_AGE, vary: fromHeaders ? COUNTRY_HEADERS : [] },
    );
  });

  app.openapi(oneRoute, async (c) => {
    const db = await c.var.deps.getDb();
    const now = c.var.deps.now?.() ?? new Date();
    const campaign = await runningCampaign(db, c.req.valid('param').slug, now);
    if (!campaign) throw new AppError('NOT_FOUND');
    return cacheableOk(c, campaign, { maxAge: PUBLIC_MAX_AGE });
  });
}

import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { MAIN_API_BASE, PRODUCT_VERSION, WORKER_API_BASE } from '@/lib/api/constants';
import { MAX_UPLOAD_BYTES } from '@/lib/validation/media';
import type { ApiDeps, ApiEnv } from './context';
import { extensionCors } from './cors';
import { renderDocsPage } from './docs-page';
import { AppError } from '../errors';
import { validationError } from './errors';
import { handleError, notFound, rejectBadBytes, requestContext } from './middleware';
import { retryReadsOnce } from './read-retry';
import { registerAccountResources, registerCatalogResources } from './resource-definitions';
import { registerAds } from './routes/ads';
import { registerAudit } from './routes/audit';
import { registerMedia } from './routes/media';
import { registerCampaigns } from './routes/campaigns';
import { registerAuth } from './routes/auth';
import { registerCatalogExtras } from './routes/catalog-extras';
import { registerCouponResults } from '../features/coupons/results-routes';
import { registerGeolocation } from './routes/geolocation';
import { registerInsights } from './routes/insights';
import { registerOAuth } from './routes/oauth';
import { registerProducts } from './routes/products';
import { registerHealth } from './routes/health';
import { registerShops } from './routes/shops';
import { registerShopLookup } from '../features/shop-lookup/routes';
import { registerTracking } from '../features/price-tracking/routes';
import { registerTestUsers } from './routes/test-users';
import { registerUninstall } from './routes/uninstall';
import { registerUserDetails } from './routes/user-details';

const MAX_BODY_BYTES = 1024 * 1024;
/** `POST /{res}/import` carries a CSV file of up to 2 MB inside its JSON. */
const IMPORT_MAX_BODY_BYTES = 3 * 1024 * 1024;
const IMPORT_PATH = /\/[a-z-]+\/import$/;
/** `POST /media` carries one image of up to MAX_UPLOAD_BYTES in a multipart form. */
const UPLOAD_MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
const UPLOAD_PATH = /\/media$/;
const limitUpload = bodyLimit({
  maxSize: UPLOAD_MAX_BODY_BYTES,
  onError: () => {
    throw new AppError('VALIDATION_ERROR', [
      {
        key: 'file',
        message: 'validation.media.too_large',
        params: { maximum: MAX_UPLOAD_BYTES / 1024 / 1024 },
      },
    ]);
  },
});

const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('BAD_REQUEST', [{ key: 'body', message: 'validation.body_too_large' }]);
    },
  });

function baseApp(deps: ApiDeps, basePath: string) {
  const app = new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  }).basePath(basePath);
  app.use(requestContext(deps));
  app.use(extensionCors(deps.extensionOrigins ?? []));
  const limits = { usual: limitBody(MAX_BODY_BYTES), import: limitBody(IMPORT_MAX_BODY_BYTES) };
  app.use((c, next) => {
    if (c.req.method === 'POST' && UPLOAD_PATH.test(c.req.path)) return limitUpload(c, next);
    return (IMPORT_PATH.test(c.req.path) ? limits.import : limits.usual)(c, next);
  });
  app.use(rejectBadBytes);
  app.notFound(notFound);
  app.onError(handleError);
  return retryReadsOnce(app, { delayMs: deps.readRetryDelayMs, logger: deps.logger });
}

/** The document and its page are operations too: listed in the document they serve. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({}),
  paths: z.looseObject({}),
});
const documentRoute = createRoute({
  method: 'get',
  path: '/openapi.json',
  operationId: 'system.openapi',
  tags: ['System'],
  summary: 'This OpenAPI 3.1 document (plain JSON, not an envelope)',
  responses: {
    200: {
      description: 'The document',
      content: {
        'application/json': {
          schema: openApiDocumentSchema,
        },
      },
    },
  },
});
const docsPageRoute = createRoute({
  method: 'get',
  path: '/docs',
  operationId: 'system.docs',
  tags: ['System'],
  summary: 'The API reference as an HTML page, built from this document',
  responses: { 200: { description: 'The page', content: { 'text/html': { schema: z.string() } } } },
});

/** What each tag holds: every tag an operation uses is declared in the document with this. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  System: 'Health, this document and its reference page.',
  Auth: 'Accounts: sign-up, email verification, sign-in, tokens, profile, passwords, deletion.',
  OAuth: 'Sign-in with Google, Apple and Facebook; the hand-off to the mobile app.',
  Shop: 'Stores: the public directory and store pages, and the generic resource for staff.',
  Coupon: 'Coupons: votes, the extension’s checkout results, and the generic resource.',
  Category: 'Store categories (generic resource).',
  Provider: 'Affiliate providers and their tracking templates (generic resource).',
  Redirect: 'Counted redirects to stores, products and coupons.',
  Product: 'Products seen by the extension, their prices, history and store page data.',
  Price: 'Price observations of products (generic resource).',
  Tracking: 'A shopper’s tracked products, price alerts and unsubscribing.',
  Cartarm: 'Checkout rules the extension follows to apply coupons.',
  Ads: 'Ads for the site, the extension and the app, with their counted impressions and clicks.',
  Campaign: 'Seasonal campaigns with their stores and coupons.',
  'Short links': 'Short links with per-platform targets and click statistics.',
  Uninstall: 'Why the extension was uninstalled: the feedback and its records.',
  User: 'Accounts as staff see them (generic resource) and one account in detail.',
  Role: 'Roles and their permissions (generic resource).',
  Media: 'Images in the media library: list, upload, rename, delete.',
  Insights: 'Figures of the admin dashboard.',
  Admin: 'The admin activity log.',
  Worker: 'The worker API: the caller’s country.',
};

type Document = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

/**
 * The generated document made explicit for client tools: an operation that names no security is
 * public and says so (`security: []`), and the tags used are declared with what they hold.
 */
function completeDocument(doc: Document): Document {
  const used = new Set<string>();
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      operation.security ??= [];
      for (const tag of operation.tags ?? []) used.add(tag);
    }
  }
  const tags = [...used].sort().map((name) => {
    const description = TAG_DESCRIPTIONS[name];
    if (!description) throw new Error(`The API tag "${name}" has no description`);
    return { name, description };
  });
  return { ...doc, tags };
}

function withDocs(app: OpenAPIHono<ApiEnv>, basePath: string, title: string) {
  const document = {
    openapi: '3.1.0',
    info: {
      title,
      version: PRODUCT_VERSION,
      description:
        'Every answer is an envelope: `{success: true, code: 2000, data}` or ' +
        '`{success: false, error: {code, title, message, details?, requestId}}` with the HTTP ' +
        'status of the error catalogue. Send `X-Product-Version`; every response carries `X-Request-Id`.',
    },
  };
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT access token (refresh token for POST /auth/refresh)',
  });
  // GET /openapi.json — this document; paths in it carry the base path, the server root is the site
  app.openapi(documentRoute, (c) => {
    const doc = completeDocument(
      app.getOpenAPI31Document({ ...document, servers: [{ url: '/' }] }),
    );
    // The generator's type allows `undefined` members, which JSON leaves out anyway.
    return c.json(doc as unknown as z.infer<typeof openApiDocumentSchema>, 200);
  });
  // GET /docs — the same document as a page
  app.openapi(docsPageRoute, (c) =>
    c.html(
      renderDocsPage(
        title,
        completeDocument(app.getOpenAPI31Document({ ...document, servers: [] })),
        basePath,
      ),
    ),
  );
  return app;
}

/** The main API v1, mounted at /api/v1. */
export function createMainApi(deps: ApiDeps) {
  const app = baseApp(deps, MAIN_API_BASE);
  registerHealth(app);
  registerUninstall(app);
  registerShops(app);
  registerShopLookup(app);
  // Literal /shop/… paths first: the generic /shop/{id} would answer them otherwise.
  registerCatalogExtras(app);
  registerCouponResults(app);
  registerAds(app);
  registerCampaigns(app);
  // Literal /product/… paths before the generic /product/{id}.
  registerProducts(app);
  registerCatalogResources(app);
  registerAudit(app);
  registerMedia(app);
  registerInsights(app);
  registerAuth(app);
  registerTestUsers(app);
  registerOAuth(app);
  // After registerAuth: DELETE /user/me must not reach DELETE /user/{id}.
  registerUserDetails(app);
  registerTracking(app);
  registerAccountResources(app);
  return withDocs(app, MAIN_API_BASE, 'Safqa API v1');
}

/** The worker API v1, mounted at /api/worker/v1. */
export function createWorkerApi(deps: ApiDeps) {
  const app = baseApp(deps, WORKER_API_BASE);
  registerGeolocation(app);
  return withDocs(app, WORKER_API_BASE, 'Safqa worker API v1');
}

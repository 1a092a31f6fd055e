import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '../context';
import { registerResource } from '../resource/register-resource';
import { categoryResource } from './category';
import { couponResource } from './coupon';
import { providerResource } from './provider';
import { shopResource } from './shop';

/**
 * The generic catalogue resources of spec §7. Register after every literal route sharing their
 * prefix (`/shop/shop-list`, `/shop/app-state`, `/coupon/{id}/vote` is a different shape).
 */
export function registerCatalogResources(app: OpenAPIHono<ApiEnv>) {
  registerResource(app, shopResource);
  registerResource(app, categoryResource);
  registerResource(app, couponResource);
  registerResource(app, providerResource);
}

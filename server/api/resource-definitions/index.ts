import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '../context';
import { registerResource } from '../resource-factory/register-resource';
import { registerCartarmActive } from '../routes/cartarm';
import { registerShortLinkStats } from '../../features/short-links/stats-routes';
import { adsResource } from './ads';
import { campaignResource } from './campaign';
import { cartarmResource } from './cartarm';
import { categoryResource } from './category';
import { couponResource } from '../../features/coupons/resource';
import { priceResource } from './price';
import { productResource } from './product';
import { providerResource } from './provider';
import { roleResource } from './role';
import { shopResource } from './shop';
import { shortLinkResource } from '../../features/short-links/resource';
import { uninstallResource } from './uninstall';
import { userResource } from './user';

/**
 * The generic catalogue resources (ads, cartarm, category, coupon, price, product, provider, shop,
 * shortner, uninstall, user, …): their definitions are here, or in their feature's home
 * (server/features/coupons, server/features/short-links). Register after every literal route
 * sharing their prefix (`/shop/shop-list`, `/shop/app-state`, `/ads/active`; `/coupon/{id}/vote` is a different shape).
 */
export function registerCatalogResources(app: OpenAPIHono<ApiEnv>) {
  registerResource(app, shopResource);
  registerResource(app, categoryResource);
  registerResource(app, couponResource);
  registerResource(app, providerResource);
  registerResource(app, campaignResource);
  // GET /shortner/{id}/stats before the resource's /shortner/{id} routes.
  registerShortLinkStats(app);
  registerResource(app, shortLinkResource);
  registerResource(app, adsResource);
  registerResource(app, productResource);
  registerResource(app, priceResource);
  // GET /cartarm/active (public) before the resource's /cartarm/{id} routes.
  registerCartarmActive(app);
  registerResource(app, cartarmResource);
  // After registerUninstall: POST /uninstall/feedback and GET /uninstall/stats come first.
  registerResource(app, uninstallResource);
}

/**
 * The back-office's accounts and roles. Register after the account routes (`DELETE /user/me` would
 * otherwise reach `DELETE /user/{id}`) and after `GET /user/{id}/details`.
 */
export function registerAccountResources(app: OpenAPIHono<ApiEnv>) {
  registerResource(app, userResource);
  registerResource(app, roleResource);
}

/** Sent by every client (site, extension, mobile app) and logged by the API. */
export const PRODUCT_VERSION = '0.1.106';
export const PRODUCT_VERSION_HEADER = 'X-Product-Version';
export const REQUEST_ID_HEADER = 'X-Request-Id';
export const MAIN_API_BASE = '/api/v1';
export const WORKER_API_BASE = '/api/worker/v1';
/**
 * The cookie that ties an OAuth flow to the browser that started it, and the header the site's
 * BFF passes its value in when it redeems the flow's one-time id (only the BFF's path sees it).
 */
export const OAUTH_BINDING_COOKIE = 'safqa_oauth_binding';
export const OAUTH_BINDING_HEADER = 'X-OAuth-Binding';
/**
 * A client's device token for an account (server/auth/device-tokens.ts): the API answers it with
 * every new sign-in and reads it back in this header on password checks; the site's BFF keeps it
 * in an HttpOnly cookie of its own path and passes it on the same way.
 */
export const DEVICE_TOKEN_HEADER = 'X-Device-Token';
export const DEVICE_COOKIE = 'safqa_device';

/** Sent by every client (site, extension, mobile app) and logged by the API (spec §7). */
export const PRODUCT_VERSION = '0.1.106';
export const PRODUCT_VERSION_HEADER = 'X-Product-Version';
export const REQUEST_ID_HEADER = 'X-Request-Id';
export const MAIN_API_BASE = '/api/v1';
export const WORKER_API_BASE = '/api/worker/v1';

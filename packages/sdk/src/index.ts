export { createSafqaClient, type SafqaClient, type SafqaClientOptions } from './client';
export {
  SafqaApiError,
  isSafqaApiError,
  unwrap,
  type ErrorDetail,
  type ErrorTitle,
} from './errors';
export { memoryEtagCache, type CachedRead, type EtagCache } from './etag-cache';
export { memorySessionStore, type SessionStore, type Tokens } from './session';
export { ERROR_CATALOGUE, PRODUCT_VERSION } from './generated/contract';
export type * as MainApi from './generated/main-v1';
export type * as WorkerApi from './generated/worker-v1';

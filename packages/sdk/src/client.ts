import createClient, { type Client } from 'openapi-fetch';
import { memoryEtagCache, withEtagCache, type EtagCache } from './etag-cache';
import { SafqaApiError, unwrap } from './errors';
import { DEVICE_TOKEN_HEADER, PRODUCT_VERSION, PRODUCT_VERSION_HEADER } from './generated/contract';
import type { paths as MainPaths } from './generated/main-v1';
import type { paths as WorkerPaths } from './generated/worker-v1';
import { memorySessionStore, withBearerTokens, type SessionStore } from './session';

export interface SafqaClientOptions {
  /** The site's origin, e.g. `https://safqa.app`: the documents' paths carry `/api/v1` and `/api/worker/v1`. */
  baseUrl: string;
  /** Sent as `X-Product-Version` on every call; the version these types were generated from by default. */
  productVersion?: string;
  /** Where the sign-in is kept; in memory by default. */
  session?: SessionStore;
  /** Where cacheable reads are kept; `false`: none. In memory (100 URLs) by default. */
  etagCache?: EtagCache | false;
  /** Told when the API refused the refresh token: the sign-in is over. */
  onSignedOut?: () => void;
  /** The fetch to send with (tests hand in one into the in-process API); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
}

type SignInBody = NonNullable<
  MainPaths['/api/v1/auth/login']['post']['requestBody']
>['content']['application/json'];

/**
 * The API's typed clients (`api` for /api/v1, `worker` for /api/worker/v1; openapi-fetch, paths
 * as the documents spell them) over one fetch that adds what every client repeats: the product
 * version header, bearer tokens renewed by one refresh at a time, and ETag revalidation of
 * cacheable reads. `unwrap(call)` turns an answer into its `data` or a SafqaApiError.
 */
export function createSafqaClient(options: SafqaClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const session = options.session ?? memorySessionStore();
  const productVersion = options.productVersion ?? PRODUCT_VERSION;
  const base = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  const versioned = (request: Request) => {
    if (!request.headers.has(PRODUCT_VERSION_HEADER))
      request.headers.set(PRODUCT_VERSION_HEADER, productVersion);
    return base(request);
  };
  const cached =
    options.etagCache === false
      ? versioned
      : withEtagCache(versioned, options.etagCache ?? memoryEtagCache());
  const send = withBearerTokens(cached, {
    store: session,
    refreshUrl: `${baseUrl}/api/v1/auth/refresh`,
    onSignedOut: options.onSignedOut,
  });

  const api: Client<MainPaths> = createClient<MainPaths>({ baseUrl, fetch: send });
  const worker: Client<WorkerPaths> = createClient<WorkerPaths>({ baseUrl, fetch: send });

  /** Signs in with email and password, keeping the tokens and this client's device token. */
  async function signIn(credentials: SignInBody) {
    const device = await session.getDeviceToken();
    const signedIn = await unwrap(
      api.POST('/api/v1/auth/login', {
        body: credentials,
        headers: device ? { [DEVICE_TOKEN_HEADER]: device } : {},
      }),
    );
    await session.setTokens(signedIn.tokens);
    await session.setDeviceToken(signedIn.deviceToken);
    return signedIn;
  }

  /** Ends the sign-in at the API (its refresh token revoked) and forgets its tokens here. */
  async function signOut() {
    const tokens = await session.getTokens();
    await session.setTokens(null);
    if (!tokens) return;
    try {
      await unwrap(
        api.POST('/api/v1/auth/logout', { body: { refreshToken: tokens.refreshToken } }),
      );
    } catch (error) {
      // Signed out here either way; an API that could not be told lets the token expire.
      if (!(error instanceof SafqaApiError)) throw error;
    }
  }

  return { api, worker, session, signIn, signOut };
}

export type SafqaClient = ReturnType<typeof createSafqaClient>;

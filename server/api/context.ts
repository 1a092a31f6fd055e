import type { Db } from '../db/client';
import type { User } from '../db/schema';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';
import type { RateLimits } from '../auth/rate-limits';
import type { AuthConfig } from '../auth/tokens';
import type { OAuthProviders } from '../auth/oauth-config';
import type { OAuthProxyConfig } from '../auth/oauth-proxy';
import type { MediaContext } from '../services/media';
import type { JobSender } from '../jobs/queue';
import type { TrustedProxies } from '../client-address';

/** What every API request can reach; tests build it around a fresh database. */
export interface ApiDeps {
  getDb(): Promise<Db>;
  logger: Logger;
  auth: AuthConfig;
  mailer: Mailer;
  limits: RateLimits;
  oauth: OAuthProviders;
  /**
   * Sign-in from deploy previews through one fixed callback (OAUTH_PROXY_URL, OAUTH_PROXY_SECRET,
   * PREVIEW_HOSTS); unset: every sign-in calls back to this site.
   */
  oauthProxy?: OAuthProxyConfig;
  /**
   * Called after a catalogue write with the tags (lib/cache/catalog-tags.ts) whose cached
   * pages are stale. The Next process revalidates them; tests may record them.
   */
  onCatalogChange?: (tags: string[]) => void;
  /**
   * Public catalogue reads kept in the site's shared cache under catalogue tags, so the writes'
   * `onCatalogChange` expires them; without it (tests, other hosts) every call reads.
   */
  cachedRead?: <T>(key: string[], tags: string[], read: () => Promise<T>) => Promise<T>;
  /** The clock of the day-based counters and figures (tests move it); the system clock by default. */
  now?: () => Date;
  /** Where media files live and their public base URL; the configured storage by default. */
  media?: MediaContext;
  /** Origins of the browser extension that get CORS headers (EXTENSION_ORIGINS); none by default. */
  extensionOrigins?: readonly string[];
  /**
   * Background jobs (price-alert mails). Unset (a serverless host, tests): nothing is queued
   * from requests; GET /api/cron/price-alerts, or the sweeper of a worker, mails the unsent
   * alerts later.
   */
  jobs?: JobSender;
  /** Who may name the client's address (TRUSTED_PROXIES); nobody by default: the peer is the client. */
  trustedProxies?: TrustedProxies;
  /** Wait before a read that met a broken database connection is tried again (250 ms). */
  readRetryDelayMs?: number;
  /**
   * Runs `task` once the answer is on its way (Next's `after()`, which also keeps a serverless
   * function alive until the task ends); the request never waits for it. Unset: the task starts
   * at once, not awaited. Tests may hold the tasks and run them when they choose.
   */
  defer?: (task: () => Promise<void>) => void;
}

export type ApiEnv = {
  Variables: {
    requestId: string;
    deps: ApiDeps;
    auth?: { user: User; sessionId: string };
  };
};

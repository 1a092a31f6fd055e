import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import type { Mailer } from '../../mail/mailer';
import type { RateLimits } from '../../auth/rate-limits';
import type { AuthConfig } from '../../auth/tokens';

/** What the account services need; routes build it from the API deps, tests from a fresh database. */
export interface AuthContext {
  db: Db;
  config: AuthConfig;
  mailer: Mailer;
  limits: RateLimits;
  logger: Logger;
  /** The caller, for per-IP limits and the session record. */
  client: { ip: string; userAgent: string | null };
  /**
   * Runs `task` after the answer is sent (a failure is logged, never answered): work whose
   * presence or length must not show in the answer.
   */
  defer(task: () => Promise<void>): void;
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './client-address';

/**
 * Server configuration, read once and validated with zod (README "Configuration" lists every variable).
 * A bad value stops the start with a message naming the variable. Empty strings count as unset.
 */
const url = (protocols: string[], hint: string) =>
  z.string().refine((v) => {
    try {
      return protocols.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `must be a ${hint} URL`);

const secret = z.string().min(32, 'must be at least 32 characters');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://').optional(),
  /**
   * The direct (unpooled) address of DATABASE_URL's database, when DATABASE_URL goes through a
   * transaction-mode pooler (PgBouncer, Neon's `-pooler` host, Supabase's port 6543): migrations,
   * their advisory lock and pg-boss use it; the app's queries go through the pooler, without named
   * prepared statements. Unset: DATABASE_URL is direct and serves for everything. Ignored
   * without DATABASE_URL (the embedded database).
   */
  DATABASE_URL_UNPOOLED: url(['postgres:', 'postgresql:'], 'postgres://').optional(),
  APP_URL: url(['http:', 'https:'], 'http(s)://').default('http://localhost:3000'),
  /**
   * The short-link domain whose bare `/{slug}` paths redirect (proxy.ts); by default
   * NEXT_PUBLIC_LINK_DOMAIN's host. `/l/{slug}` works on the site either way.
   */
  LINK_DOMAIN: url(['http:', 'https:'], 'http(s)://').optional(),
  SESSION_SECRET: secret.optional(),
  JWT_SECRET: secret.optional(),
  COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9.-]+$/i, 'must be a domain name such as .safqa.app')
    .optional(),
  API_URL: url(['http:', 'https:'], 'http(s)://').optional(),
  /**
   * How long a call to API_URL may take, answer included, before it is `GATEWAY_TIMEOUT`
   * (server/api/in-process.ts).
   */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtp(s)://').optional(),
  MAIL_FROM: z.string().min(3).default('Safqa <no-reply@safqa.app>'),
  REDIS_URL: url(['redis:', 'rediss:'], 'redis://').optional(),
  MEDIA_DIR: z.string().optional(),
  /** Media in an S3-compatible bucket instead of MEDIA_DIR when set (server/media/storage.ts). */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name such as safqa-media')
    .optional(),
  /** The S3 API address of a non-AWS provider (MinIO, R2, Spaces…); unset: AWS itself. */
  S3_ENDPOINT: url(['http:', 'https:'], 'http(s)://').optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  /** Unset: the SDK's own credential chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `bucket` in the path rather than the host name; default true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], 'must be true or false').optional(),
  /** Base URL of the media as the public sees it (a CDN or the bucket's website); listed URLs use it. */
  MEDIA_PUBLIC_URL: url(['http:', 'https:'], 'http(s)://').optional(),
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug']).optional(),
  /** Extra URL schemes a redirect_uri may use (the mobile app's), comma-separated. */
  APP_SCHEMES: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]*(,[a-z][a-z0-9+.-]*)*$/, 'must be comma-separated scheme names')
    .default('safqa'),
  /**
   * Origins of the browser extension allowed to call the API from its own pages (CORS),
   * comma-separated: `chrome-extension://<id>,moz-extension://<uuid>`. Unset: no CORS at all.
   */
  EXTENSION_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(chrome|moz|safari-web)-extension:\/\/[A-Za-z0-9-]+$/,
            'must be comma-separated extension origins such as chrome-extension://<id>',
          ),
      ),
    )
    .optional(),
  /**
   * Influencer videos on the home page: comma-separated `youtubeId|title` pairs. Unset: the
   * section is left out (the list is a marketing input, not something to invent).
   */
  INFLUENCER_VIDEOS: z
    .string()
    .regex(
      /^[\w-]{11}\|[^,|]+(,[\w-]{11}\|[^,|]+)*$/,
      'must be comma-separated youtubeId|title pairs',
    )
    .optional(),
  /**
   * Background jobs (price-alert mails): how many run at once in this process (0: this process
   * only queues them and `npm run jobs:work` processes do the work; PostgreSQL only), how often
   * a failed one is tried again and after how long (doubling each time with backoff), how often
   * an idle worker looks for work, and after how many minutes a still-unsent alert is queued again.
   */
  JOBS_CONCURRENCY: z.coerce.number().int().min(0).max(50).default(2),
  JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(12),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  JOBS_RETRY_BACKOFF: z
    .enum(['true', 'false'], 'must be true or false')
    .default('true')
    .transform((v) => v === 'true'),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOBS_SWEEP_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /**
   * Opens GET /api/cron/purge (`Authorization: Bearer <CRON_SECRET>`) for hosts that run the
   * hourly account purge from a scheduler instead of a long-lived process; unset, the route 404s.
   */
  CRON_SECRET: secret.optional(),
  /**
   * The proxies whose `X-Forwarded-For` names the client (server/client-address.ts): a hop
   * count (`1`: one load balancer in front) or comma-separated CIDRs (`10.0.0.0/8,fd00::/8`).
   * Unset: none, the socket's address is the client's and `X-Forwarded-For` is ignored.
   */
  TRUSTED_PROXIES: z
    .string()
    .superRefine((v, ctx) => {
      const parsed = parseTrustedProxies(v);
      if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
    })
    .optional(),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface ServerEnv extends Omit<
  RawEnv,
  'MEDIA_DIR' | 'S3_FORCE_PATH_STYLE' | 'EXTENSION_ORIGINS'
> {
  MEDIA_DIR: string;
  S3_FORCE_PATH_STYLE: boolean;
  LOG_LEVEL: 'error' | 'warn' | 'info' | 'debug';
  /** The bare domain of APP_URL, e.g. `safqa.app` or `localhost`. */
  appDomain: string;
  /** EXTENSION_ORIGINS as a list (empty when unset). */
  extensionOrigins: string[];
  /** TRUSTED_PROXIES parsed (none when unset). */
  trustedProxies: TrustedProxies;
}

/** Settings that only make sense together (a key without its secret, an endpoint without a bucket). */
function s3Problems(env: RawEnv): string[] {
  const problems: string[] = [];
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(`${missing}: S3 keys come in pairs, set both`);
  }
  if (env.S3_ENDPOINT && !env.S3_BUCKET) problems.push('S3_BUCKET: required with S3_ENDPOINT');
  return problems;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type Secrets = { SESSION_SECRET: string; JWT_SECRET: string };

/** Development secrets live in DATA_DIR/secrets.json, generated on first use. */
function developmentSecrets(dataDir: string): Secrets {
  const file = path.join(/*turbopackIgnore: true*/ dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = z
      .object({ SESSION_SECRET: secret, JWT_SECRET: secret })
      .safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
  }
  const generated: Secrets = {
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  return generated;
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    );
  }
  const env = result.data;
  const pairs = s3Problems(env);
  if (pairs.length) throw new ConfigError(pairs);
  return {
    ...env,
    MEDIA_DIR: env.MEDIA_DIR ?? path.join(/*turbopackIgnore: true*/ env.DATA_DIR, 'media'),
    S3_FORCE_PATH_STYLE: (env.S3_FORCE_PATH_STYLE ?? String(!!env.S3_ENDPOINT)) === 'true',
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'production' ? 'error' : 'info'),
    appDomain: new URL(env.APP_URL).hostname,
    extensionOrigins: env.EXTENSION_ORIGINS ?? [],
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES) as TrustedProxies,
  };
}

/**
 * The signing secrets: from the environment, required in production; in development and
 * tests generated once into DATA_DIR/secrets.json.
 */
export function resolveSecrets(env: ServerEnv): Secrets {
  if (env.SESSION_SECRET && env.JWT_SECRET) {
    return { SESSION_SECRET: env.SESSION_SECRET, JWT_SECRET: env.JWT_SECRET };
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      (['SESSION_SECRET', 'JWT_SECRET'] as const)
        .filter((k) => !env[k])
        .map((k) => `${k}: required in production (at least 32 characters)`),
    );
  }
  return developmentSecrets(env.DATA_DIR);
}

let cached: ServerEnv | undefined;

/** The validated configuration of this process (read once). */
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

let cachedSecrets: Secrets | undefined;

export function serverSecrets(): Secrets {
  cachedSecrets ??= resolveSecrets(serverEnv());
  return cachedSecrets;
}

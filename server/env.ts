import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { appUrlOf, isPreview } from '@/lib/site/deployment.mjs';
import { previewHostPatternProblem } from '../lib/security/redirect-uri';
import { parseTrustedProxies, type TrustedProxies } from './client-address';

/**
 * Server configuration, read once and validated with zod (docs/configuration.md lists every
 * variable). A bad value stops the start with a message naming the variable. Empty strings count
 * as unset.
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

/** A host name without scheme, as Vercel gives its deployment addresses (`safqa-git-x.vercel.app`). */
const hostName = z
  .string()
  .regex(
    /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i,
    'must be a host name such as safqa.vercel.app',
  );

/** One PREVIEW_MAIL_ALLOW entry: `*`, a domain `@safqa.app` or an address `qa@example.com`. */
const MAIL_ALLOW_ENTRY = /^(\*|[^\s@,<>]*@[a-z0-9]([a-z0-9.-]*[a-z0-9])?)$/i;

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
  /**
   * The site's address. Unset: the address the host gives the deployment (VERCEL_BRANCH_URL on a
   * preview, VERCEL_PROJECT_PRODUCTION_URL or VERCEL_URL in production, over https), else
   * http://localhost:3000 (lib/site/deployment.mjs).
   */
  APP_URL: url(['http:', 'https:'], 'http(s)://').optional(),
  /**
   * `preview` on a deploy preview (any host): never indexed, mail only to PREVIEW_MAIL_ALLOW,
   * demo data allowed. Unset: Vercel's VERCEL_ENV decides, else production.
   */
  DEPLOY_ENV: z.enum(['production', 'preview'], 'must be production or preview').optional(),
  /** Set by Vercel: `production`, `preview` or `development` (its own value, not checked). */
  VERCEL_ENV: z.string().optional(),
  /** Set by Vercel: host names of this deployment, of the branch's newest one, of production. */
  VERCEL_URL: hostName.optional(),
  VERCEL_BRANCH_URL: hostName.optional(),
  VERCEL_PROJECT_PRODUCTION_URL: hostName.optional(),
  /**
   * Who a preview's mail may reach, comma-separated: domains (`@safqa.app`), addresses
   * (`qa@example.com`), or `*` when SMTP_URL is itself a capture (Mailpit, a sandbox). Any other
   * recipient's mail is logged and written to DATA_DIR/outbox instead. Unset: nobody. Ignored in
   * production.
   */
  PREVIEW_MAIL_ALLOW: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            MAIL_ALLOW_ENTRY,
            'must be comma-separated domains (@safqa.app), addresses (qa@example.com) or *',
          ),
      ),
    )
    .optional(),
  /** `1`: `npm run db:deploy` loads the demo data after migrating (previews only). */
  SEED_DEMO: z.enum(['0', '1'], 'must be 0 or 1').default('0'),
  /**
   * The short-link domain whose bare `/{slug}` paths redirect (proxy.ts); by default
   * NEXT_PUBLIC_LINK_DOMAIN's host. `/l/{slug}` works on the site either way.
   */
  LINK_DOMAIN: url(['http:', 'https:'], 'http(s)://').optional(),
  /**
   * Live chat (a Chatwoot-compatible website SDK): the chat server's address and the website
   * inbox's token. Off unless both are set. Read at run time (lib/site/integrations.mjs).
   */
  NEXT_PUBLIC_CHAT_URL: url(['http:', 'https:'], 'http(s)://').optional(),
  NEXT_PUBLIC_CHAT_TOKEN: z
    .string()
    .regex(/^[\w-]{1,200}$/, 'must be a website token')
    .optional(),
  /**
   * Page views and events: a Plausible-compatible collector's origin (events go to its
   * `/api/event`) and the site's domain there (default: the site's host). Off when unset.
   */
  NEXT_PUBLIC_ANALYTICS_URL: url(['http:', 'https:'], 'http(s)://').optional(),
  NEXT_PUBLIC_ANALYTICS_DOMAIN: hostName.optional(),
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
  /**
   * Megabytes of cached pages' answers the Node server keeps to send again without Next
   * (server/page-memo.ts); 0 turns it off. Used only without REDIS_URL.
   */
  PAGE_MEMO_MB: z.coerce.number().int().min(0).max(4096).default(32),
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
   * Opens GET /api/cron/<job> (`Authorization: Bearer <CRON_SECRET>`: purge, price-alerts) for
   * hosts whose scheduler runs the background work instead of a long-lived process; unset, the
   * routes 404.
   */
  CRON_SECRET: secret.optional(),
  /**
   * `1`: a serverless host (functions that freeze after each answer, files that vanish): the
   * process starts no timer and no worker, the scheduler calls /api/cron/<job>; the embedded
   * database and a local media folder are refused. Unset: `VERCEL=1` or
   * `AWS_LAMBDA_FUNCTION_NAME` (set by such hosts) say so; `0` overrides them.
   */
  SERVERLESS: z.enum(['0', '1', 'true', 'false'], 'must be 1 or 0').optional(),
  VERCEL: z.string().optional(),
  AWS_LAMBDA_FUNCTION_NAME: z.string().optional(),
  /**
   * Sign-in with Google and Apple on deploy previews (docs/deploy.md "Sign-in on previews"):
   * the one origin whose callbacks the providers know (a preview's sign-ins call back there and
   * are handed back), the secret every deployment shares to sign that hand-back, and the hosts a
   * preview may have (comma-separated patterns: `*.vercel.app`, `preview.localhost:3442`).
   */
  OAUTH_PROXY_URL: url(['http:', 'https:'], 'http(s)://').optional(),
  OAUTH_PROXY_SECRET: secret.optional(),
  PREVIEW_HOSTS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    )
    .superRefine((hosts, ctx) => {
      for (const host of hosts) {
        const problem = previewHostPatternProblem(host);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }
    })
    .optional(),
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

type RawEnv = z.infer<typeof envSchema>;

export interface ServerEnv extends Omit<
  RawEnv,
  | 'APP_URL'
  | 'MEDIA_DIR'
  | 'S3_FORCE_PATH_STYLE'
  | 'EXTENSION_ORIGINS'
  | 'SERVERLESS'
  | 'PREVIEW_MAIL_ALLOW'
  | 'PREVIEW_HOSTS'
> {
  /** As configured, or worked out from the host's variables (lib/site/deployment.mjs). */
  APP_URL: string;
  /** A deploy preview (DEPLOY_ENV, else VERCEL_ENV): never indexed, its mail held back. */
  preview: boolean;
  /** PREVIEW_MAIL_ALLOW as a lower-cased list (empty when unset). */
  previewMailAllow: string[];
  MEDIA_DIR: string;
  S3_FORCE_PATH_STYLE: boolean;
  LOG_LEVEL: 'error' | 'warn' | 'info' | 'debug';
  /** The bare domain of APP_URL, e.g. `safqa.app` or `localhost`. */
  appDomain: string;
  /** EXTENSION_ORIGINS as a list (empty when unset). */
  extensionOrigins: string[];
  /** PREVIEW_HOSTS as a list (empty when unset). */
  previewHosts: string[];
  /** TRUSTED_PROXIES parsed (none when unset). */
  trustedProxies: TrustedProxies;
  /** A serverless host (SERVERLESS, else VERCEL / AWS_LAMBDA_FUNCTION_NAME): no timers, no workers. */
  serverless: boolean;
}

/** SERVERLESS when set, else the host's own variables. */
function isServerless(env: RawEnv): boolean {
  if (env.SERVERLESS) return env.SERVERLESS === '1' || env.SERVERLESS === 'true';
  return env.VERCEL === '1' || !!env.AWS_LAMBDA_FUNCTION_NAME;
}

/**
 * What a serverless host cannot keep: its files vanish with the instance, so the embedded
 * database (DATA_DIR) and a local media folder (MEDIA_DIR) would lose every write. The build
 * (`next build` inside `vercel build`, which sets VERCEL=1) opens neither and is let through.
 */
function serverlessProblems(env: RawEnv, phase: string | undefined): string[] {
  if (!isServerless(env) || phase === 'phase-production-build') return [];
  const problems: string[] = [];
  if (!env.DATABASE_URL) {
    problems.push(
      'DATABASE_URL: required on a serverless host (SERVERLESS/VERCEL): the embedded database would lose its files with the instance',
    );
  }
  if (!env.S3_BUCKET) {
    problems.push(
      'S3_BUCKET: required on a serverless host (SERVERLESS/VERCEL): media in a local folder (MEDIA_DIR) would vanish with the instance',
    );
  }
  return problems;
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

/** The OAuth proxy signs with OAUTH_PROXY_SECRET on both sides: no proxy setting without it. */
function oauthProxyProblems(env: RawEnv): string[] {
  if (env.OAUTH_PROXY_SECRET || (!env.OAUTH_PROXY_URL && !env.PREVIEW_HOSTS?.length)) return [];
  const with_ = env.OAUTH_PROXY_URL ? 'OAUTH_PROXY_URL' : 'PREVIEW_HOSTS';
  return [`OAUTH_PROXY_SECRET: required with ${with_} (at least 32 characters)`];
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
  const problems = [
    ...s3Problems(env),
    ...oauthProxyProblems(env),
    ...serverlessProblems(env, source.NEXT_PHASE),
  ];
  if (problems.length) throw new ConfigError(problems);
  const appUrl = appUrlOf(env);
  return {
    ...env,
    APP_URL: appUrl,
    preview: isPreview(env),
    previewMailAllow: env.PREVIEW_MAIL_ALLOW ?? [],
    MEDIA_DIR: env.MEDIA_DIR ?? path.join(/*turbopackIgnore: true*/ env.DATA_DIR, 'media'),
    S3_FORCE_PATH_STYLE: (env.S3_FORCE_PATH_STYLE ?? String(!!env.S3_ENDPOINT)) === 'true',
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'production' ? 'error' : 'info'),
    appDomain: new URL(appUrl).hostname,
    extensionOrigins: env.EXTENSION_ORIGINS ?? [],
    previewHosts: env.PREVIEW_HOSTS ?? [],
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES) as TrustedProxies,
    serverless: isServerless(env),
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

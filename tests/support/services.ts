/**
 * Tests that need a service a run may not have: PostgreSQL (`DATABASE_URL`), a transaction-mode
 * pooler in front of it (`DATABASE_URL` through it, `DATABASE_URL_UNPOOLED` direct) or Redis
 * (`REDIS_URL`). Without the variable they are skipped. Their titles always end in
 * `[needs <service>…]`: scripts/check-skipped.mjs reads the test reports and fails CI when such a
 * test was skipped in every run while its service answers on this machine.
 */
export type Service = 'postgres' | 'pgbouncer' | 'redis';

const configured: Record<Service, () => boolean> = {
  postgres: () => !!process.env.DATABASE_URL,
  pgbouncer: () =>
    !!process.env.DATABASE_URL &&
    !!process.env.DATABASE_URL_UNPOOLED &&
    process.env.DATABASE_URL_UNPOOLED !== process.env.DATABASE_URL,
  redis: () => !!process.env.REDIS_URL,
};

/** The tag a title ends in: `[needs postgres]`, `[needs postgres, redis]`. */
const needsTag = (services: Service[]) => `[needs ${services.join(', ')}]`;

/** `describe` and `it` that run when every one of `services` is configured, and skip otherwise. */
export function needs(...services: Service[]) {
  const available = services.every((service) => configured[service]());
  const tagged = (title: string) => `${title} ${needsTag(services)}`;
  return {
    describe: (title: string, body: () => void) =>
      (available ? describe : describe.skip)(tagged(title), body),
    it: (title: string, body: jest.ProvidesCallback, timeout?: number) =>
      (available ? it : it.skip)(tagged(title), body, timeout),
  };
}

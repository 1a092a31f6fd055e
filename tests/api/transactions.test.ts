import { sql } from 'drizzle-orm';
import { GOOD_PASSWORD, registerUser, uniqueEmail } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// Multi-row writes are one transaction each. A failure is injected half-way by the database
// itself — a trigger that raises on the second table a write touches — and nothing of the first
// table's change may remain.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(
    sql.raw(`CREATE FUNCTION injected_failure() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$`),
  );
});
afterAll(async () => {
  await t.close();
});

/** Runs `action` while every `event` on `table` fails, then removes the trigger again. */
async function failing<T>(table: string, event: 'INSERT' | 'UPDATE', action: () => Promise<T>) {
  await t.db.execute(
    sql.raw(`CREATE TRIGGER injected BEFORE ${event} ON ${table}
      FOR EACH ROW EXECUTE FUNCTION injected_failure()`),
  );
  try {
    return await action();
  } finally {
    await t.db.execute(sql.raw(`DROP TRIGGER injected ON ${table}`));
  }
}

const count = async (query: string) => {
  const result = (await t.db.execute(sql.raw(query))) as unknown as { rows: { n: string }[] };
  return Number(result.rows[0]?.n);
};

describe('one transaction per multi-row write', () => {
  it('token rotation: a failed refresh leaves the presented token usable', async () => {
    const account = await registerUser(t);
    const refresh = () =>
      t.api('POST', '/api/v1/auth/refresh', { token: account.tokens.refreshToken });
    const failed = await failing('refresh_tokens', 'INSERT', refresh);
    expect(failed.status).toBe(500);
    // Not used up by the failed try (which would answer REFRESH_TOKEN_INVALID now).
    const retried = await refresh();
    expect(retried.status).toBe(200);
    expect(retried.body.data.tokens.refreshToken).not.toBe(account.tokens.refreshToken);
  });

  it('registration: no account without its sign-in', async () => {
    const email = uniqueEmail('atomic');
    const res = await failing('refresh_tokens', 'INSERT', () =>
      t.api('POST', '/api/v1/auth/register', { json: { email, password: GOOD_PASSWORD } }),
    );
    expect(res.status).toBe(500);
    expect(await count(`SELECT count(*) AS n FROM users WHERE email = '${email}'`)).toBe(0);
  });

  it('sign-in: no session row without its refresh token, no login recorded', async () => {
    const account = await registerUser(t);
    const sessions = `SELECT count(*) AS n FROM auth_sessions WHERE user_id = '${account.user.id}'`;
    const before = await count(sessions);
    const res = await failing('refresh_tokens', 'INSERT', () =>
      t.api('POST', '/api/v1/auth/login', {
        json: { email: account.email, password: account.password },
      }),
    );
    expect(res.status).toBe(500);
    expect(await count(sessions)).toBe(before);
  });

  it('account deletion: not scheduled when its sign-ins cannot be ended', async () => {
    const account = await registerUser(t);
    const res = await failing('auth_sessions', 'UPDATE', () =>
      t.api('DELETE', '/api/v1/user/me', { token: account.tokens.accessToken }),
    );
    expect(res.status).toBe(500);
    expect(
      await count(
        `SELECT count(*) AS n FROM users WHERE id = '${account.user.id}' AND deletion_requested_at IS NOT NULL`,
      ),
    ).toBe(0);
  });
});

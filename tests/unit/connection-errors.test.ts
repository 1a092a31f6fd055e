/**
 * @jest-environment node
 */
import { connectFailed, connectionFailure } from '@/server/db/connection-errors';

// pg reports its own connection failures with a message and no code; drizzle wraps the driver's
// error in one of its own (`cause`). The API answers a 'before-send' write with a plain 503 and
// an 'unknown' one with "outcome unknown", and tries a read once more on either.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: …'), { cause });
const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('connectionFailure', () => {
  it('a failed connect never sent its statement, whatever pg or Node said', () => {
    const refused = coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(connectionFailure(wrapped(connectFailed(refused)))).toBe('before-send');
    const closed = new Error('Connection terminated unexpectedly');
    expect(connectionFailure(wrapped(connectFailed(closed)))).toBe('before-send');
    // pg's pool wraps a connect that ran out of time around the client's error.
    const late = new Error('Connection terminated due to connection timeout', {
      cause: connectFailed(new Error('Connection terminated unexpectedly')),
    });
    expect(connectionFailure(wrapped(late))).toBe('before-send');
  });

  it("keeps the server's own refusal (its SQLSTATE) as it is", () => {
    const starting = coded('the database system is starting up', '57P03');
    expect(connectFailed(starting)).toBe(starting);
    expect(connectionFailure(wrapped(starting))).toBe('before-send');
    const password = coded('password authentication failed', '28P01');
    expect(connectionFailure(wrapped(connectFailed(password)))).toBeNull();
  });

  it('a connection that ended with the statement out leaves its outcome unknown', () => {
    expect(connectionFailure(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      'unknown',
    );
    expect(connectionFailure(wrapped(coded('read ECONNRESET', 'ECONNRESET')))).toBe('unknown');
    expect(connectionFailure(coded('terminating connection', '57P01'))).toBe('unknown');
    // A transaction's later statement (its rollback) on the connection that broke under it.
    const dead = new Error('Client has encountered a connection error and is not queryable');
    expect(connectionFailure(wrapped(dead))).toBe('unknown');
  });

  it('a closed pool or a full one sent nothing', () => {
    const ended = new Error('Cannot use a pool after calling end on the pool');
    expect(connectionFailure(wrapped(ended))).toBe('before-send');
    expect(connectionFailure(new Error('timeout exceeded when trying to connect'))).toBe(
      'before-send',
    );
  });

  it('a failed statement is not a connection failure', () => {
    expect(connectionFailure(wrapped(coded('duplicate key value', '23505')))).toBeNull();
    expect(connectionFailure(new Error('Connection terminated unexpectedly?'))).toBeNull();
  });
});

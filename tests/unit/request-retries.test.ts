/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
import { makeQueryClient } from '@/components/providers/query-provider';
import {
  MAX_ATTEMPTS,
  REQUEST_TIMEOUT_MS,
  RETRY_DELAY_MS,
  sessionApi,
} from '@/lib/api/session-client';

// The browser's API client: reads are tried up to 3 times, 1 s apart; a POST never twice (one
// that timed out may have been applied); the data cache adds no tries of its own. The clock is
// Jest's: the 20 s timeout and the 1 s pauses pass without waiting.

type Seen = { method: string; at: number };

function answering(answer: (request: Request) => Promise<Response>) {
  const seen: Seen[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    seen.push({ method: request.method, at: Date.now() });
    return answer(request);
  });
  return seen;
}

const unavailable = async () =>
  Response.json(
    { success: false, code: 1503, error: { title: 'SERVICE_UNAVAILABLE' } },
    { status: 503 },
  );

/** Never answers; gives up only when the request is aborted (ky's timeout). */
const hanging = (request: Request) =>
  new Promise<Response>((_, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Runs a call to its end on the fake clock; resolves with its error. */
async function failureOf(call: Promise<unknown>) {
  const settled = call.then(
    () => null,
    (error: unknown) => error,
  );
  await jest.advanceTimersByTimeAsync(4 * REQUEST_TIMEOUT_MS);
  return settled;
}

it('a read that meets a 5xx is tried 3 times, 1 s apart, then fails once', async () => {
  const seen = answering(unavailable);
  const error = await failureOf(sessionApi.get('profile'));
  expect(error).toMatchObject({ title: 'SERVICE_UNAVAILABLE' });
  expect(seen).toHaveLength(MAX_ATTEMPTS);
  expect(seen[1]!.at - seen[0]!.at).toBe(RETRY_DELAY_MS);
  expect(seen[2]!.at - seen[1]!.at).toBe(RETRY_DELAY_MS);
});

it('a read that times out is tried again; each try gives up after 20 s', async () => {
  const seen = answering(hanging);
  const error = await failureOf(sessionApi.get('profile'));
  expect(error).toMatchObject({ title: 'TIMEOUT_ERROR' });
  expect(seen).toHaveLength(MAX_ATTEMPTS);
  expect(seen[1]!.at - seen[0]!.at).toBe(REQUEST_TIMEOUT_MS + RETRY_DELAY_MS);
});

it('a POST that times out is not sent again', async () => {
  const seen = answering(hanging);
  const error = await failureOf(sessionApi.post('resend-code', {}));
  expect(error).toMatchObject({ title: 'TIMEOUT_ERROR' });
  expect(seen).toEqual([{ method: 'POST', at: 0 }]);
});

it('neither is a POST or a PATCH that meets a 5xx', async () => {
  const seen = answering(unavailable);
  await failureOf(sessionApi.post('verify', { code: '12345' }));
  await failureOf(sessionApi.patch('profile', { firstName: 'Sara' }));
  expect(seen.map((s) => s.method)).toEqual(['POST', 'PATCH']);
});

it('the data cache does not retry a failed read on top of the client', async () => {
  const client = makeQueryClient();
  const read = jest.fn().mockRejectedValue(new Error('still down'));
  const settled = client.fetchQuery({ queryKey: ['profile'], queryFn: read }).catch((e) => e);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(await settled).toEqual(new Error('still down'));
  expect(read).toHaveBeenCalledTimes(1);
});

import { SERVER_CLOCK_API } from './constants';

/** Moves the app server's `Date.now()` `ms` forward (see server-clock.mjs); `0` puts it back. */
export async function moveServerClock(ms: number) {
  const res = await fetch(`${SERVER_CLOCK_API}/${ms ? `advance?ms=${ms}` : 'reset'}`, {
    method: 'POST',
  });
  if (!res.ok) throw new Error(`the server clock answered ${res.status}`);
}

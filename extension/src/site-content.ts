/// <reference types="chrome" />
// On the Safqa site's own pages (document_start, so no message the page posts while loading is
// missed): the site's window messages for the extension, same origin only.
// - `{type: 'SAFQA_AUTH_HANDOFF', id}`: /mobile-app-loading?client=extension made a one-time
//   hand-off id for the signed-in shopper; the worker redeems it for the extension's own tokens.
// - `{type: 'SAFQA_LOGOUT'}`: posted when the shopper signs out, and also when the dashboard's
//   tab changes (docs/product.md); so the extension asks the site whether its session is still
//   there and signs out only when it is gone.
import { ask } from './protocol';

/** Whether the site's own session (the BFF's cookie) has ended: GET /api/session/me. */
async function siteSignedOut(): Promise<boolean> {
  const res = await fetch('/api/session/me', { credentials: 'same-origin' });
  if (!res.ok) return false;
  const body = (await res.json()) as { data?: { state?: string } };
  return body.data?.state === 'UNAUTHENTICATED';
}

interface SiteMessage {
  type?: unknown;
  id?: unknown;
}

window.addEventListener('message', (event: MessageEvent<SiteMessage | null>) => {
  // Only the page itself, never a frame or another origin.
  if (event.source !== window || event.origin !== window.location.origin) return;
  const data = event.data;
  if (data?.type === 'SAFQA_AUTH_HANDOFF' && typeof data.id === 'string') {
    ask({ kind: 'redeemHandoff', id: data.id }).catch((error: unknown) =>
      console.warn('Safqa: the sign-in hand-off failed', error),
    );
  } else if (data?.type === 'SAFQA_LOGOUT') {
    siteSignedOut()
      .then((ended) => (ended ? ask({ kind: 'signOut' }) : null))
      .catch((error: unknown) => console.warn('Safqa: signing out failed', error));
  }
});

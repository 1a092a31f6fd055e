import http from 'node:http';
import { type EdgeAnswer } from '@/lib/security/edge-answers';
import { methodRefusal } from '@/lib/security/methods';
import { deploymentHeaders } from '@/lib/security/security-headers.mjs';
import { isUnreadable, unreadableAnswer } from '@/lib/security/unreadable';

/** What is patched: `http.Server.prototype`, or a server or stand-in in tests. */
interface Emitter {
  emit: (event: string | symbol, ...args: unknown[]) => boolean;
}

/**
 * The answer the server gives a request before Next sees it, or null to let Next have it:
 * - a request-target that is not a readable address: percent-encoding that does not decode
 *   (`/_next/static/%ff`, `%`, `%c0%ae`, `/_next/image/%ed%a0%80`: half of a UTF-16 pair), a NUL,
 *   or no path at all (`OPTIONS *`). Next's router answers these with a bare 500, also on its own
 *   routes that the proxy never sees;
 * - a method the address does not take (lib/security/methods.ts): TRACE fails in Next before the
 *   proxy runs, since a fetch Request cannot carry it.
 * The proxy makes the same checks where no such server runs (a serverless host).
 */
export function edgeRefusal(method: string, target: string): EdgeAnswer | null {
  let url: URL;
  try {
    // An origin-form target (`/path?query`), or an absolute-form one (`http://host/path`).
    url = new URL(target.startsWith('/') ? `http://guard${target}` : target);
  } catch {
    return unreadableAnswer('/');
  }
  if (isUnreadable(url)) return unreadableAnswer(url.pathname);
  return methodRefusal(method, url.pathname);
}

/**
 * Every request the Node server receives, before Next (or the fair turns of
 * server/fair-requests.ts) handles it:
 * - its response starts with the security headers that do not depend on the request
 *   (lib/security/security-headers.mjs), `X-Robots-Tag: noindex` on a preview and HSTS when given. Next's own `headers()` and routes
 *   set them again as before; answers Next makes before those apply (its trailing-slash and
 *   double-slash redirects, a failure in its router) carry them too;
 * - what `edgeRefusal` refuses is answered here, with those headers, and never reaches Next.
 * Returns the function that undoes it (tests).
 */
export function guardRequests(
  options: { hsts: string | null; preview?: boolean },
  prototype: Emitter = http.Server.prototype as unknown as Emitter,
): () => void {
  const emit = prototype.emit;
  const headers = deploymentHeaders({ preview: options.preview ?? false });
  prototype.emit = function (this: unknown, event: string | symbol, ...rest: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...rest);
    const [request, response] = rest as [http.IncomingMessage, http.ServerResponse];
    for (const { key, value } of headers) response.setHeader(key, value);
    if (options.hsts) response.setHeader('Strict-Transport-Security', options.hsts);
    const refusal = edgeRefusal(request.method ?? '', request.url ?? '');
    if (!refusal) return emit.call(this, event, ...rest);
    // Written whole, so Node gives it a Content-Length; a body sent with the request is read
    // and dropped by Node once the answer is written.
    response.statusCode = refusal.status;
    for (const [name, value] of Object.entries(refusal.headers)) response.setHeader(name, value);
    response.end(refusal.body);
    return true;
  };
  return () => {
    prototype.emit = emit;
  };
}

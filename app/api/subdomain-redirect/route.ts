import { subdomainRedirectResponse } from '@/lib/security/subdomain-redirect';
import { appUrlOf } from '@/lib/site/deployment.mjs';

export const dynamic = 'force-dynamic';

const APP_URL = appUrlOf(process.env);

// Every method on app./accounts. — 308 to the same path and query on the bare domain (proxy.ts)
const handle = (request: Request) => subdomainRedirectResponse(request, APP_URL);

export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
  handle as HEAD,
};

import { subdomainRedirectResponse } from '@/lib/security/subdomain-redirect';

export const dynamic = 'force-dynamic';

const APP_URL = process.env.APP_URL || 'http://localhost:3000';

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

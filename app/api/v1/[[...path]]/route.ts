import { apis } from '@/server/api';

export const dynamic = 'force-dynamic';

// All of /api/v1/* — the main API (Hono app in server/api)
const handle = (request: Request) => apis().main.fetch(request);

export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
  handle as HEAD,
};

import { processRedirectDeps } from '@/server/features/short-links/process-redirect';
import { shortLinkResponse } from '@/server/features/short-links/redirect';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

// GET /l/{slug} — 302 to the short link's target (counted after the answer), 404, or 410
export async function GET(request: Request, { params }: Context) {
  return shortLinkResponse(request, (await params).slug, processRedirectDeps());
}

// HEAD /l/{slug} — the same answer, not counted as a click
export const HEAD = GET;

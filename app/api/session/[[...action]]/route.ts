import { bff } from '@/server/bff';

// /api/session/… — the BFF: session cookie, auth calls and a proxy to the main API
// (server/bff/handler.ts lists every action).
type Context = { params: Promise<{ action?: string[] }> };

async function handle(request: Request, context: Context) {
  const { action } = await context.params;
  return bff().handle(request, action ?? []);
}

export const dynamic = 'force-dynamic';
export { handle as DELETE, handle as GET, handle as PATCH, handle as POST, handle as PUT };

import { runPurgeCron } from '@/server/cron';
import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';

export const dynamic = 'force-dynamic';

// GET /api/cron/purge — the hourly account purge, for a platform scheduler (CRON_SECRET)
export function GET(request: Request) {
  return runPurgeCron(request, {
    secret: serverEnv().CRON_SECRET,
    getDb: async () => (await getDatabase()).db,
  });
}

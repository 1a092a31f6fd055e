import { runProcessCron } from '@/server/cron';

export const dynamic = 'force-dynamic';
/** Each run stops starting work after CRON_BUDGET_MS (20 s), well inside this limit. */
export const maxDuration = 60;

// GET /api/cron/price-alerts — mails the unsent price alerts, a bounded batch (CRON_SECRET)
export function GET(request: Request) {
  return runProcessCron(request, 'price-alerts');
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Round-trips `select 1`, bounded by `timeoutMs`. */
export async function checkDatabase(getDb: () => Promise<Db>, timeoutMs = 2000) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database check timed out')), timeoutMs);
  });
  try {
    await Promise.race([getDb().then((db) => db.execute(sql`select 1`)), timeout]);
    return { reachable: true, latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { reachable: false, latencyMs: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

import type { UninstallFeedbackInput } from '@/lib/validation/uninstall';
import type { Db } from '../db/client';
import { uninstallFeedback } from '../db/schema';

export async function recordUninstallFeedback(
  db: Db,
  input: UninstallFeedbackInput,
  userAgent: string | null,
) {
  const [row] = await db
    .insert(uninstallFeedback)
    .values({
      reason: input.reason,
      feedback: input.feedback || null,
      locale: input.locale ?? null,
      userAgent: userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: uninstallFeedback.id, createdAt: uninstallFeedback.createdAt });
  return row!;
}

import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { assertAccountsManageable, lockCallerRights } from '../admin/role-rules';
import { recordAudit, type AuditActor } from '../audit';
import { findUserByEmail } from './users';

/**
 * DELETE /auth/test-user — QA's reset of a test account (`userType` `test`), so its address can
 * sign up again from scratch: the account and everything hanging off it go at once (not the
 * 24-hour deletion of `DELETE /user/me`), with an audit row in the same transaction. No account:
 * TEST_USER_NOT_FOUND; a `regular` or `beta` account: EMAIL_NOT_TEST_USER, and it is left alone.
 * Like every staff write on an account, it is FORBIDDEN on the caller's own account or on one
 * holding a permission the caller lacks (server/services/admin/role-rules.ts).
 */
export async function deleteTestUser(
  db: Db,
  actor: AuditActor & { userId: string },
  email: string,
) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError('TEST_USER_NOT_FOUND');
  if (user.userType !== 'test') throw new AppError('EMAIL_NOT_TEST_USER');
  await db.transaction(async (tx) => {
    const caller = await lockCallerRights(tx, actor.userId);
    await assertAccountsManageable(tx, caller, [user.id], 'email');
    const removed = await tx
      .delete(users)
      .where(and(eq(users.id, user.id), eq(users.userType, 'test')))
      .returning({ id: users.id });
    // Made a regular account (or removed) since it was read: the same answers as above.
    if (!removed.length) throw new AppError('TEST_USER_NOT_FOUND');
    await recordAudit(tx, actor, [
      {
        section: 'user',
        recordId: user.id,
        recordLabel: user.email,
        action: 'hard_delete',
        changes: { email: { before: user.email }, userType: { before: user.userType } },
      },
    ]);
  });
  return { email: user.email };
}

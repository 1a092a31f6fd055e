// npm run admin:create -- --email someone@example.com [--role admin]
// Grants a role (default `admin`: every permission) to an existing account. There is no default
// admin account: sign up first, then run this on the server.
import { grantRole } from '../server/services/auth/permissions';
import { openConfiguredDatabase } from './open-configured-database';

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const email = argument('email');
  if (!email) {
    console.error('Usage: npm run admin:create -- --email someone@example.com [--role admin]');
    process.exit(2);
  }
  const database = await openConfiguredDatabase();
  try {
    const { user, role } = await grantRole(database.db, email, argument('role') ?? 'admin');
    console.log(
      `Granted the role "${role.name}" (${role.permissions.length} permissions) to ${user.email}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// npm run admin:create -- --email someone@example.com [--role admin] [--permissions a,b]
//                          [--password … [--first-name … --last-name … --sex MALE|FEMALE
//                           --birth-date YYYY-MM-DD --country ae]]
// Grants a role (default `admin`: every permission) to an account. With --password a missing
// account is created first (email verified; profile fields left out are asked at first sign-in).
// --permissions sets the role's permission strings when the role does not exist yet.
import { ALL_PERMISSIONS, isPermission } from '../lib/auth/permissions';
import { COUNTRY_CODES } from '../lib/countries';
import { SEXES, birthDateSchema, emailSchema, newPasswordSchema } from '../lib/validation/auth';
import { grantRole } from '../server/services/auth/permissions';
import { ensureStaffAccount } from '../server/services/auth/staff-accounts';
import { openConfiguredDatabase } from './open-configured-database';

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function options() {
  const email = argument('email');
  if (!email) {
    fail(
      'Usage: npm run admin:create -- --email someone@example.com [--role admin] ' +
        '[--permissions view_shop,update_shop] [--password … --first-name … --last-name … ' +
        '--sex MALE|FEMALE --birth-date YYYY-MM-DD --country ae]',
    );
  }
  if (!emailSchema.safeParse(email).success) fail(`Not an email address: ${email}`);
  const permissions = argument('permissions')
    ?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = permissions?.filter((p) => !isPermission(p)) ?? [];
  if (unknown.length) fail(`Unknown permission(s): ${unknown.join(', ')}`);
  const password = argument('password');
  if (password !== undefined && !newPasswordSchema.safeParse(password).success) {
    fail('The password must be 8 to 50 characters and not a common one.');
  }
  const sex = SEXES.find((s) => s === argument('sex'));
  if (argument('sex') !== undefined && !sex) fail('--sex is MALE or FEMALE.');
  const country = argument('country');
  if (country !== undefined && !(COUNTRY_CODES as readonly string[]).includes(country)) {
    fail(`--country is one of ${COUNTRY_CODES.join(', ')}.`);
  }
  const birthDate = argument('birth-date');
  if (birthDate !== undefined && !birthDateSchema.safeParse(birthDate).success) {
    fail('--birth-date is YYYY-MM-DD, 13 to 120 years ago.');
  }
  return {
    email,
    role: argument('role') ?? 'admin',
    permissions: permissions ?? ALL_PERMISSIONS,
    password,
    profile: {
      firstName: argument('first-name'),
      lastName: argument('last-name'),
      sex,
      birthDate,
      country,
    },
  };
}

async function main() {
  const { email, role: roleName, permissions, password, profile } = options();
  const database = await openConfiguredDatabase();
  try {
    if (password) await ensureStaffAccount(database.db, { email, password, ...profile });
    const { user, role } = await grantRole(database.db, email, roleName, permissions);
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

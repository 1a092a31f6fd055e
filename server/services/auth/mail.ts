import type { User } from '../../db/schema';
import {
  accountDeletionMail,
  passwordChangedMail,
  resetPasswordMail,
  verificationCodeMail,
} from '../../mail/templates';
import { MailNotSentError } from '../../mail/mailer';
import { AppError } from '../../errors';
import type { AuthContext } from './context';

type Locale = 'ar' | 'en';
const localeOf = (user: Pick<User, 'locale'>): Locale => (user.locale === 'en' ? 'en' : 'ar');

type Template =
  | { kind: 'verification'; code: string }
  | { kind: 'reset'; link: string }
  | { kind: 'passwordChanged' }
  | { kind: 'deletion' };

function render(template: Template, locale: Locale) {
  switch (template.kind) {
    case 'verification':
      return verificationCodeMail({ locale, code: template.code });
    case 'reset':
      return resetPasswordMail({ locale, link: template.link });
    case 'passwordChanged':
      return passwordChangedMail({ locale });
    case 'deletion':
      return accountDeletionMail({ locale });
  }
}

/** Sends in the user's language; a failure becomes 1109 EMAIL_NOT_SENT (the caller rolls back). */
export async function sendAccountMail(
  ctx: AuthContext,
  user: Pick<User, 'email' | 'locale'>,
  template: Template,
) {
  try {
    await ctx.mailer.send({ to: user.email, ...(await render(template, localeOf(user))) });
  } catch (error) {
    if (error instanceof MailNotSentError) {
      ctx.logger.error('mail not sent', { kind: template.kind, error: error.message });
      throw new AppError('EMAIL_NOT_SENT');
    }
    throw error;
  }
}

/**
 * For notices whose failure must not change the answer (and must not reveal anything): sent
 * after the answer through `ctx.defer`, so a host that freezes the instance once it has answered
 * still lets the mail go. A mail that did not go was logged by sendAccountMail; anything else is
 * logged by `defer`.
 */
export function sendAccountMailInBackground(
  ctx: AuthContext,
  user: Pick<User, 'email' | 'locale'>,
  template: Template,
) {
  ctx.defer(() =>
    sendAccountMail(ctx, user, template).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    }),
  );
}

// Account payloads, shared by the API routes and the account forms. Messages are the
// upper-case field codes (`EMAIL_REQUIRED`) or translation keys (`validation.password.match`).
import { z } from '@/lib/validation/zod';
import { COUNTRY_CODES } from '@/lib/countries';
import { locales } from '@/lib/i18n/routing';
import { isCommonPassword } from './common-passwords';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const VERIFICATION_CODE_LENGTH = 5;
export const SEXES = ['MALE', 'FEMALE'] as const;

export const emailSchema = z
  .string({ error: 'EMAIL_REQUIRED' })
  .trim()
  .min(1, 'EMAIL_REQUIRED')
  .max(254, 'EMAIL_INVALID')
  .pipe(z.email({ error: 'EMAIL_INVALID' }));

/** A new password: 8–50 characters and not one of the most common ones. */
export const newPasswordSchema = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: 'custom', message: 'PASSWORD_REQUIRED' });
    else if (value.length < PASSWORD_MIN)
      ctx.addIssue({ code: 'custom', message: 'PASSWORD_MIN_8' });
    else if (value.length > PASSWORD_MAX)
      ctx.addIssue({ code: 'custom', message: 'PASSWORD_MAX_50' });
    else if (isCommonPassword(value))
      ctx.addIssue({ code: 'custom', message: 'validation.password.common' });
  });

const localeSchema = z.enum(locales);

export const registerSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().optional(),
    locale: localeSchema.optional(),
    inviteCode: z.string().trim().max(32).optional(),
    /** Set after the user saw the "Did you mean …?" hint and kept the address as typed. */
    acceptEmailAsTyped: z.boolean().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: 'validation.password.match',
  });

export const loginSchema = z.object({
  email: emailSchema,
  // Existing passwords are checked, not re-validated: only bounds against abuse.
  password: z
    .string({ error: 'PASSWORD_REQUIRED' })
    .min(1, 'PASSWORD_REQUIRED')
    .max(128, 'PASSWORD_MAX_50'),
});

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: 'VERIFICATION_TOKEN_REQUIRED' })
    .trim()
    .min(1, 'VERIFICATION_TOKEN_REQUIRED')
    .regex(/^\d{5}$/, 'TOKEN_LENGTH_5'),
});

// Each name field also states its whole rule as the OpenAPI `pattern` (`.meta`): the document
// generator takes only a field's first regex check, and writes a regex's flags into the text.
const NAME = /^[\p{L}\p{M}'’-]+$/u;
const LAST_NAME = /^[\p{L}\p{M}'’ -]+$/u;

/** YYYY-MM-DD of a real day, for someone between 13 and 120 years old. */
export const birthDateSchema = z
  .string({ error: 'BIRTH_DATE_REQUIRED' })
  .min(1, 'BIRTH_DATE_REQUIRED')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.birthDate.invalid')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'validation.birthDate.invalid')
  .refine((v) => {
    const years = (Date.now() - new Date(`${v}T00:00:00Z`).getTime()) / (365.25 * 24 * 3600 * 1000);
    return years >= 13 && years <= 120;
  }, 'validation.birthDate.range');

export const completeProfileSchema = z
  .object({
    firstName: z
      .string({ error: 'FIRST_NAME_REQUIRED' })
      .trim()
      .min(1, 'FIRST_NAME_REQUIRED')
      .max(50, 'validation.name.max')
      .regex(/^\S+$/, 'validation.name.no_spaces')
      .regex(NAME, 'validation.name.invalid')
      .meta({ pattern: NAME.source }),
    lastName: z
      .string({ error: 'LAST_NAME_REQUIRED' })
      .trim()
      .min(1, 'LAST_NAME_REQUIRED')
      .max(50, 'validation.name.max')
      .regex(LAST_NAME, 'validation.name.invalid')
      .meta({ pattern: LAST_NAME.source }),
    sex: z.enum(SEXES, {
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? 'SEX_REQUIRED' : 'SEX_INVALID',
    }),
    birthDate: birthDateSchema,
    country: z.enum(COUNTRY_CODES, {
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? 'COUNTRY_REQUIRED' : 'COUNTRY_INVALID',
    }),
    locale: localeSchema.optional(),
  })
  .refine((v) => v.firstName.toLocaleLowerCase() !== v.lastName.toLocaleLowerCase(), {
    path: ['lastName'],
    message: 'validation.name.same',
  });

const changeField = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(PASSWORD_MIN, 'validation.password.min')
  .max(PASSWORD_MAX, 'validation.password.max');

/** Change-password form: each field 8–50, confirm = new, new ≠ current; keys validation.password.{min,max,match,sameAsOld}. */
export const changePasswordSchema = z
  .object({ currentPassword: changeField, newPassword: changeField, confirmPassword: changeField })
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== v.newPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'validation.password.match',
      });
    }
    if (v.newPassword === v.currentPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'validation.password.sameAsOld',
      });
    } else if (isCommonPassword(v.newPassword)) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'validation.password.common',
      });
    }
  });

export const forgotPasswordSchema = z.object({
  email: emailSchema,
  locale: localeSchema.optional(),
});

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: 'validation.reset.token' })
      .trim()
      .min(1, 'validation.reset.token')
      .max(200, 'validation.reset.token'),
    password: newPasswordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: 'validation.password.match',
  });

/** DELETE /auth/test-user: the test account's address. */
export const deleteTestUserSchema = z.object({ email: emailSchema });

export const logoutSchema = z.object({ refreshToken: z.string().max(200).optional() });

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type CompleteProfileInput = z.infer<typeof completeProfileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

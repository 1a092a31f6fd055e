/**
 * Account mails in the user's language. Each template returns a subject, a plain-text part and a
 * simple inline-styled HTML part. Every interpolated value is escaped in the HTML part. Codes are
 * kept out of subjects, because subjects end up in logs.
 */
import { escapeHtml } from '@/lib/site/small-page';

export type MailLocale = 'ar' | 'en';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = '#047857';
const PRODUCT = { ar: 'صفقة', en: 'Safqa' } as const;

/** One block of a mail body; `text` is plain and gets escaped, never HTML. */
type Block =
  | { kind: 'p'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'link'; label: string; href: string }
  /** A product card: picture (an absolute http(s) URL or none), title, store, prices. */
  | {
      kind: 'product';
      image: string | null;
      title: string;
      store: string;
      /** Formatted prices; `before` is struck through, `now` stands out. */
      before: string | null;
      now: string;
    }
  /** Small print under the body with a plain link (why the mail came, how to stop it). */
  | { kind: 'note'; text: string; label: string; href: string };

export interface MailContent {
  subject: string;
  greeting: string;
  blocks: Block[];
  signature: string;
}

function renderText(content: MailContent): string {
  const body = content.blocks.map((block) => {
    switch (block.kind) {
      case 'p':
        return block.text;
      case 'code':
        return block.code;
      case 'link':
        return block.href;
      case 'product':
        return [
          block.title,
          block.store,
          block.before ? `${block.before} → ${block.now}` : block.now,
        ].join('\n');
      case 'note':
        return `${block.text}\n${block.label}: ${block.href}`;
    }
  });
  return [content.greeting, ...body, content.signature].join('\n\n') + '\n';
}

function renderProduct(block: Extract<Block, { kind: 'product' }>): string {
  const image = block.image
    ? `<img src="${escapeHtml(block.image)}" alt="" width="120" style="display:block;margin:0 auto 12px;max-width:120px;max-height:120px;border-radius:6px;">`
    : '';
  // Prices are read as units ("SAR 129.90") in either direction: each is isolated with <bdi>.
  const before = block.before
    ? `<s style="color:#6b7280;"><bdi>${escapeHtml(block.before)}</bdi></s> → `
    : '';
  return (
    `<div style="margin:0 0 16px;padding:16px;border:1px solid #e5e7eb;border-radius:8px;text-align:center;">${image}` +
    `<p style="margin:0 0 4px;font-weight:bold;">${escapeHtml(block.title)}</p>` +
    `<p style="margin:0 0 8px;color:#6b7280;">${escapeHtml(block.store)}</p>` +
    `<p style="margin:0;font-size:20px;">${before}<strong style="color:${BRAND};"><bdi>${escapeHtml(block.now)}</bdi></strong></p></div>`
  );
}

function renderHtml(locale: MailLocale, content: MailContent): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const align = locale === 'ar' ? 'right' : 'left';
  const font =
    locale === 'ar'
      ? "Tahoma, 'Segoe UI', Arial, sans-serif"
      : "'Segoe UI', Helvetica, Arial, sans-serif";
  const p = (text: string) => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`;
  const body = content.blocks
    .map((block) => {
      switch (block.kind) {
        case 'p':
          return p(block.text);
        case 'code':
          // The code is Latin digits read left to right in both languages.
          return `<p dir="ltr" style="margin:0 0 16px;text-align:center;font-size:32px;font-weight:bold;letter-spacing:8px;color:${BRAND};font-family:'Courier New',monospace;">${escapeHtml(block.code)}</p>`;
        case 'link':
          return (
            `<p style="margin:0 0 16px;text-align:center;"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 24px;background:${BRAND};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(block.label)}</a></p>` +
            `<p dir="ltr" style="margin:0 0 16px;font-size:13px;color:#6b7280;word-break:break-all;text-align:left;">${escapeHtml(block.href)}</p>`
          );
        case 'product':
          return renderProduct(block);
        case 'note':
          return `<p style="margin:24px 0 0;font-size:13px;color:#6b7280;">${escapeHtml(block.text)} <a href="${escapeHtml(block.href)}" style="color:#6b7280;">${escapeHtml(block.label)}</a></p>`;
      }
    })
    .join('\n');
  return `<!DOCTYPE html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:${font};color:#111827;line-height:1.6;">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden;text-align:${align};">
<div style="background:${BRAND};color:#ffffff;padding:16px 24px;font-size:22px;font-weight:bold;">${escapeHtml(PRODUCT[locale])}</div>
<div style="padding:24px;">
${p(content.greeting)}
${body}
${p(content.signature)}
</div>
</div>
</body>
</html>
`;
}

export function render(locale: MailLocale, content: MailContent): RenderedMail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(locale, content) };
}

export const common = {
  ar: { greeting: 'مرحبًا،', signature: 'مع تحيات فريق صفقة' },
  en: { greeting: 'Hello,', signature: 'The Safqa team' },
} as const;

/** The 5-digit code that confirms the email address; valid 10 minutes. */
export function verificationCodeMail({
  locale,
  code,
}: {
  locale: MailLocale;
  code: string;
}): RenderedMail {
  const content: Record<MailLocale, MailContent> = {
    ar: {
      subject: 'رمز تأكيد بريدك الإلكتروني في صفقة',
      ...common.ar,
      blocks: [
        { kind: 'p', text: 'استخدم الرمز التالي لتأكيد بريدك الإلكتروني في صفقة:' },
        { kind: 'code', code },
        { kind: 'p', text: 'الرمز صالح لمدة 10 دقائق.' },
        { kind: 'p', text: 'إذا لم تُنشئ حسابًا في صفقة، فتجاهل هذه الرسالة.' },
      ],
    },
    en: {
      subject: 'Your Safqa email verification code',
      ...common.en,
      blocks: [
        { kind: 'p', text: 'Use this code to confirm your email address on Safqa:' },
        { kind: 'code', code },
        { kind: 'p', text: 'The code is valid for 10 minutes.' },
        { kind: 'p', text: 'If you did not create a Safqa account, you can ignore this email.' },
      ],
    },
  };
  return render(locale, content[locale]);
}

/** The single-use link to set a new password; valid 1 hour. */
export function resetPasswordMail({
  locale,
  link,
}: {
  locale: MailLocale;
  link: string;
}): RenderedMail {
  const content: Record<MailLocale, MailContent> = {
    ar: {
      subject: 'إعادة تعيين كلمة المرور في صفقة',
      ...common.ar,
      blocks: [
        {
          kind: 'p',
          text: 'تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في صفقة. لتعيين كلمة مرور جديدة، افتح الرابط التالي:',
        },
        { kind: 'link', label: 'تعيين كلمة مرور جديدة', href: link },
        { kind: 'p', text: 'الرابط صالح لمدة ساعة واحدة، ولا يمكن استخدامه إلا مرة واحدة.' },
        {
          kind: 'p',
          text: 'إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة، وستبقى كلمة مرورك الحالية كما هي.',
        },
      ],
    },
    en: {
      subject: 'Reset your Safqa password',
      ...common.en,
      blocks: [
        {
          kind: 'p',
          text: 'We received a request to reset the password of your Safqa account. To set a new password, open this link:',
        },
        { kind: 'link', label: 'Set a new password', href: link },
        { kind: 'p', text: 'The link is valid for 1 hour and can be used only once.' },
        {
          kind: 'p',
          text: 'If you did not ask to reset your password, you can ignore this email; your current password stays as it is.',
        },
      ],
    },
  };
  return render(locale, content[locale]);
}

/** Notice that the password was changed. */
export function passwordChangedMail({ locale }: { locale: MailLocale }): RenderedMail {
  const content: Record<MailLocale, MailContent> = {
    ar: {
      subject: 'تم تغيير كلمة المرور لحسابك في صفقة',
      ...common.ar,
      blocks: [
        { kind: 'p', text: 'نُعلمك بأن كلمة المرور لحسابك في صفقة قد تغيّرت.' },
        { kind: 'p', text: 'إذا كنت أنت من غيّرها، فلا حاجة إلى أي إجراء.' },
        {
          kind: 'p',
          text: 'إذا لم تكن أنت، فأعد تعيين كلمة المرور فورًا من صفحة «نسيت كلمة المرور» في صفقة.',
        },
      ],
    },
    en: {
      subject: 'Your Safqa password was changed',
      ...common.en,
      blocks: [
        { kind: 'p', text: 'The password of your Safqa account was just changed.' },
        { kind: 'p', text: 'If this was you, there is nothing else to do.' },
        {
          kind: 'p',
          text: 'If it was not you, reset your password right away from the "Forgot password" page on Safqa.',
        },
      ],
    },
  };
  return render(locale, content[locale]);
}

/** The account will be deleted within 24 hours; signing in before then cancels the deletion. */
export function accountDeletionMail({ locale }: { locale: MailLocale }): RenderedMail {
  const content: Record<MailLocale, MailContent> = {
    ar: {
      subject: 'سيُحذف حسابك في صفقة',
      ...common.ar,
      blocks: [
        {
          kind: 'p',
          text: 'تلقّينا طلبًا بحذف حسابك في صفقة. سيُحذف حسابك وبياناته نهائيًا خلال 24 ساعة.',
        },
        {
          kind: 'p',
          text: 'إذا غيّرت رأيك، فسجّل الدخول إلى حسابك خلال هذه المدة، وسيُلغى الحذف تلقائيًا.',
        },
        {
          kind: 'p',
          text: 'إذا لم تطلب حذف حسابك، فسجّل الدخول الآن لإلغاء الحذف، ثم غيّر كلمة المرور.',
        },
      ],
    },
    en: {
      subject: 'Your Safqa account will be deleted',
      ...common.en,
      blocks: [
        {
          kind: 'p',
          text: 'We received a request to delete your Safqa account. Your account and its data will be deleted permanently within 24 hours.',
        },
        {
          kind: 'p',
          text: 'If you change your mind, sign in to your account during that time and the deletion is cancelled.',
        },
        {
          kind: 'p',
          text: 'If you did not ask for this, sign in now to cancel the deletion, then change your password.',
        },
      ],
    },
  };
  return render(locale, content[locale]);
}

/**
 * Account mails in the user's language. Each template returns a subject, a plain-text part and a
 * simple inline-styled HTML part; their words are the `mail` messages (messages/{ar,en}.json).
 * Every interpolated value is escaped in the HTML part. Codes are kept out of subjects, because
 * subjects end up in logs.
 */
import type { Locale } from '@/lib/i18n/routing';
import { getTranslator } from '@/lib/i18n/translator';
import { escapeHtml } from '@/lib/site/small-page';

export type MailLocale = Locale;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = '#047857';

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

/** A mail's text with its frame, as the renderers take it. */
interface FramedMail {
  subject: string;
  brand: string;
  greeting: string;
  blocks: Block[];
  signature: string;
}

function renderText(content: FramedMail): string {
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

function renderHtml(locale: MailLocale, content: FramedMail): string {
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
<div style="background:${BRAND};color:#ffffff;padding:16px 24px;font-size:22px;font-weight:bold;">${escapeHtml(content.brand)}</div>
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

/** The text of a mail: its subject and body; the greeting and signature are added. */
interface MailContent {
  subject: string;
  blocks: Block[];
}

/** A paragraph of plain text. */
export const paragraph = (text: string): Block => ({ kind: 'p', text });

/** The mail in `locale`, framed by the brand, the greeting and the signature of its language. */
export async function render(locale: MailLocale, content: MailContent): Promise<RenderedMail> {
  const [t, common] = await Promise.all([
    getTranslator(locale, 'mail'),
    getTranslator(locale, 'common'),
  ]);
  const framed = {
    ...content,
    brand: common('appName'),
    greeting: t('greeting'),
    signature: t('signature'),
  };
  return { subject: content.subject, text: renderText(framed), html: renderHtml(locale, framed) };
}

/** The 5-digit code that confirms the email address; valid 10 minutes. */
export async function verificationCodeMail({
  locale,
  code,
}: {
  locale: MailLocale;
  code: string;
}): Promise<RenderedMail> {
  const t = await getTranslator(locale, 'mail.verification');
  return render(locale, {
    subject: t('subject'),
    blocks: [
      paragraph(t('intro')),
      { kind: 'code', code },
      paragraph(t('validity')),
      paragraph(t('ignore')),
    ],
  });
}

/** The single-use link to set a new password; valid 1 hour. */
export async function resetPasswordMail({
  locale,
  link,
}: {
  locale: MailLocale;
  link: string;
}): Promise<RenderedMail> {
  const t = await getTranslator(locale, 'mail.resetPassword');
  return render(locale, {
    subject: t('subject'),
    blocks: [
      paragraph(t('intro')),
      { kind: 'link', label: t('action'), href: link },
      paragraph(t('validity')),
      paragraph(t('ignore')),
    ],
  });
}

/** Notice that the password was changed. */
export async function passwordChangedMail({
  locale,
}: {
  locale: MailLocale;
}): Promise<RenderedMail> {
  const t = await getTranslator(locale, 'mail.passwordChanged');
  return render(locale, {
    subject: t('subject'),
    blocks: [paragraph(t('notice')), paragraph(t('ifYou')), paragraph(t('ifNotYou'))],
  });
}

/** The account will be deleted within 24 hours; signing in before then cancels the deletion. */
export async function accountDeletionMail({
  locale,
}: {
  locale: MailLocale;
}): Promise<RenderedMail> {
  const t = await getTranslator(locale, 'mail.accountDeletion');
  return render(locale, {
    subject: t('subject'),
    blocks: [paragraph(t('notice')), paragraph(t('changeMind')), paragraph(t('ifNotYou'))],
  });
}

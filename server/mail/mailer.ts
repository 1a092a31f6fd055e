import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from '../log';

// No `import 'server-only'` here: this module is not an entry file (only server/ entry files carry it), and
// scripts run under tsx (scripts/bench-auth.ts) import it, where that marker would throw.

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. the `List-Unsubscribe` pair of a price alert. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the message is accepted by the SMTP server or written to the outbox. */
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** `smtp://` or `smtps://`; without it mails go to `outboxDir` as .eml files. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  /** Development only: log the start of the text part so the code or link can be read. */
  logCodes?: boolean;
  /**
   * A deploy preview's allowlist (PREVIEW_MAIL_ALLOW): only recipients it names are mailed; any
   * other mail is logged and written to `outboxDir`. Unset: everyone is mailed (production).
   */
  previewAllow?: readonly string[];
}

/** Any failure to hand a mail over; the caller answers EMAIL_NOT_SENT. The cause is kept. */
export class MailNotSentError extends Error {
  constructor(cause: unknown) {
    super(`Mail could not be sent: ${describe(cause)}`, { cause });
    this.name = 'MailNotSentError';
  }
}

/** Code and message of the underlying error only: never the message body. */
function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code;
    return typeof code === 'string' ? `${code} ${cause.message}` : cause.message;
  }
  return String(cause);
}

const TIMEOUT_MS = 10_000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const PREVIEW_LENGTH = 200;

const envelope = (from: string, { to, subject, text, html, headers }: MailMessage) => ({
  from,
  to,
  subject,
  text,
  html,
  ...(headers ? { headers } : {}),
});

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got ${url.protocol}`);
  }
  const transport = createTransport({
    url: smtpUrl,
    // A plain local test server offers no TLS; anywhere else nodemailer upgrades when it can.
    ignoreTLS: url.protocol === 'smtp:' && LOOPBACK.has(url.hostname),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail(envelope(from, message));
      } catch (error) {
        throw new MailNotSentError(error);
      }
    },
  };
}

function outboxFileName(now: Date): string {
  // ISO timestamp with ':' replaced, so the name is valid on every file system.
  return `${now.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

function outboxMailer(options: MailerOptions): Mailer {
  const { from, outboxDir, logger, logCodes = false } = options;
  const transport = createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      let file: string;
      try {
        const info = await transport.sendMail(envelope(from, message));
        if (!Buffer.isBuffer(info.message)) throw new Error('stream transport returned no buffer');
        await mkdir(outboxDir, { recursive: true });
        file = path.join(outboxDir, outboxFileName(new Date()));
        await writeFile(file, info.message, { flag: 'wx' });
      } catch (error) {
        throw new MailNotSentError(error);
      }
      logger.info('mail written to outbox', {
        to: message.to,
        subject: message.subject,
        file,
        ...(logCodes ? { preview: message.text.slice(0, PREVIEW_LENGTH) } : {}),
      });
    },
  };
}

/** The bare address of a recipient (`Name <a@b.c>` → `a@b.c`), lower-cased. */
function bareAddress(recipient: string): string {
  return (/<([^<>]+)>\s*$/.exec(recipient)?.[1] ?? recipient).trim().toLowerCase();
}

/**
 * Whether a preview may mail `recipient`: `allow` holds `*`, its domain (`@safqa.app`, that domain
 * exactly) or its address (`qa@example.com`); case does not matter.
 */
export function previewMayMail(recipient: string, allow: readonly string[]): boolean {
  const address = bareAddress(recipient);
  const at = address.lastIndexOf('@');
  if (at < 1) return false;
  const domain = address.slice(at);
  return allow.some((entry) => entry === '*' || entry === address || entry === domain);
}

/**
 * A preview's mailer: allowlisted recipients get their mail through `deliver`; anyone else's is
 * held back — one warning naming recipient and subject, and the mail in the outbox when it can be
 * written there (a read-only host keeps only the warning). Holding back never fails the sender.
 */
function previewMailer(
  deliver: Mailer,
  outbox: Mailer,
  allow: readonly string[],
  logger: Logger,
): Mailer {
  return {
    async send(message) {
      if (previewMayMail(message.to, allow)) return deliver.send(message);
      logger.warn('mail held back: a preview mails only PREVIEW_MAIL_ALLOW', {
        to: message.to,
        subject: message.subject,
      });
      try {
        await outbox.send(message);
      } catch (error) {
        logger.warn('held-back mail not written to the outbox', {
          to: message.to,
          error: describe(error instanceof MailNotSentError ? error.cause : error),
        });
      }
    },
  };
}

/**
 * SMTP when `smtpUrl` is given, otherwise .eml files in `outboxDir` plus one log line each; on a
 * preview (`previewAllow`), only to the recipients it allows.
 */
export function createMailer(options: MailerOptions): Mailer {
  const mailer = options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : outboxMailer(options);
  if (!options.previewAllow) return mailer;
  return previewMailer(mailer, outboxMailer(options), options.previewAllow, options.logger);
}

/**
 * The mailer of the configured server: outbox in DATA_DIR/outbox when SMTP_URL is unset; on a
 * preview, mail only to PREVIEW_MAIL_ALLOW.
 */
export function mailerFromEnv(
  env: {
    SMTP_URL?: string;
    MAIL_FROM: string;
    DATA_DIR: string;
    NODE_ENV: string;
    preview?: boolean;
    previewMailAllow?: readonly string[];
  },
  logger: Logger,
): Mailer {
  return createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    logger,
    logCodes: env.NODE_ENV !== 'production',
    ...(env.preview ? { previewAllow: env.previewMailAllow ?? [] } : {}),
  });
}

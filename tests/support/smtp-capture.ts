import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps what it receives (mail is asserted on a real server, not a mock). */
export interface CapturedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  messages: CapturedMail[];
  /**
   * The newest mail already received for `to` (case-insensitive) that matches `predicate`, or
   * the next one to arrive; rejects after `timeoutMs` (default 5000).
   */
  waitFor(
    to: string,
    predicate?: (m: CapturedMail) => boolean,
    timeoutMs?: number,
  ): Promise<CapturedMail>;
  clear(): void;
  close(): Promise<void>;
}

interface Waiter {
  matches(m: CapturedMail): boolean;
  resolve(m: CapturedMail): void;
  reject(error: Error): void;
}

export async function startSmtpCapture(
  /**
   * `port`: listen there (a capture started again where a stopped one was); by default any free
   * port.
   */
  options: { failWith?: () => boolean; port?: number } = {},
): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<Waiter>();

  const deliver = (mail: CapturedMail) => {
    messages.push(mail);
    for (const waiter of waiters) {
      if (waiter.matches(mail)) waiter.resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.failWith?.()) {
          // What a failing provider answers to DATA: a permanent 5xx.
          callback(Object.assign(new Error('Simulated provider failure'), { responseCode: 554 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            const mailFrom = session.envelope.mailFrom;
            deliver({
              to: session.envelope.rcptTo.map((a) => a.address),
              from: parsed.from?.text ?? (mailFrom ? mailFrom.address : ''),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              raw,
            });
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  const waitFor: SmtpCapture['waitFor'] = (to, predicate = () => true, timeoutMs = 5000) => {
    const wanted = to.toLowerCase();
    const matches = (m: CapturedMail) =>
      m.to.some((r) => r.toLowerCase() === wanted) && predicate(m);
    const existing = messages.findLast(matches);
    if (existing) return Promise.resolve(existing);
    return new Promise<CapturedMail>((resolve, reject) => {
      const waiter: Waiter = {
        matches,
        resolve: (m) => {
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(m);
        },
        reject: (error) => {
          clearTimeout(timer);
          waiters.delete(waiter);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
        waiter.reject(new Error(`No mail for ${to} within ${timeoutMs} ms (received: ${seen})`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    clear: () => {
      messages.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const waiter of waiters) waiter.reject(new Error('SMTP capture closed'));
        server.close(() => resolve());
      }),
  };
}

/** The 5-digit code of a verification mail (a run of exactly five digits). */
export function extractCode(text: string): string | null {
  return /(?<!\d)\d{5}(?!\d)/.exec(text)?.[0] ?? null;
}

/** The first http(s) URL in a text. */
export function extractLink(text: string): string | null {
  return /https?:\/\/[^\s<>"'()]+/.exec(text)?.[0] ?? null;
}

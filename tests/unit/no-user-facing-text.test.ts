/**
 * @jest-environment node
 */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from '@/eslint-rules/no-user-facing-text.mjs';

// The lint rule that keeps user-facing text out of server/ (eslint.config.mjs applies it):
// what it must find, and what server code is full of that it must leave alone.
const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const error = (reason: string) => ({
  message: `User-facing text (${reason}) belongs in messages/ar.json and messages/en.json; read it with getTranslator (lib/i18n/translator.ts).`,
});

tester.run('safqa/no-user-facing-text', rule, {
  valid: [
    // Log messages, with and without fields.
    "logger.error('short link click not counted', { linkId, error: message });",
    "ctx.logger.info('mail written to outbox', { to, subject: mail.subject });",
    // SQL, also with comparisons that look like tags.
    'db.execute(sql`SELECT * FROM "user" WHERE "a" <b AND lower(name) = ${name}`);',
    // Error codes, catalogue titles and message keys in details.
    "throw new AppError('CONFLICT', [{ key: 'tracking', message: 'tracking.limitReached' }]);",
    "const e = { title: 'BAD_REQUEST', detail: { key: 'body', message: 'validation.json_too_deep' } };",
    "throw new Error('DATABASE_URL is not a postgres:// address');",
    // Header names and values, content types.
    "headers.set('Content-Type', 'text/html; charset=utf-8'); headers.set('X-Robots-Tag', 'noindex');",
    "const h = { 'Referrer-Policy': 'no-referrer', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };",
    // OpenAPI summaries and descriptions, placeholders that look like tags included.
    "createRoute({ summary: 'The activity log of admin writes (view_<section>)', description: 'Alerts, newest first' });",
    "const d = 'details {key: \\'row:<line>:<column>\\', message}';",
    // Markup whose text comes from the catalogue; inline styles.
    'const s = `<section${attrs}><h1>${escapeHtml(t("title"))}</h1><p>${text}</p></section>`;',
    'const p = `<p style="margin:0 0 16px;font-family:\'Courier New\',monospace;">${escapeHtml(code)}</p>`;',
    'const img = `<img src="${src}" alt="" width="120">`;',
    'const doc = `<!doctype html><html lang="${locale}"><head><style>body{font:15px system-ui,sans-serif}</style></head></html>`;',
    // Mail fields from the translator; empty labels; a machine's 'ok'.
    "send({ subject: t('subject'), text, html }); const c = { label: '' }; new Response('ok');",
    // Arabic in a regular expression (folding letters) is code; one letter is not a word.
    "const folded = value.replace(/[أإآٱ]/g, 'ا');",
    // Type-level strings and module names.
    "import x from './mail/templates'; type Kind = 'p' | 'code';",
  ],
  invalid: [
    {
      code: "const PRODUCT = { ar: 'صفقة', en: 'Safqa' };",
      errors: [error('Arabic text')],
    },
    {
      code: "const m = { subject: 'Your Safqa password was changed', greeting: 'Hello,' };",
      errors: [error('the "subject" of a mail or page'), error('the "greeting" of a mail or page')],
    },
    {
      code: "const blocks = [{ kind: 'p', text: 'The code is valid for 10 minutes.' }];",
      errors: [error('the "text" of a mail or page')],
    },
    {
      code: 'const subject = { subject: `Price drop: ${title} is now ${now}` };',
      errors: [error('the "subject" of a mail or page')],
    },
    {
      code: 'const s = `<section lang="en"><h1>Link not found</h1><p><a href="${home}">${home}</a></p></section>`;',
      errors: [error('text in HTML markup')],
    },
    {
      code: "const s = '<p>' + name + '</p><p>Go to Safqa</p>';",
      errors: [error('text in HTML markup')],
    },
    {
      code: 'const img = `<img src="${src}" alt="Product photo">`;',
      errors: [error('a text attribute in markup')],
    },
    {
      code: 'const html = html`<h3>Parameters</h3><pre>${json(op.parameters)}</pre>`;',
      errors: [error('text in HTML markup')],
    },
    {
      code: "return c.text('Not found', 404);",
      errors: [error('a response body')],
    },
    {
      code: "return new Response('This link has expired', { status: 410 });",
      errors: [error('a response body')],
    },
    {
      code: 'const el = <p title="Stop alerts">{\'Stop alerts\'} now</p>;',
      errors: [error('a JSX "title" attribute'), error('JSX text'), error('JSX text')],
    },
    {
      code: "const t = { confirm: ['Stop price alerts?', 'إيقاف تنبيهات الأسعار؟'] };",
      errors: [error('Arabic text')],
    },
  ],
});

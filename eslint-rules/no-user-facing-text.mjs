/**
 * safqa/no-user-facing-text — the words people read come from messages/{ar,en}.json, also in
 * server/ (mails, the unsubscribe page, the short-link pages): read them with
 * `getTranslator(locale, namespace)` (lib/i18n/translator.ts), whose keys and ICU arguments the
 * type check knows. Applied to server/ outside tests and seed data (eslint.config.mjs).
 *
 * It reports a string literal, template literal or JSX text that reaches a person:
 * - any Arabic word (two Arabic letters or more): every text shown to people has an Arabic
 *   version, so text written in code has its Arabic half caught here, whatever its context;
 * - a word in the text of HTML markup (a string or template holding tags, `<style>` and
 *   `<script>` bodies left out) or in an `alt`, `title`, `aria-label`, `placeholder` or `label`
 *   attribute, in markup or JSX; any JSX text;
 * - the value of a mail or page text field: `subject`, `heading`, `greeting`, `signature`,
 *   `label`, `caption`, `alt`, `placeholder` (any word), `title`, `message` or `text` (prose: two
 *   words, a capitalised word or Arabic — so error titles like `BAD_REQUEST` and message keys
 *   like `validation.media.not_found` pass);
 * - the body given to `new Response(…)`, `c.text(…)`, `c.html(…)` or `c.body(…)` (prose only).
 * Log messages, SQL (`sql` templates are skipped), error codes, message keys, header names and
 * OpenAPI summaries are none of these, so they pass.
 *
 * Escape hatch, for text no person reads as text (a table of letters search folds) or a page
 * for developers only (the English API reference): an `eslint-disable-next-line` or file-level
 * `eslint-disable` comment for this rule, with `-- <who reads it and why it is not in messages>`.
 */

/** Two Arabic letters or more. */
const ARABIC_WORD = /[\p{Script=Arabic}&&\p{L}]{2,}/v;
/** Two letters or more, any script. */
const WORD = /\p{L}{2,}/u;
/**
 * Text rather than a code or key: Arabic, two words, or a word that starts capitalised (not the
 * inside of `limitReached` or `tracking.Reached`).
 */
const PROSE = /\p{L}{2,}[\s\u00a0]+\p{L}|(?<![\p{L}\p{N}_.])\p{Lu}\p{Ll}+/u;
const isProse = (text) => ARABIC_WORD.test(text) || PROSE.test(text);

/**
 * Markup: a string holding a doctype, a closing tag or a tag with attributes — not a placeholder
 * such as `row:<line>` or `view_<section>` in a description.
 */
const TAG = /<(?:!doctype\b|\/[a-z][a-z0-9-]*\s*>|[a-z][a-z0-9-]*\s+[a-z-]+=)/i;
const HUMAN_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder', 'label'];
const HUMAN_ATTRIBUTE = new RegExp(
  `\\s(?:${HUMAN_ATTRIBUTES.join('|')})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`,
  'gi',
);

/** What a reader of the markup sees, and the human attributes' values. */
function markupText(markup) {
  const attributes = [...markup.matchAll(HUMAN_ATTRIBUTE)].map((m) => m[1] ?? m[2] ?? '');
  const text = markup
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#?\w+;/g, ' ');
  return { text, attributes };
}

const WORD_KEYS = new Set([
  'subject',
  'heading',
  'greeting',
  'signature',
  'label',
  'caption',
  'alt',
  'placeholder',
]);
const PROSE_KEYS = new Set(['title', 'message', 'text']);
const RESPONSE_METHODS = new Set(['text', 'html', 'body']);

/** An expression stands for `\0` in a template's text, so it never joins two words. */
const templateText = (node) => node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('\0');

function propertyKey(property) {
  if (property.computed) return null;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal') return String(property.key.value);
  return null;
}

/** Why `node` (holding `text`) is user-facing in its place, or null. */
function contextReason(node, text) {
  let child = node;
  let parent = node.parent;
  // A text field's value may be a conditional or a fallback: `subject: a ? 'x' : 'y'`.
  while (
    parent &&
    (parent.type === 'ConditionalExpression' || parent.type === 'LogicalExpression') &&
    parent.test !== child
  ) {
    child = parent;
    parent = parent.parent;
  }
  if (parent?.type === 'Property' && parent.value === child) {
    const key = propertyKey(parent);
    if (key && WORD_KEYS.has(key) && WORD.test(text)) return `the "${key}" of a mail or page`;
    if (key && PROSE_KEYS.has(key) && isProse(text)) return `the "${key}" of a mail or page`;
  }
  if (parent?.type === 'JSXAttribute' && HUMAN_ATTRIBUTES.includes(parent.name.name)) {
    if (WORD.test(text)) return `a JSX "${parent.name.name}" attribute`;
  }
  if (parent?.type === 'JSXExpressionContainer' && parent.parent?.type === 'JSXElement') {
    if (WORD.test(text)) return 'JSX text';
  }
  const call = parent;
  if (
    call &&
    (call.type === 'NewExpression' || call.type === 'CallExpression') &&
    call.arguments[0] === child &&
    isProse(text)
  ) {
    const callee = call.callee;
    if (call.type === 'NewExpression' && callee.type === 'Identifier' && callee.name === 'Response')
      return 'a response body';
    if (
      call.type === 'CallExpression' &&
      callee.type === 'MemberExpression' &&
      !callee.computed &&
      RESPONSE_METHODS.has(callee.property.name)
    )
      return 'a response body';
  }
  return null;
}

function reasonFor(node, text) {
  if (ARABIC_WORD.test(text)) return 'Arabic text';
  if (TAG.test(text)) {
    const markup = markupText(text);
    if (WORD.test(markup.text)) return 'text in HTML markup';
    if (markup.attributes.some((value) => WORD.test(value))) return 'a text attribute in markup';
  }
  return contextReason(node, text);
}

const isSqlTemplate = (node) =>
  node.parent?.type === 'TaggedTemplateExpression' &&
  node.parent.tag.type === 'Identifier' &&
  node.parent.tag.name === 'sql';

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text comes from messages/, not from string literals' },
    schema: [],
    messages: {
      literal:
        'User-facing text ({{reason}}) belongs in messages/ar.json and messages/en.json; read it with getTranslator (lib/i18n/translator.ts).',
    },
  },
  create(context) {
    const check = (node, text) => {
      const reason = reasonFor(node, text);
      if (reason) context.report({ node, messageId: 'literal', data: { reason } });
    };
    return {
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const parent = node.parent;
        // Module names and type-level strings are code.
        if (parent?.type === 'ImportDeclaration' || parent?.type === 'ExportNamedDeclaration')
          return;
        if (parent?.type === 'ExportAllDeclaration' || parent?.type === 'ImportExpression') return;
        if (parent?.type === 'TSLiteralType') return;
        check(node, node.value);
      },
      TemplateLiteral(node) {
        if (isSqlTemplate(node)) return;
        check(node, templateText(node));
      },
      JSXText(node) {
        if (WORD.test(node.value)) {
          context.report({ node, messageId: 'literal', data: { reason: 'JSX text' } });
        }
      },
    };
  },
};

export default rule;

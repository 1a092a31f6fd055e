import type { ErrorDetail, ErrorTitle } from '@/lib/errors/catalogue';

// What a JSON body may not hold, checked on its text before any handler parses or walks it: the
// main API's middleware and the BFF read every JSON body through `jsonTextProblem`.

/**
 * How deeply objects and arrays may nest in a body. No payload of ours goes past five levels;
 * a few thousand exhaust the stack of whatever walks the parsed value (`JSON.stringify`, a
 * recursive check), which answered 500. 64 is also System.Text.Json's default limit.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether `text` opens more than `max` objects or arrays inside one another. Brackets inside
 * strings do not count. One pass over the text, ending at the first level past `max`; text that
 * is not JSON at all is left to the parser.
 */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPEN.has(c)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSE.has(c)) {
      depth -= 1;
    }
  }
  return false;
}

const NUL = '\u0000';
/** A NUL, or a surrogate without its other half. */
const REFUSED = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * What is wrong with one string of a body: a NUL (PostgreSQL cannot store one in text, and no
 * real name, title or search holds one), or half of a UTF-16 surrogate pair (`"\ud800"`: no
 * character at all; percent-encoding it or writing it as UTF-8 throws).
 */
function stringProblem(text: string): string | null {
  if (text.includes(NUL)) return 'validation.nul_character';
  if (!text.isWellFormed()) return 'validation.unpaired_surrogate';
  return null;
}

/**
 * The first string or key of a parsed body that `stringProblem` refuses, as a detail naming its
 * place (`name.en`, `items.1`, `body` for the whole value), or null. The value's depth is
 * bounded by `nestsDeeperThan` before this walks it.
 */
function badStringDetail(value: unknown, path: string[] = []): ErrorDetail | null {
  if (typeof value === 'string') {
    const message = stringProblem(value);
    return message ? { key: path.join('.') || 'body', message } : null;
  }
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const message = stringProblem(key);
    // The key itself is refused: named without the characters refused, as the query's are.
    if (message) return { key: [...path, key.replace(REFUSED, '')].join('.'), message };
    const found = badStringDetail(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** An escape that may spell a NUL or a surrogate (`\u0000`, `\ud83d`). */
const SUSPECT_ESCAPE = /\\u(0000|d[89a-f])/i;

/**
 * Why a JSON body's text must be refused before anything parses it, or null: nested deeper than
 * MAX_JSON_DEPTH (BAD_REQUEST), or a string holding a NUL or an unpaired surrogate
 * (VALIDATION_ERROR naming the field). Text that is not JSON is not judged here: the parser's
 * own answer follows.
 */
export function jsonTextProblem(text: string): { title: ErrorTitle; detail: ErrorDetail } | null {
  if (nestsDeeperThan(text)) {
    return { title: 'BAD_REQUEST', detail: { key: 'body', message: 'validation.json_too_deep' } };
  }
  // Most bodies hold neither: they are not parsed twice.
  if (!SUSPECT_ESCAPE.test(text) && !text.includes(NUL) && text.isWellFormed()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const detail = badStringDetail(parsed);
  return detail ? { title: 'VALIDATION_ERROR', detail } : null;
}

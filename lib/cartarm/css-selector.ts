// A CSS selector check that runs the same in the browser (the admin form) and on the server
// (the API): the extension hands each selector to `querySelector`, which throws on anything a
// browser cannot parse, so a rule is only stored when every selector reads as a selector list
// of CSS Selectors level 4 as Chrome and Firefox implement it.
//
// What passes: type selectors and `*`; `#id`, `.class`; attribute selectors
// `[name]`, `[name op value]` with op `=`, `~=`, `|=`, `^=`, `$=`, `*=`, the value an identifier
// or a quoted string, an optional `i` / `s` flag; the combinators descendant (whitespace), `>`,
// `+`, `~`; comma-separated lists; the pseudo-classes of PLAIN_PSEUDO_CLASSES and the functional
// ones `:not()`, `:is()`, `:where()` (selector lists), `:has()` (relative selectors),
// `:nth-child()` / `:nth-last-child()` (An+B, optionally `of <selector list>`),
// `:nth-of-type()` / `:nth-last-of-type()` (An+B), `:lang()` and `:dir()`. Identifiers follow
// CSS syntax (escapes and non-ASCII letters included).
//
// Refused though some browsers take them: pseudo-elements (`::before`, `:after`: they never
// match an element, so the extension would find nothing), namespaces (`*|a`), the nesting
// selector `&`, comments, a bracket or quote left open at the end, and vendor or very new
// pseudo-classes. Being stricter than a browser
// only ever refuses an odd selector; being looser would store one the extension cannot use.

/** Pseudo-classes without arguments that current Chrome and Firefox both understand. */
const PLAIN_PSEUDO_CLASSES: ReadonlySet<string> = new Set([
  'active',
  'any-link',
  'autofill',
  'checked',
  'default',
  'defined',
  'disabled',
  'empty',
  'enabled',
  'first-child',
  'first-of-type',
  'focus',
  'focus-visible',
  'focus-within',
  'fullscreen',
  'hover',
  'in-range',
  'indeterminate',
  'invalid',
  'last-child',
  'last-of-type',
  'link',
  'modal',
  'only-child',
  'only-of-type',
  'optional',
  'out-of-range',
  'placeholder-shown',
  'popover-open',
  'read-only',
  'read-write',
  'required',
  'root',
  'scope',
  'target',
  'user-invalid',
  'user-valid',
  'valid',
  'visited',
]);

/** Written with one colon, these are still pseudo-elements (CSS 2 syntax). */
const LEGACY_PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter']);

const WHITESPACE = /[ \t\n\r\f]/;
const HEX = /[0-9a-fA-F]/;
const AN_PLUS_B =
  /^[ \t\n\r\f]*(?:odd|even|[+-]?\d+|[+-]?\d*n(?:[ \t\n\r\f]*[+-][ \t\n\r\f]*\d+)?)[ \t\n\r\f]*$/i;

/** Thrown inside the parser; caught by `isCssSelector`. */
class SelectorSyntaxError extends Error {}

class Parser {
  private i = 0;
  constructor(private readonly s: string) {}

  private fail(): never {
    throw new SelectorSyntaxError();
  }
  private peek(offset = 0): string {
    return this.s[this.i + offset] ?? '';
  }
  private eof(): boolean {
    return this.i >= this.s.length;
  }
  /** Skips whitespace; whether there was any. */
  private ws(): boolean {
    const start = this.i;
    while (WHITESPACE.test(this.peek())) this.i++;
    return this.i > start;
  }
  private expect(ch: string) {
    if (this.peek() !== ch) this.fail();
    this.i++;
  }

  // ── identifiers and strings ────────────────────────────────────────────────────────────

  /** `\` followed by what makes a valid escape (not a newline, not the end). */
  private isEscapeAt(at: number): boolean {
    return this.s[at] === '\\' && at + 1 < this.s.length && !/[\n\r\f]/.test(this.s[at + 1]!);
  }
  private isNameStartAt(at: number): boolean {
    const ch = this.s[at];
    if (ch === undefined) return false;
    return /[a-zA-Z_]/.test(ch) || ch.charCodeAt(0) >= 0x80 || this.isEscapeAt(at);
  }
  private isNameCharAt(at: number): boolean {
    const ch = this.s[at];
    if (ch === undefined) return false;
    return this.isNameStartAt(at) || /[0-9-]/.test(ch);
  }
  /** Whether an identifier starts here (`-` then a name start or `-`, or a name start). */
  private identStarts(): boolean {
    if (this.peek() === '-') {
      return this.peek(1) === '-' || this.isNameStartAt(this.i + 1);
    }
    return this.isNameStartAt(this.i);
  }
  private escape() {
    this.i++; // the backslash
    if (HEX.test(this.peek())) {
      let digits = 0;
      while (digits < 6 && HEX.test(this.peek())) {
        this.i++;
        digits++;
      }
      // One whitespace after a hex escape belongs to it (`\31 23` is "123").
      if (this.peek() === '\r' && this.peek(1) === '\n') this.i += 2;
      else if (WHITESPACE.test(this.peek())) this.i++;
    } else {
      this.i++;
    }
  }
  /** An identifier (returned lower-cased when it has no escapes, for keyword checks). */
  private ident(): string {
    if (!this.identStarts()) this.fail();
    const start = this.i;
    while (this.isNameCharAt(this.i)) {
      if (this.peek() === '\\') this.escape();
      else this.i++;
    }
    return this.s.slice(start, this.i).toLowerCase();
  }
  private string() {
    const quote = this.peek();
    this.i++;
    for (;;) {
      const ch = this.peek();
      if (ch === '' || /[\n\r\f]/.test(ch)) this.fail();
      if (ch === quote) {
        this.i++;
        return;
      }
      if (ch === '\\') {
        // An escaped newline continues the string; anything else is one escape.
        if (this.peek(1) === '\r' && this.peek(2) === '\n') this.i += 3;
        else if (/[\n\r\f]/.test(this.peek(1))) this.i += 2;
        else if (this.peek(1) === '') this.fail();
        else this.escape();
      } else {
        this.i++;
      }
    }
  }

  // ── selectors ───────────────────────────────────────────────────────────────────────────

  /** `complex (, complex)*`, surrounding whitespace allowed; `relative` for `:has()`. */
  selectorList(relative = false) {
    for (;;) {
      this.ws();
      if (relative && /[>+~]/.test(this.peek())) {
        this.i++;
        this.ws();
      }
      this.complex();
      this.ws();
      if (this.peek() !== ',') return;
      this.i++;
    }
  }

  private complex() {
    this.compound();
    for (;;) {
      const spaced = this.ws();
      const ch = this.peek();
      if (/[>+~]/.test(ch)) {
        this.i++;
        this.ws();
        this.compound();
      } else if (spaced && ch !== '' && ch !== ',' && ch !== ')') {
        this.compound();
      } else {
        // Whitespace before `,` / `)` / the end is the list's, not a combinator.
        return;
      }
    }
  }

  private compound() {
    let parts = 0;
    if (this.peek() === '*') {
      this.i++;
      parts++;
    } else if (this.identStarts()) {
      this.ident();
      parts++;
    }
    // A namespace prefix (`svg|a`, `*|a`): querySelector has no namespaces to resolve.
    if (this.peek() === '|') this.fail();
    for (;;) {
      const ch = this.peek();
      if (ch === '#') {
        this.i++;
        this.ident();
      } else if (ch === '.') {
        this.i++;
        this.ident();
      } else if (ch === '[') {
        this.attribute();
      } else if (ch === ':') {
        this.pseudoClass();
      } else {
        break;
      }
      parts++;
    }
    if (parts === 0) this.fail();
  }

  private attribute() {
    this.expect('[');
    this.ws();
    this.ident();
    // `ns|name`: a namespace (`|=` is an operator).
    if (this.peek() === '|' && this.peek(1) !== '=') this.fail();
    this.ws();
    if (this.peek() === ']') {
      this.i++;
      return;
    }
    if (/[~|^$*]/.test(this.peek()) && this.peek(1) === '=') this.i += 2;
    else this.expect('=');
    this.ws();
    if (this.peek() === '"' || this.peek() === "'") this.string();
    else this.ident();
    this.ws();
    if (/^[is]$/i.test(this.peek()) && !this.isNameCharAt(this.i + 1)) {
      this.i++;
      this.ws();
    }
    this.expect(']');
  }

  private pseudoClass() {
    this.expect(':');
    // `::name`: a pseudo-element.
    if (this.peek() === ':') this.fail();
    const name = this.ident();
    if (this.peek() !== '(') {
      if (!PLAIN_PSEUDO_CLASSES.has(name) || LEGACY_PSEUDO_ELEMENTS.has(name)) this.fail();
      return;
    }
    this.i++;
    switch (name) {
      case 'not':
      case 'is':
      case 'where':
        this.selectorList();
        break;
      case 'has':
        this.selectorList(true);
        break;
      case 'nth-child':
      case 'nth-last-child':
        this.anPlusB(true);
        break;
      case 'nth-of-type':
      case 'nth-last-of-type':
        this.anPlusB(false);
        break;
      case 'lang':
        this.langList();
        break;
      case 'dir':
        this.ws();
        this.ident();
        this.ws();
        break;
      default:
        this.fail();
    }
    this.expect(')');
  }

  /** `An+B`, `odd`, `even`; for the `-child` ones optionally `of <selector list>`. */
  private anPlusB(ofAllowed: boolean) {
    const rest = this.s.slice(this.i);
    const close = rest.indexOf(')');
    const ofMatch = ofAllowed ? /[ \t\n\r\f]+of[ \t\n\r\f]+/i.exec(rest) : null;
    const end = ofMatch && (close < 0 || ofMatch.index < close) ? ofMatch.index : close;
    if (end < 0) this.fail();
    if (!AN_PLUS_B.test(rest.slice(0, end))) this.fail();
    this.i += end;
    if (ofMatch && end === ofMatch.index) {
      this.i += ofMatch[0].length;
      this.selectorList();
    }
    this.ws();
  }

  /** `:lang(en, "ar-*")`: identifiers or strings. */
  private langList() {
    for (;;) {
      this.ws();
      if (this.peek() === '"' || this.peek() === "'") this.string();
      else this.ident();
      this.ws();
      if (this.peek() !== ',') return;
      this.i++;
    }
  }

  /** The whole input is one selector list. */
  parseAll() {
    this.selectorList();
    if (!this.eof()) this.fail();
  }
}

/**
 * Whether `value` is a selector list `querySelector` accepts (see the grammar above). Leading
 * and trailing whitespace is fine; an empty or blank value is not a selector.
 */
export function isCssSelector(value: string): boolean {
  if (!value.trim()) return false;
  try {
    new Parser(value).parseAll();
    return true;
  } catch (error) {
    if (error instanceof SelectorSyntaxError) return false;
    throw error;
  }
}

/**
 * Whether CSS from an uploaded SVG — a style element, a style attribute or a presentation
 * attribute such as `fill` — stays inside the file, however it is spelled
 * (docs/decisions/007-svg-uploads.md). The text is read as the CSS tokenizer reads it (escapes
 * decoded: `@\69 mport` is `@import`, `u\72 l(` is `url(`), then checked against allowlists: every
 * function must be one that only computes from what is written in place, `url()` may only name a
 * fragment of this file (`url(#g)`), and a style sheet may hold only at-rules that fetch nothing.
 * Anything else — `@import`, `image-set()`, `image()`, `src()`, `cross-fade()`, `element()`,
 * `attr()`, a function added to CSS tomorrow — refuses. Decoding is done once, as the tokenizer
 * does, and errs towards refusing: text it would not read as a function but this check does (an
 * escaped `(` inside a name) refuses too.
 */

/** CSS functions that compute a value from their arguments alone, and selectors' functions. */
const FUNCTIONS = new Set(
  // colours
  (
    'rgb rgba hsl hsla hwb lab lch oklab oklch color color-mix light-dark ' +
    // numbers
    'calc min max clamp round mod rem abs sign sin cos tan asin acos atan atan2 pow sqrt hypot ' +
    'log exp var env ' +
    // transforms (also the SVG transform attributes)
    'translate translatex translatey translatez translate3d rotate rotatex rotatey rotatez ' +
    'rotate3d scale scalex scaley scalez scale3d skew skewx skewy matrix matrix3d perspective ' +
    // filters, gradients, shapes, easing
    'blur brightness contrast drop-shadow grayscale hue-rotate invert opacity saturate sepia ' +
    'linear-gradient radial-gradient conic-gradient repeating-linear-gradient ' +
    'repeating-radial-gradient repeating-conic-gradient inset circle ellipse polygon path rect ' +
    'xywh cubic-bezier steps linear counter counters ' +
    // selectors and conditions
    'not is where has nth-child nth-last-child nth-of-type nth-last-of-type lang dir selector ' +
    'style'
  ).split(' '),
);

/** At-rules that group rules or describe a font or an animation: none names a file. */
const AT_RULES = new Set([
  'charset',
  'media',
  'supports',
  'container',
  'layer',
  'keyframes',
  '-webkit-keyframes',
  'font-face',
]);

/** A run of CSS name characters (ASCII letters, digits, `-`, `_`, and anything non-ASCII). */
const NAME_CHARS = /(?:[\w-]|[^\u0000-\u007f])+$/;

/** CSS text as the tokenizer reads it: line ends as LF, each escape as the character it stands for. */
function decodeCss(css: string): string {
  return css
    .replace(/\r\n?|\f/g, '\n')
    .replace(
      /\\(?:([\da-f]{1,6})[ \t\n]?|(\n)|([\s\S])|$)/gi,
      (_, hex: string | undefined, newline: string | undefined, other: string | undefined) => {
        if (newline) return '';
        if (other !== undefined) return other;
        const code = hex === undefined ? 0 : parseInt(hex, 16);
        return code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff
          ? '\uFFFD'
          : String.fromCodePoint(code);
      },
    );
}

/** Every function in decoded CSS is on the list, and every `url()` names a fragment. */
function functionsStayInside(css: string): boolean {
  for (let at = css.indexOf('('); at !== -1; at = css.indexOf('(', at + 1)) {
    const name = NAME_CHARS.exec(css.slice(Math.max(0, at - 64), at))?.[0].toLowerCase();
    if (!name) continue;
    if (name === 'url') {
      if (!/^\s*['"]?\s*#/.test(css.slice(at + 1))) return false;
    } else if (!FUNCTIONS.has(name)) return false;
  }
  return true;
}

/** A CSS value or declaration list (a style or presentation attribute, after XML decoding). */
export function isInertCssValue(value: string): boolean {
  return functionsStayInside(decodeCss(value).toLowerCase());
}

/** The text of a style element (after XML decoding, its CDATA sections joined in). */
export function isInertStyleSheet(sheet: string): boolean {
  const css = decodeCss(sheet).toLowerCase();
  const atRules = [...css.matchAll(/@((?:[\w-]|[^\u0000-\u007f])*)/g)].map((m) => m[1]!);
  return atRules.every((name) => AT_RULES.has(name)) && functionsStayInside(css);
}

import { isInertCssValue, isInertStyleSheet } from './check-css';

/**
 * Whether an uploaded SVG is inert: an allowlist check (docs/decisions/007-svg-uploads.md). The
 * document is read with a strict XML grammar; anything outside it — a script, a foreign object,
 * an event handler, a link or style that reaches outside the file however it is spelled, a
 * doctype other than SVG's own, an entity definition, `xml:base`, a processing instruction, an
 * element or namespace not on the lists — refuses the whole file. Nothing is rewritten: a file
 * is kept byte for byte or not at all.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
/** Namespaces browsers do nothing with (drawing tools' bookkeeping) besides SVG and XLink. */
const INERT_NS = new Set([
  XLINK_NS,
  XML_NS,
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://inkscape.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://ns.adobe.com/AdobeIllustrator/10.0/',
  'http://www.bohemiancoding.com/sketch/ns',
]);

const SVG_ELEMENTS = new Set(
  (
    'svg g defs symbol use title desc metadata switch path rect circle ellipse line polyline ' +
    'polygon text tspan textPath linearGradient radialGradient stop clipPath mask pattern marker ' +
    'image style filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix ' +
    'feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB ' +
    'feFuncG feFuncR feGaussianBlur feMerge feMergeNode feMorphology feOffset fePointLight ' +
    'feSpecularLighting feSpotLight feTile feTurbulence'
  ).split(' '),
);

const NAME = '[A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?';
const ATTRIBUTE = new RegExp(`\\s+(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'y');
const OPEN_TAG = new RegExp(`<(${NAME})`, 'y');
const CLOSE_TAG = new RegExp(`</(${NAME})\\s*>`, 'y');
const ENTITY = /&(?!(?:lt|gt|amp|quot|apos|#\d{1,7}|#x[\da-f]{1,6});)/i;
/** Only same-file references (`#id`) or an embedded bitmap. */
const SAFE_HREF = /^\s*(#[\w.:-]*|data:image\/(png|jpeg|gif|webp);base64,[\w+/=\s]*)\s*$/i;

/**
 * The doctypes SVG editors write (SVG 1.0 and 1.1, with the W3C public and system ids they were
 * published under). Any other doctype refuses: one naming another file (`SYSTEM "https://…"`)
 * would have an XML reader fetch it.
 */
const SVG_DOCTYPES = new Set(
  [
    ['-//W3C//DTD SVG 1.0//EN', 'http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/svg10.dtd'],
    ['-//W3C//DTD SVG 1.0//EN', 'http://www.w3.org/TR/2001/PR-SVG-20010719/DTD/svg10.dtd'],
    ['-//W3C//DTD SVG 1.1//EN', 'http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd'],
    ['-//W3C//DTD SVG 1.1 Basic//EN', 'http://www.w3.org/Graphics/SVG/1.1/DTD/svg11-basic.dtd'],
    ['-//W3C//DTD SVG 1.1 Tiny//EN', 'http://www.w3.org/Graphics/SVG/1.1/DTD/svg11-tiny.dtd'],
  ].map(([publicId, systemId]) => `${publicId} ${systemId}`),
);
const DOCTYPE = /^<!DOCTYPE\s+svg(?:\s+PUBLIC\s+"([^"]*)"\s+"([^"]*)")?\s*>/;

/** The doctype at the start of `text`: its length, 0 when there is none, null when refused. */
function doctypeLength(text: string): number | null {
  if (!/^<!DOCTYPE/i.test(text)) return 0;
  const m = DOCTYPE.exec(text);
  if (!m) return null;
  if (m[1] !== undefined && !SVG_DOCTYPES.has(`${m[1]} ${m[2]}`)) return null;
  return m[0].length;
}

/** Attributes whose text is a name or a label, never read as CSS. */
const NOT_CSS = /^(id|class|lang|role|aria-[\w-]+|data-[\w-]+)$/i;

/** Whether a numeric reference names a character (not 0, a surrogate or past U+10FFFF). */
const isCharacter = (code: number) =>
  code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);

/** The character of a numeric reference; U+FFFD for a number no character has. */
const character = (code: number) => (isCharacter(code) ? String.fromCodePoint(code) : '\uFFFD');

/** Attribute or text content as the XML reader hands it on: character references decoded. */
function xmlText(raw: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
  return raw.replace(
    /&(?:#x([\da-f]+)|#(\d+)|(lt|gt|amp|quot|apos));?/gi,
    (all, hex?: string, dec?: string, name?: string) =>
      name ? (named[name.toLowerCase()] ?? all) : character(hex ? parseInt(hex, 16) : Number(dec)),
  );
}

/** A value as a browser would read it: character references decoded, spacing and controls gone. */
function plain(value: string): string {
  return value
    .replace(/&#x([\da-f]+);?/gi, (_, h: string) => character(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => character(Number(d)))
    .replace(/&(colon|tab|newline);/gi, (_, n: string) => (n.toLowerCase() === 'colon' ? ':' : ''))
    .replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, '')
    .replace(/\\/g, '')
    .toLowerCase();
}

function safeAttribute(name: string, value: string, ns: Map<string, string>): boolean {
  const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
  const prefix = name.includes(':') ? name.slice(0, name.indexOf(':')) : '';
  if (/^on/i.test(local)) return false;
  if (name === 'xmlns') return value === SVG_NS;
  if (prefix === 'xmlns') {
    // The XML namespace belongs to the `xml` prefix alone.
    if (value === XML_NS) return local === 'xml';
    return value === SVG_NS || INERT_NS.has(value);
  }
  const space = prefix === 'xml' ? XML_NS : prefix ? ns.get(prefix) : SVG_NS;
  if (!space) return false;
  if (space === XML_NS && local === 'base') return false;
  if (local.toLowerCase() === 'href') return SAFE_HREF.test(value);
  const text = plain(value);
  if (/javascript:|vbscript:|data:/.test(text)) return false;
  // Drawing tools' own namespaces: browsers read nothing there.
  if (space !== SVG_NS && space !== XLINK_NS && space !== XML_NS) return true;
  if (/:\/\/|^\/\//.test(text)) return false;
  if (space !== SVG_NS || NOT_CSS.test(local)) return true;
  return isInertCssValue(xmlText(value));
}

/** The namespace declarations of the whole document (a prefix bound twice differently refuses). */
function declarations(text: string): Map<string, string> | null {
  const ns = new Map<string, string>();
  for (const m of text.matchAll(/\sxmlns(?::([\w.-]+))?\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const prefix = m[1] ?? '';
    const uri = m[2] ?? m[3] ?? '';
    if (ns.has(prefix) && ns.get(prefix) !== uri) return null;
    ns.set(prefix, uri);
  }
  return ns;
}

/** True when the SVG text keeps to the allowlist; false refuses the upload. */
export function isSafeSvg(source: string): boolean {
  const ns = declarations(source);
  if (!ns) return false;
  // A numeric reference to no character (0, a surrogate, past U+10FFFF) is not XML.
  for (const m of source.matchAll(/&#(?:x([\da-f]+)|(\d+));?/gi)) {
    const code = m[1] ? parseInt(m[1], 16) : Number(m[2]);
    if (!isCharacter(code)) return false;
  }
  let text = source.replace(/^\uFEFF/, '');
  // Prolog: an XML declaration, comments, SVG's own doctype (no internal subset, no entities).
  const prolog = /^\s*(<\?xml\s[^<>?]*\?>)?(\s*<!--[\s\S]*?-->)*\s*/.exec(text);
  text = text.slice(prolog?.[0].length ?? 0);
  const doctype = doctypeLength(text);
  if (doctype === null) return false;
  text = text.slice(doctype);
  const open: string[] = [];
  let i = 0;
  let root = false;
  /** The text of the style element being read, checked whole when it closes. */
  let sheet: string | null = null;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const chunk = lt === -1 ? text.slice(i) : text.slice(i, lt);
    if (ENTITY.test(chunk)) return false;
    if (sheet !== null) sheet += xmlText(chunk);
    if (!open.length && chunk.trim()) return false;
    if (lt === -1) break;
    i = lt;
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end === -1) return false;
      i = end + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', i)) {
      const end = text.indexOf(']]>', i + 9);
      if (end === -1 || !open.length) return false;
      if (sheet !== null) sheet += text.slice(i + 9, end);
      i = end + 3;
      continue;
    }
    CLOSE_TAG.lastIndex = i;
    const close = CLOSE_TAG.exec(text);
    if (close) {
      const closed = localOf(close[1]!);
      if (closed !== open.pop()) return false;
      if (closed === 'style') {
        if (!isInertStyleSheet(sheet ?? '')) return false;
        sheet = null;
      }
      i = CLOSE_TAG.lastIndex;
      continue;
    }
    OPEN_TAG.lastIndex = i;
    const tag = OPEN_TAG.exec(text);
    // Processing instructions (<?xml-stylesheet …?>), declarations and stray `<` end here.
    if (!tag || (root && !open.length)) return false;
    // A style element holds text only: markup inside would split what CSS reads.
    if (sheet !== null) return false;
    const name = tag[1]!;
    const prefix = name.includes(':') ? name.slice(0, name.indexOf(':')) : '';
    const space = prefix ? ns.get(prefix) : (ns.get('') ?? SVG_NS);
    if (space === SVG_NS) {
      if (!SVG_ELEMENTS.has(localOf(name))) return false;
    } else if (!space || !INERT_NS.has(space)) return false;
    if (!root && localOf(name) !== 'svg') return false;
    root = true;
    i = OPEN_TAG.lastIndex;
    for (;;) {
      ATTRIBUTE.lastIndex = i;
      const attribute = ATTRIBUTE.exec(text);
      if (!attribute) break;
      if (!safeAttribute(attribute[1]!, attribute[2] ?? attribute[3] ?? '', ns)) return false;
      i = ATTRIBUTE.lastIndex;
    }
    const end = /\s*(\/?)>/y;
    end.lastIndex = i;
    const closing = end.exec(text);
    if (!closing) return false;
    i = end.lastIndex;
    if (!closing[1]) open.push(localOf(name));
    if (!closing[1] && localOf(name) === 'style') sheet = '';
  }
  return root && open.length === 0;
}

function localOf(name: string): string {
  return name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
}

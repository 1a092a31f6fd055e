/**
 * Whether an uploaded SVG is inert: an allowlist check (docs/decisions/007-svg-uploads.md). The
 * document is read with a strict XML grammar; anything outside it — a script, a foreign object,
 * an event handler, a link or style that reaches outside the file, an entity definition, a
 * processing instruction, an element or namespace not on the lists — refuses the whole file.
 * Nothing is rewritten: a file is kept byte for byte or not at all.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
/** Namespaces browsers do nothing with (drawing tools' bookkeeping) besides SVG and XLink. */
const INERT_NS = new Set([
  XLINK_NS,
  'http://www.w3.org/XML/1998/namespace',
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

/** A value as a browser would read it: character references decoded, spacing and controls gone. */
function plain(value: string): string {
  return value
    .replace(/&#x([\da-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&(colon|tab|newline);/gi, (_, n: string) => (n.toLowerCase() === 'colon' ? ':' : ''))
    .replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, '')
    .replace(/\\/g, '')
    .toLowerCase();
}

/** CSS (a style element or attribute) that stays inside the file. */
function safeCss(css: string): boolean {
  const text = plain(css);
  if (/@import|expression\(|behavior:|-moz-binding|javascript:|vbscript:/.test(text)) return false;
  return [...text.matchAll(/url\(([^)]*)\)/g)].every((m) => /^['"]?#/.test(m[1]!));
}

function safeAttribute(name: string, value: string, ns: Map<string, string>): boolean {
  const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
  const prefix = name.includes(':') ? name.slice(0, name.indexOf(':')) : '';
  if (/^on/i.test(local)) return false;
  if (name === 'xmlns') return value === SVG_NS;
  if (prefix === 'xmlns') return value === SVG_NS || INERT_NS.has(value);
  if (prefix && prefix !== 'xml' && !ns.has(prefix)) return false;
  if (local.toLowerCase() === 'href') return SAFE_HREF.test(value);
  if (local === 'style') return safeCss(value);
  const text = plain(value);
  if (/javascript:|vbscript:|data:/.test(text)) return false;
  return [...text.matchAll(/url\(([^)]*)\)/g)].every((m) => /^['"]?#/.test(m[1]!));
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
  let text = source.replace(/^\uFEFF/, '');
  // Prolog: an XML declaration, comments, a doctype without an internal subset (no entities).
  const prolog =
    /^\s*(<\?xml\s[^<>?]*\?>)?(\s*<!--[\s\S]*?-->)*\s*(<!DOCTYPE\s+svg[^<>[\]]*>)?/i.exec(text);
  text = text.slice(prolog?.[0].length ?? 0);
  const open: string[] = [];
  let i = 0;
  let root = false;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const chunk = lt === -1 ? text.slice(i) : text.slice(i, lt);
    if (ENTITY.test(chunk)) return false;
    if (open.at(-1) === 'style' && !safeCss(chunk)) return false;
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
      if (open.at(-1) === 'style' && !safeCss(text.slice(i + 9, end))) return false;
      i = end + 3;
      continue;
    }
    CLOSE_TAG.lastIndex = i;
    const close = CLOSE_TAG.exec(text);
    if (close) {
      if (localOf(close[1]!) !== open.pop()) return false;
      i = CLOSE_TAG.lastIndex;
      continue;
    }
    OPEN_TAG.lastIndex = i;
    const tag = OPEN_TAG.exec(text);
    // Processing instructions (<?xml-stylesheet …?>), declarations and stray `<` end here.
    if (!tag || (root && !open.length)) return false;
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
  }
  return root && open.length === 0;
}

function localOf(name: string): string {
  return name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
}

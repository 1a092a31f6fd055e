const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .trim();

/**
 * What a reader sees on one of the small bilingual pages (lib/site/small-page.ts): the document's
 * title and language, and each section's language and direction (a section without its own
 * takes the document's) with the text of its heading, paragraphs and buttons in order.
 */
export function pageSections(html: string) {
  const document = /<html lang="(\w+)" dir="(\w+)">/.exec(html);
  const title = textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
  const sections = [...html.matchAll(/<section([^>]*)>([\s\S]*?)<\/section>/g)].map(
    ([, attrs = '', body = '']) => ({
      lang: /lang="(\w+)"/.exec(attrs)?.[1] ?? document?.[1],
      dir: /dir="(\w+)"/.exec(attrs)?.[1] ?? document?.[2],
      texts: [...body.matchAll(/<(h1|p|button)\b[^>]*>([\s\S]*?)<\/\1>/g)].map(([, , inner = '']) =>
        textOf(inner),
      ),
    }),
  );
  return { title, sections };
}

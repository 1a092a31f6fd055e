/**
 * What store search compares: lower case, Arabic diacritics and tatweel removed, and the
 * letter variants shoppers mix up folded together (أ/إ/آ/ٱ→ا, ة→ه, ى→ي, ؤ→و, ئ→ي).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

import Papa from 'papaparse';
import { CSV_LIST_SEPARATOR } from '@/lib/validation/csv-import';
import type { CsvCell, CsvImportKind } from './types';

// The CSV text format of the exports and imports, both ways.

/*
 * CSV injection (OWASP's rule, taken whole): a spreadsheet runs a cell starting with = + - or @
 * (also after spaces, which some trim, and in their full-width forms) as a formula, and a cell
 * starting with a tab, CR or NUL too. A cell starts not only where the text does but at each of
 * its lines (a reader that splits lines) and after each `,` `;` or tab in it (a spreadsheet whose
 * separator differs from the file's splits there, quotes or not). An apostrophe goes at each such
 * start; apostrophes already there count as part of the start, so the import's removal of one
 * apostrophe at each start undoes the export exactly.
 */
const FORMULA = '[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20]';
/** Spaces other than the separators tab, CR and LF. */
const SPACES = '[^\\S\\r\\n\\t]*';
/** What makes the text's start run: a tab, CR or NUL, or a formula character. */
const AT_CELL_START = `'*(?:[\\t\\r\\0]|${SPACES}${FORMULA})`;
/** What makes a start after a `,` `;` tab or line break run. */
const AT_SPLIT = `'*${SPACES}${FORMULA}`;
const CELL_START = new RegExp(`^(?=${AT_CELL_START})`);
const SPLIT_START = new RegExp(`([\\r\\n,;\\t])(?=${AT_SPLIT})`, 'g');
/** The same starts with the apostrophe `neutralizeFormulae` put there. */
const ESCAPED_CELL_START = new RegExp(`^'(?=${AT_CELL_START})`);
const ESCAPED_SPLIT_START = new RegExp(`([\\r\\n,;\\t])'(?=${AT_SPLIT})`, 'g');

/** `text` with an apostrophe at each start a spreadsheet could run as a formula. */
export function neutralizeFormulae(text: string): string {
  return text.replace(SPLIT_START, "$1'").replace(CELL_START, "'");
}

/** An imported cell without the apostrophes `neutralizeFormulae` put in. */
export function restoreFormulae(text: string): string {
  return text.replace(ESCAPED_CELL_START, '').replace(ESCAPED_SPLIT_START, '$1');
}

/**
 * One cell of `toCsv`: empty for null; numbers and booleans as written; text neutralized, and in
 * quotes (doubled inside) when it holds a quote, `,` `;` tab, a line break, edge spaces or an
 * added apostrophe, so a spreadsheet splitting on `;` or tab keeps what it can whole too.
 */
function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'string') return String(cell);
  const text = neutralizeFormulae(cell);
  const quoted = text !== cell || /[",;\t\r\n]|^\s|\s$/.test(text);
  return quoted ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV text as Excel opens it: a UTF-8 BOM (so Arabic shows), CRLF line ends, `csvCell` cells. */
export function toCsv(headers: string[], records: CsvCell[][]): string {
  const lines = [headers, ...records].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}`;
}

/** A data row of a file: its spreadsheet line (the header is line 1) and its cells by header. */
export interface CsvRecord {
  row: number;
  cells: Record<string, string>;
  /** A quote that never closes or closes mid-cell: the line cannot be read. */
  malformed: boolean;
}

/**
 * The header (`duplicates`: headers given twice; the first one is read) and the non-blank data
 * rows of a file. A leading BOM is dropped, `,` `;` or tab is detected, cells are trimmed and
 * lose the apostrophes `toCsv` puts before formula-like text (`restoreFormulae`).
 */
export function parseCsv(text: string): {
  headers: string[];
  duplicates: string[];
  records: CsvRecord[];
} {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t'],
    transform: (value) => restoreFormulae(value).trim(),
  });
  const malformed = new Set(
    result.errors.filter((e) => e.type === 'Quotes').map((e) => e.row ?? -1),
  );
  const [first = [], ...lines] = result.data;
  const headers = first.filter((h, i) => h && first.indexOf(h) === i);
  const duplicates = [...new Set(first.filter((h, i) => h && first.indexOf(h) !== i))];
  const records = lines.flatMap((line, index): CsvRecord[] => {
    if (line.every((v) => v === '')) return [];
    const cells = Object.fromEntries(headers.map((h) => [h, line[first.indexOf(h)] ?? '']));
    return [{ row: index + 2, cells, malformed: malformed.has(index + 1) }];
  });
  return { headers, duplicates, records };
}

/**
 * A cell as its payload value: `text` as is, `nullable` empty → null, `optional` empty → absent,
 * `number` a number when it reads as one (else the text, for the schema to refuse), `date`
 * empty → null and a bare day as its UTC midnight, `list` split on `|`, `money` "200.00 SAR" as
 * `{ amount, currency }` (empty → null).
 */
export function cellValue(kind: CsvImportKind, cell: string): unknown {
  switch (kind) {
    case 'text':
      return cell;
    case 'nullable':
      return cell === '' ? null : cell;
    case 'optional':
      return cell === '' ? undefined : cell;
    case 'number':
      if (cell === '') return undefined;
      return /^[+-]?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
    case 'date':
      if (cell === '') return null;
      return /^\d{4}-\d{2}-\d{2}$/.test(cell) ? `${cell}T00:00:00Z` : cell;
    case 'list':
      return cell
        .split(CSV_LIST_SEPARATOR)
        .map((v) => v.trim())
        .filter(Boolean);
    case 'money': {
      if (cell === '') return null;
      // Anything but "<amount> <currency>" reaches the schema as an amount it refuses.
      const parts = /^(\S+)\s+(\S+)$/.exec(cell.trim());
      return parts ? { amount: parts[1], currency: parts[2] } : { amount: cell, currency: '' };
    }
  }
}

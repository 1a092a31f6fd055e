import Papa from 'papaparse';
import { CSV_LIST_SEPARATOR } from '@/lib/validation/csv-import';
import type { CsvCell, CsvImportKind } from './types';

// The CSV text format of the exports and imports, both ways.

/**
 * CSV text as Excel opens it: a UTF-8 BOM (so Arabic shows), CRLF line ends, cells quoted where
 * needed, and a cell starting with = + - @ tab or CR prefixed with an apostrophe so no
 * spreadsheet runs it as a formula.
 */
export function toCsv(headers: string[], records: CsvCell[][]): string {
  return `\uFEFF${Papa.unparse(
    { fields: headers, data: records },
    { newline: '\r\n', escapeFormulae: true },
  )}`;
}

/** A data row of a file: its spreadsheet line (the header is line 1) and its cells by header. */
export interface CsvRecord {
  row: number;
  cells: Record<string, string>;
  /** A quote that never closes or closes mid-cell: the line cannot be read. */
  malformed: boolean;
}

/** What `toCsv` (and a careful spreadsheet) put before a formula-like cell. */
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;

/**
 * The header (`duplicates`: headers given twice; the first one is read) and the non-blank data
 * rows of a file. A leading BOM is dropped, `,` `;` or tab is detected, cells are trimmed and
 * lose the apostrophe `toCsv` puts before formula-like text.
 */
export function parseCsv(text: string): {
  headers: string[];
  duplicates: string[];
  records: CsvRecord[];
} {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t'],
    transform: (value) => (ESCAPED_FORMULA.test(value) ? value.slice(1) : value).trim(),
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
 * empty → null and a bare day as its UTC midnight, `list` split on `|`.
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
  }
}

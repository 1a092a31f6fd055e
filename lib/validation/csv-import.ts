// CSV files of the back-office lists: `GET /{res}/export` writes them, `POST /shop/import` and
// `POST /coupon/import` read them back (docs/admin.md).
import { z } from '@/lib/validation/zod';

/** Largest file an import takes, in UTF-8 bytes. */
const CSV_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Most data rows (lines after the header) an import takes. */
export const CSV_IMPORT_MAX_ROWS = 5000;
/** Most row errors an answer lists (`total` and `valid` still count every row). */
export const CSV_IMPORT_MAX_ERRORS = 500;
/** Most rows an export writes. */
export const CSV_EXPORT_MAX_ROWS = 50_000;
/** Separates the values of a list cell (countries, category slugs). */
export const CSV_LIST_SEPARATOR = '|';

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** POST /{res}/import */
export const csvImportSchema = z.object({
  /** The file's text (header row first; `,` or `;` between cells; a leading BOM is ignored). */
  csv: z
    .string({ error: 'validation.csv.empty' })
    .max(CSV_IMPORT_MAX_BYTES, { error: 'validation.csv.too_large', abort: true })
    .refine((text) => utf8Bytes(text) <= CSV_IMPORT_MAX_BYTES, 'validation.csv.too_large'),
  /** Only check the file and say what it would do (the default). */
  dryRun: z.boolean({ error: 'validation.catalog.flag_invalid' }).default(true),
});

/** A problem of one cell: `row` is the spreadsheet line (the header is line 1). */
const csvRowErrorSchema = z.object({
  row: z.number().int(),
  /** The CSV header of the cell; null when the whole line is at fault. */
  column: z.string().nullable(),
  /** A translation key (`validation.catalog.slug_invalid`, `validation.csv.unknown_shop`, …). */
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export type CsvRowError = z.infer<typeof csvRowErrorSchema>;

/** The answer of a dry run. */
export const csvImportReportSchema = z.object({
  /** Data rows in the file (blank lines left out). */
  total: z.number().int(),
  /** Rows without an error. */
  valid: z.number().int(),
  errors: z.array(csvRowErrorSchema),
  /** What each valid row would do. */
  preview: z.array(
    z.object({
      row: z.number().int(),
      action: z.enum(['create', 'update']),
      /** The row it would change; null for a new one. */
      id: z.string().nullable(),
      label: z.string(),
    }),
  ),
  /** Headers the import does not read (exported extras such as `createdAt`). */
  ignored: z.array(z.string()),
});

export type CsvImportReport = z.infer<typeof csvImportReportSchema>;

/** The answer of an applied import. */
export const csvImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});

export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

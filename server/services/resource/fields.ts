// The column values and the API's presentation of a resource's declared fields
// (lib/resources/fields.ts), columns named by the declaration's convention (`columnNames`).
import {
  columnNames,
  type AnyField,
  type Bilingual,
  type Fields,
  type Money,
  type PresentedOf,
} from '@/lib/resources/fields';

type Row = Record<string, unknown>;

function toColumns(name: string, f: AnyField, value: unknown): Row {
  const [first = name, second = name] = columnNames(name, f);
  switch (f.kind) {
    case 'bilingual':
      return { [first]: (value as Bilingual).ar, [second]: (value as Bilingual).en };
    case 'money': {
      const money = value as Money | null;
      return { [first]: money?.amount ?? null, [second]: money?.currency ?? null };
    }
    default:
      return { [first]: value };
  }
}

/**
 * The column values of a validated payload: every field it carries (a create carries all of
 * them, an update the ones it changes; an absent field changes nothing).
 */
export function columnValues<F extends Fields, I extends object>(
  fields: F,
  input: Partial<Record<keyof F, unknown>>,
): Partial<I> {
  const values: Row = {};
  for (const [name, f] of Object.entries(fields)) {
    if (input[name] !== undefined) Object.assign(values, toColumns(name, f, input[name]));
  }
  return values as Partial<I>;
}

function fromRow(name: string, f: AnyField, row: Row): unknown {
  const [first = name, second = name] = columnNames(name, f);
  switch (f.kind) {
    case 'bilingual':
      return { ar: row[first], en: row[second] };
    case 'instant':
      return row[first] instanceof Date ? (row[first] as Date).toISOString() : null;
    case 'money':
      return row[first] === null || row[first] === undefined
        ? null
        : { amount: row[first], currency: row[second] };
    default:
      return row[first];
  }
}

/** The declared fields of a stored row as the API answers them. */
export function presentFields<F extends Fields>(fields: F, row: object): PresentedOf<F> {
  const item: Row = {};
  for (const [name, f] of Object.entries(fields)) item[name] = fromRow(name, f, row as Row);
  return item as PresentedOf<F>;
}

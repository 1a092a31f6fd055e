// The columns of a resource's declared fields (lib/resources/fields.ts), named by convention:
// the field's name in snake case, `_ar` / `_en` for a bilingual field, `_amount` / `_currency`
// for money. A link (its foreign key) and a choice (its PostgreSQL enum) are declared by the
// table itself beside these.
import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';
import type {
  AnyField,
  BilingualField,
  CountriesField,
  Fields,
  InstantField,
  MoneyField,
  TextField,
} from '@/lib/resources/fields';
import { columnNames } from '@/lib/resources/fields';
import { money } from './columns';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const nullableText = (name: string) => text(name);
const requiredText = (name: string) => text(name).notNull();
const emptyByDefault = (name: string) => text(name).notNull().default('');
const countryList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
const instant = (name: string) => timestamp(name, { withTimezone: true });

type ColumnsOfField<K extends string, F> =
  F extends BilingualField<true>
    ? Record<`${K}Ar` | `${K}En`, ReturnType<typeof requiredText>>
    : F extends BilingualField
      ? Record<`${K}Ar` | `${K}En`, ReturnType<typeof emptyByDefault>>
      : F extends TextField<true>
        ? Record<K, ReturnType<typeof nullableText>>
        : F extends TextField
          ? Record<K, ReturnType<typeof requiredText>>
          : F extends CountriesField
            ? Record<K, ReturnType<typeof countryList>>
            : F extends InstantField
              ? Record<K, ReturnType<typeof instant>>
              : F extends MoneyField
                ? Record<`${K}Amount`, ReturnType<typeof money>> &
                    Record<`${K}Currency`, ReturnType<typeof nullableText>>
                : Record<never, never>; // link, choice: the table's own

type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

export type FieldColumns<F extends Fields> = Intersect<
  { [K in keyof F & string]: ColumnsOfField<K, F[K]> }[keyof F & string]
>;

function columnsOfField(name: string, f: AnyField): Record<string, unknown> {
  const [first = name, second = name] = columnNames(name, f);
  const [firstColumn, secondColumn] = [snake(first), snake(second)];
  switch (f.kind) {
    case 'bilingual': {
      const make = f.required ? requiredText : emptyByDefault;
      return { [first]: make(firstColumn), [second]: make(secondColumn) };
    }
    case 'text':
      return { [first]: f.nullable ? nullableText(firstColumn) : requiredText(firstColumn) };
    case 'countries':
      return { [first]: countryList(firstColumn) };
    case 'instant':
      return { [first]: instant(firstColumn) };
    case 'money':
      return { [first]: money(firstColumn), [second]: nullableText(secondColumn) };
    default:
      return {};
  }
}

/** The columns of `fields` (spread into the table's `pgTable` columns). */
export function fieldColumns<F extends Fields>(fields: F): FieldColumns<F> {
  const columns: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(fields)) Object.assign(columns, columnsOfField(name, f));
  return columns as FieldColumns<F>;
}

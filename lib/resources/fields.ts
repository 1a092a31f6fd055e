// A resource's fields, declared once. Each field is one line of a declaration (the coupon's is in
// lib/validation/coupon.ts); its kind says everything else:
//   - how a create and an update validate it (the zod schema, and the value a create without it
//     gets),
//   - its columns, named after the field by convention (`title` → `titleAr`, `titleEn`;
//     `minOrder` → `minOrderAmount`, `minOrderCurrency`; any other → the field's own name),
//   - how the API presents it, how a CSV file writes and reads it, and how the admin form edits it.
// The derivations live beside the layer that uses them: this file (schemas), ./form-values.ts (the
// admin form), server/db/schema/field-columns.ts (columns) and
// server/api/resource-factory/fields.ts (insert, update, presentation, CSV). docs/adding-a-field.md
// walks through adding one.
import { z } from '@/lib/validation/zod';
import {
  bilingualOptional,
  bilingualOut,
  bilingualRequired,
  countriesSchema,
  dateTimeSchema,
  uuidSchema,
} from '@/lib/validation/catalog-fields';
import { currencyCodeSchema, decimalAmountSchema } from '@/lib/validation/money';

/** A bilingual field's value. */
export type Bilingual = { ar: string; en: string };
/** A money field's value (when it has one). */
export type Money = { amount: string; currency: string };

interface FieldOf<K extends string, S extends z.ZodType, O extends z.ZodType> {
  kind: K;
  /** What a create or an update takes (an update: any subset of the fields). */
  schema: S;
  /** What the API answers. */
  out: O;
  /** The value a create without the field gets; absent: a create must send it. */
  createDefault?: z.output<S>;
  /**
   * The public store page shows it on the card (a coupon's: the `shop.fact` message says how,
   * by the field's name).
   */
  card?: boolean;
}

/** A link to another row by its id (`shopId`); the table declares its column and foreign key. */
export type LinkField = FieldOf<'link', typeof uuidSchema, z.ZodString>;
/** One text; `nullable`: an empty value is stored as null (a coupon without a code). */
export type TextField<N extends boolean = boolean> = FieldOf<
  'text',
  z.ZodType<N extends true ? string | null : string>,
  z.ZodType<N extends true ? string | null : string>
> & { nullable: N };
/** `{ ar, en }` in two columns; `required`: both must be filled, else both may be empty. */
export type BilingualField<R extends boolean = boolean> = FieldOf<
  'bilingual',
  z.ZodType<Bilingual>,
  typeof bilingualOut
> & { required: R };
/** Country codes (none: every country). */
export type CountriesField = FieldOf<'countries', typeof countriesSchema, z.ZodArray<z.ZodString>>;
/** A moment (ISO 8601 with offset on the wire), or null. */
export type InstantField = FieldOf<'instant', z.ZodType<Date | null>, z.ZodType<string | null>>;
/** One of fixed values; the table declares its column (a PostgreSQL enum). */
export type ChoiceField<V extends string = string> = FieldOf<
  'choice',
  z.ZodType<V, string>,
  z.ZodType<V, string>
> & { values: readonly V[] };
/** An exact amount with its currency (`{ amount: "200.00", currency: "SAR" }`), or null. */
export type MoneyField = FieldOf<'money', z.ZodType<Money | null>, z.ZodType<Money | null>>;

export type AnyField =
  LinkField | TextField | BilingualField | CountriesField | InstantField | ChoiceField | MoneyField;

export type Fields = Record<string, AnyField>;

/** The field constructors a declaration is written with. */
export const field = {
  link: (): LinkField => ({ kind: 'link', schema: uuidSchema, out: z.string() }),

  text<N extends boolean = false>(
    schema: z.ZodType<string>,
    options: { nullable?: N; card?: boolean } = {},
  ): TextField<N> {
    const nullable = (options.nullable ?? false) as N;
    return {
      kind: 'text',
      nullable,
      schema: (nullable ? schema.nullable() : schema) as TextField<N>['schema'],
      out: (nullable ? z.string().nullable() : z.string()) as TextField<N>['out'],
      card: options.card,
    };
  },

  bilingual<R extends boolean = false>(
    max: number,
    options: { required?: R; card?: boolean } = {},
  ): BilingualField<R> {
    const required = (options.required ?? false) as R;
    return {
      kind: 'bilingual',
      required,
      schema: required ? bilingualRequired(max) : bilingualOptional(max),
      out: bilingualOut,
      ...(!required && { createDefault: { ar: '', en: '' } }),
      card: options.card,
    };
  },

  countries: (): CountriesField => ({
    kind: 'countries',
    schema: countriesSchema,
    out: z.array(z.string()),
    createDefault: [],
  }),

  instant: (options: { card?: boolean } = {}): InstantField => ({
    kind: 'instant',
    schema: dateTimeSchema.nullable(),
    out: z.string().nullable(),
    createDefault: null,
    card: options.card,
  }),

  choice<const V extends string>(
    values: readonly [V, ...V[]],
    options: { error: string; createDefault?: V },
  ): ChoiceField<V> {
    return {
      kind: 'choice',
      values,
      schema: z.enum(values, { error: options.error }) as unknown as z.ZodType<V, string>,
      out: z.enum(values) as unknown as z.ZodType<V, string>,
      ...(options.createDefault !== undefined && { createDefault: options.createDefault }),
    };
  },

  /** `error`: the translation key of every problem of the amount or the currency. */
  money: (options: { error: string; card?: boolean }): MoneyField => ({
    kind: 'money',
    schema: z
      .object({
        amount: decimalAmountSchema(options.error),
        currency: currencyCodeSchema(options.error),
      })
      .nullable(),
    out: z.object({ amount: z.string(), currency: z.string() }).nullable(),
    createDefault: null,
    card: options.card,
  }),
};

/** The column names of a field, by convention (camel case here, snake case in the database). */
export function columnNames(name: string, f: AnyField): string[] {
  switch (f.kind) {
    case 'bilingual':
      return [`${name}Ar`, `${name}En`];
    case 'money':
      return [`${name}Amount`, `${name}Currency`];
    default:
      return [name];
  }
}

type CreateShape<F extends Fields> = {
  [K in keyof F]: F[K] extends { createDefault: unknown }
    ? undefined extends F[K]['createDefault']
      ? F[K]['schema']
      : z.ZodDefault<F[K]['schema']>
    : F[K]['schema'];
};

/** POST: every field; those with a create default may be left out. */
export function createSchemaOf<F extends Fields>(fields: F): z.ZodObject<CreateShape<F>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(fields)) {
    shape[name] =
      f.createDefault === undefined
        ? f.schema
        : (f.schema as z.ZodType<unknown>).default(f.createDefault as never);
  }
  return z.object(shape) as unknown as z.ZodObject<CreateShape<F>>;
}

/** PATCH: any subset of the fields. */
export function updateSchemaOf<F extends Fields>(
  fields: F,
): z.ZodObject<{ [K in keyof F]: z.ZodOptional<F[K]['schema']> }> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(fields)) shape[name] = f.schema.optional();
  return z.object(shape) as unknown as z.ZodObject<{
    [K in keyof F]: z.ZodOptional<F[K]['schema']>;
  }>;
}

/** The fields as the API answers them (a resource adds its id, counters and timestamps). */
export function outShapeOf<F extends Fields>(fields: F): { [K in keyof F]: F[K]['out'] } {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(fields)) shape[name] = f.out;
  return shape as { [K in keyof F]: F[K]['out'] };
}

/** The fields as the API presents them. */
export type PresentedOf<F extends Fields> = { [K in keyof F]: z.output<F[K]['out']> };

/** What a card shows of a field: its name, kind and presented value. */
export function cardFieldsOf<F extends Fields>(
  fields: F,
  item: { [K in keyof F]?: unknown },
): { name: string; kind: AnyField['kind']; value: unknown }[] {
  return Object.entries(fields)
    .filter(([name, f]) => f.card && item[name] !== null && item[name] !== undefined)
    .map(([name, f]) => ({ name, kind: f.kind, value: item[name] }));
}

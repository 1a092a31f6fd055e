// What the admin form derives from a resource's field declaration (lib/resources/fields.ts): the
// inputs' starting values for a new or an existing row, the payload the inputs make, and the
// input names the API's field errors land on. Inputs hold text; the payload is what the API's
// schema checks, so the form and the server agree on every rule and message.
import type { AnyField, Bilingual, Fields, Money } from './fields';

/** The money inputs hold the same two texts as the value. */
type MoneyInput = Money;

/** What the inputs of one field hold. */
type InputOf<F extends AnyField> = F['kind'] extends 'bilingual'
  ? Bilingual
  : F['kind'] extends 'countries'
    ? string[]
    : F['kind'] extends 'money'
      ? MoneyInput
      : string;

export type FormValuesOf<F extends Fields> = { [K in keyof F]: InputOf<F[K]> };

/** The input names of one field. */
type PathsOf<K extends string, F extends AnyField> = F['kind'] extends 'bilingual'
  ? `${K}.en` | `${K}.ar`
  : F['kind'] extends 'money'
    ? K | `${K}.amount` | `${K}.currency`
    : K;

type FormPathOf<F extends Fields> = { [K in keyof F & string]: PathsOf<K, F[K]> }[keyof F & string];

/** `''` → null, else the trimmed text. */
export const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** An ISO instant as a `datetime-local` input's value (in the admin's own time zone). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value as an ISO instant (`''` → null; garbage stays for the schema). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

function inputOf(f: AnyField, value: unknown): unknown {
  switch (f.kind) {
    case 'bilingual':
      return (value as Bilingual | undefined) ?? { ar: '', en: '' };
    case 'countries':
      return (value as string[] | undefined) ?? [];
    case 'instant':
      return toLocalInput((value as string | null | undefined) ?? null);
    case 'money':
      return (value as MoneyInput | null | undefined) ?? { amount: '', currency: '' };
    case 'choice':
      return (value as string | undefined) ?? f.createDefault ?? '';
    default:
      return (value as string | null | undefined) ?? '';
  }
}

function payloadOf(f: AnyField, input: unknown): unknown {
  switch (f.kind) {
    case 'text':
      return f.nullable ? orNull(input as string) : input;
    case 'instant':
      return fromLocalInput(input as string);
    case 'money': {
      const { amount, currency } = input as MoneyInput;
      // Both empty: no amount (null); one of them empty is the schema's error to tell.
      return amount.trim() === '' && currency.trim() === '' ? null : { amount, currency };
    }
    default:
      return input;
  }
}

/** The inputs' starting values: the row's (an edit) or the create defaults (a new row). */
export function formDefaultsOf<F extends Fields>(
  fields: F,
  row: Partial<Record<keyof F, unknown>> | null,
): FormValuesOf<F> {
  const values: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(fields)) values[name] = inputOf(f, row?.[name]);
  return values as FormValuesOf<F>;
}

/** The payload of a POST or a PATCH from what the inputs hold. */
export function formPayloadOf<F extends Fields>(fields: F, values: FormValuesOf<F>) {
  const payload: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(fields)) payload[name] = payloadOf(f, values[name]);
  return payload;
}

/** The input names (`title.en`, `minOrder.amount`) an API field error may name. */
export function formPathsOf<F extends Fields>(fields: F): FormPathOf<F>[] {
  return Object.entries(fields).flatMap(([name, f]): string[] => {
    if (f.kind === 'bilingual') return [`${name}.en`, `${name}.ar`];
    if (f.kind === 'money') return [name, `${name}.amount`, `${name}.currency`];
    return [name];
  }) as FormPathOf<F>[];
}

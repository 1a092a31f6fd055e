// The field kit: one declaration gives the schemas, the columns, the API's presentation, the CSV
// columns and the admin form's values (lib/resources/fields.ts and what derives from it).
import { getTableConfig, pgTable, uuid } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  columnNames,
  createSchemaOf,
  field,
  outShapeOf,
  updateSchemaOf,
  cardFieldsOf,
} from '@/lib/resources/fields';
import { formDefaultsOf, formPathsOf, formPayloadOf } from '@/lib/resources/form-values';
import { csvCellsOf, csvImportColumnsOf } from '@/server/api/resource-factory/fields';
import { columnValues, presentFields } from '@/server/services/resource/fields';
import { cellValue } from '@/server/api/resource-factory/csv-file';
import { fieldColumns } from '@/server/db/schema/field-columns';

const fields = {
  ownerId: field.link(),
  code: field.text(z.string().trim().min(1, 'code_invalid'), { nullable: true }),
  title: field.bilingual(20, { required: true }),
  note: field.bilingual(50),
  state: field.choice(['ON', 'OFF'], { error: 'state_invalid', createDefault: 'ON' }),
  endsAt: field.instant(),
  countries: field.countries(),
  minOrder: field.money({ error: 'money_invalid', card: true }),
};

const valid = {
  ownerId: '5f1b7a3e-9c2d-4e8f-a1b2-c3d4e5f60718',
  code: 'SAVE',
  title: { ar: 'ع', en: 'T' },
};

describe('schemas', () => {
  it('gives a create its defaults and requires the rest', () => {
    const create = createSchemaOf(fields);
    expect(create.parse(valid)).toEqual({
      ...valid,
      note: { ar: '', en: '' },
      state: 'ON',
      endsAt: null,
      countries: [],
      minOrder: null,
    });
    const missing = create.safeParse({ code: null });
    expect(missing.success).toBe(false);
    const paths = missing.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['ownerId', 'title']));
  });

  it('takes any subset in an update, each still checked', () => {
    const update = updateSchemaOf(fields);
    expect(update.parse({})).toEqual({});
    expect(update.parse({ minOrder: { amount: '200', currency: 'sar' } })).toEqual({
      minOrder: { amount: '200', currency: 'SAR' },
    });
    const bad = update.safeParse({ minOrder: { amount: '-1', currency: 'SA' }, state: 'MAYBE' });
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['state', 'state_invalid'],
      ['minOrder.amount', 'money_invalid'],
      ['minOrder.currency', 'money_invalid'],
    ]);
  });

  it('presents every field in the answer schema', () => {
    expect(Object.keys(outShapeOf(fields))).toEqual(Object.keys(fields));
  });
});

describe('columns', () => {
  const table = pgTable('things', { id: uuid('id').primaryKey(), ...fieldColumns(fields) });

  it('names them by convention, links and choices left to the table', () => {
    const columns = getTableConfig(table).columns.map((c) => [c.name, c.notNull, c.hasDefault]);
    expect(columns).toEqual([
      ['id', true, false],
      ['code', false, false],
      ['title_ar', true, false],
      ['title_en', true, false],
      ['note_ar', true, true],
      ['note_en', true, true],
      ['ends_at', false, false],
      ['countries', true, true],
      ['min_order_amount', false, false],
      ['min_order_currency', false, false],
    ]);
    expect(columnNames('minOrder', fields.minOrder)).toEqual([
      'minOrderAmount',
      'minOrderCurrency',
    ]);
  });

  it('writes only the fields a payload carries and reads them back', () => {
    const endsAt = new Date('2026-12-01T00:00:00Z');
    expect(
      columnValues(fields, { title: { ar: 'ع', en: 'T' }, minOrder: null, code: undefined }),
    ).toEqual({
      titleAr: 'ع',
      titleEn: 'T',
      minOrderAmount: null,
      minOrderCurrency: null,
    });
    const row = {
      ownerId: valid.ownerId,
      code: null,
      titleAr: 'ع',
      titleEn: 'T',
      noteAr: '',
      noteEn: 'n',
      state: 'OFF',
      endsAt,
      countries: ['sa'],
      minOrderAmount: '200.00',
      minOrderCurrency: 'SAR',
    };
    expect(presentFields(fields, row)).toEqual({
      ownerId: valid.ownerId,
      code: null,
      title: { ar: 'ع', en: 'T' },
      note: { ar: '', en: 'n' },
      state: 'OFF',
      endsAt: '2026-12-01T00:00:00.000Z',
      countries: ['sa'],
      minOrder: { amount: '200.00', currency: 'SAR' },
    });
    expect(
      presentFields(fields, { ...row, endsAt: null, minOrderAmount: null }).minOrder,
    ).toBeNull();
  });
});

describe('CSV', () => {
  const item = {
    id: '1',
    ownerId: 'o',
    code: null,
    title: { ar: 'ع', en: 'T' },
    note: { ar: '', en: '' },
    state: 'ON',
    endsAt: null,
    countries: ['sa', 'ae'],
    minOrder: { amount: '200.00', currency: 'SAR' },
  };

  it('writes each field as its cells', () => {
    const cells = csvCellsOf<typeof fields, unknown, typeof item>(fields, {
      ownerId: { owner: (i) => `owner ${i.ownerId}` },
    });
    expect(Object.keys(cells)).toEqual([
      'owner',
      'code',
      'titleEn',
      'titleAr',
      'noteEn',
      'noteAr',
      'state',
      'endsAt',
      'countries',
      'minOrder',
    ]);
    const names = new Map<string, string>();
    expect(Object.values(cells).map((cell) => cell(item, undefined, names))).toEqual([
      'owner o',
      null,
      'T',
      'ع',
      '',
      '',
      'ON',
      null,
      'sa|ae',
      '200.00 SAR',
    ]);
  });

  it('reads the same columns back', () => {
    expect(
      csvImportColumnsOf(fields).map((c) => [c.header, c.path.join('.'), c.kind, !!c.required]),
    ).toEqual([
      ['ownerId', 'ownerId', 'text', true],
      ['code', 'code', 'nullable', false],
      ['titleEn', 'title.en', 'text', true],
      ['titleAr', 'title.ar', 'text', true],
      ['noteEn', 'note.en', 'text', false],
      ['noteAr', 'note.ar', 'text', false],
      ['state', 'state', 'optional', false],
      ['endsAt', 'endsAt', 'date', false],
      ['countries', 'countries', 'list', false],
      ['minOrder', 'minOrder', 'money', false],
    ]);
    expect(cellValue('money', '200.00 SAR')).toEqual({ amount: '200.00', currency: 'SAR' });
    expect(cellValue('money', '')).toBeNull();
    // Not "<amount> <currency>": the schema refuses it rather than a part being dropped.
    expect(cellValue('money', '200 SAR extra')).toEqual({ amount: '200 SAR extra', currency: '' });
    expect(updateSchemaOf(fields).safeParse({ minOrder: cellValue('money', '200') }).success).toBe(
      false,
    );
  });
});

describe('admin form', () => {
  it('starts a new row from the create defaults and an edit from the row', () => {
    expect(formDefaultsOf(fields, null)).toEqual({
      ownerId: '',
      code: '',
      title: { ar: '', en: '' },
      note: { ar: '', en: '' },
      state: 'ON',
      endsAt: '',
      countries: [],
      minOrder: { amount: '', currency: '' },
    });
    const edit = formDefaultsOf(fields, {
      code: null,
      minOrder: { amount: '5.50', currency: 'AED' },
    });
    expect(edit.code).toBe('');
    expect(edit.minOrder).toEqual({ amount: '5.50', currency: 'AED' });
  });

  it('turns the inputs into the payload the API checks', () => {
    const values = {
      ...formDefaultsOf(fields, null),
      ownerId: valid.ownerId,
      code: '  ',
      title: { ar: 'ع', en: 'T' },
      endsAt: '2026-12-01T10:00',
    };
    const payload = formPayloadOf(fields, values);
    expect(payload.code).toBeNull();
    expect(payload.minOrder).toBeNull();
    expect(payload.endsAt).toBe(new Date('2026-12-01T10:00').toISOString());
    expect(createSchemaOf(fields).safeParse(payload).success).toBe(true);
    // One half of an amount is kept, for the schema to name the missing half.
    const half = formPayloadOf(fields, { ...values, minOrder: { amount: '20', currency: '' } });
    expect(createSchemaOf(fields).safeParse(half).error!.issues[0]!.path).toEqual([
      'minOrder',
      'currency',
    ]);
  });

  it('lists the inputs an API error may name', () => {
    expect(formPathsOf(fields)).toEqual([
      'ownerId',
      'code',
      'title.en',
      'title.ar',
      'note.en',
      'note.ar',
      'state',
      'endsAt',
      'countries',
      'minOrder',
      'minOrder.amount',
      'minOrder.currency',
    ]);
  });
});

describe('card', () => {
  it('lists the card fields that have a value', () => {
    const minOrder = { amount: '200.00', currency: 'SAR' };
    expect(cardFieldsOf(fields, { minOrder, code: 'X' })).toEqual([
      { name: 'minOrder', kind: 'money', value: minOrder },
    ]);
    expect(cardFieldsOf(fields, { minOrder: null })).toEqual([]);
  });
});

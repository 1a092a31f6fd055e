/** @jest-environment node */
import {
  neutralizeFormulae,
  parseCsv,
  restoreFormulae,
  toCsv,
} from '@/server/api/resource-factory/csv-file';

// The CSV text of the admin exports against CSV injection, and the import reading it back.

/** Cells a spreadsheet would run as formulas if written as they are, each way it can. */
const HOSTILE = [
  '=1+1\n+1',
  '=HYPERLINK("https://evil.example","Open")\nnote',
  'x;=1+1',
  'x\t=1+1',
  'x,=1+1',
  'note\r\n@SUM(A1)',
  'note\r-2',
  'a; =cmd|" /C calc"!A0;b',
  '+1',
  '-2',
  '@SUM(A1)',
  '\tTab',
  '\rCR',
  '  =1+1',
  '\uFF1D1+1',
  "'=1+1",
  "x;'=1+1",
];

/** Harmless text that must come back as it was. */
const PLAIN = ['Line one, "quoted"\nline two', 'plain; text', "it's", "'quoted'", 'نون', 'a-b@c.d'];

/**
 * Every piece a reader could take for a cell of the file: split on any of `,` `;` tab and line
 * breaks whatever the quotes say (the most careless spreadsheet), opening quote and spaces off.
 */
function cellsAnyReaderSees(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/[\r\n,;\t]/)
    .map((piece) => piece.replace(/^"/, '').trimStart());
}

describe('toCsv', () => {
  it('puts an apostrophe at every start of a cell, line or separated piece that could run', () => {
    expect(HOSTILE.slice(0, 4).map(neutralizeFormulae)).toEqual([
      "'=1+1\n'+1",
      '\'=HYPERLINK("https://evil.example","Open")\nnote',
      "x;'=1+1",
      "x\t'=1+1",
    ]);
    const file = toCsv(['name', 'count'], [...HOSTILE.map((h) => [h, 2])]);
    expect(cellsAnyReaderSees(file).filter((cell) => /^[=+\-@\uFF1D]/.test(cell))).toEqual([]);
  });

  it('quotes every cell holding a quote, a separator of any kind or a line break', () => {
    const file = toCsv(['a', 'b', 'c', 'd'], [['x;=1+1', 'x\t=1+1', 'plain; text', 'ok']]);
    expect(file.split('\r\n')[1]).toBe(`"x;'=1+1","x\t'=1+1","plain; text",ok`);
    const quotes = toCsv(['a'], [['say "hi"'], ['one\ntwo'], ['tab\there'], [' edge']]);
    expect(quotes.split('\r\n').slice(1).join('|')).toBe(
      '"say ""hi"""|"one\ntwo"|"tab\there"|" edge"',
    );
  });

  it('leaves numbers, booleans, empty cells and harmless text as they are', () => {
    const file = toCsv(['n', 'b', 'e', 't'], [[-2, true, null, 'a-b@c.d']]);
    expect(file).toBe('\uFEFFn,b,e,t\r\n-2,true,,a-b@c.d');
  });
});

describe('parseCsv', () => {
  it('reads an export back as the text that was exported', () => {
    const values = [...HOSTILE, ...PLAIN].filter((v) => v === v.trim());
    const { records } = parseCsv(
      toCsv(
        ['value'],
        values.map((v) => [v]),
      ),
    );
    expect(records.map((r) => r.cells.value)).toEqual(values);
  });

  it('takes off one apostrophe at each escaped start, and no other', () => {
    for (const value of [...HOSTILE, ...PLAIN, "''=x", "'", "x;''=1"]) {
      expect({ value, back: restoreFormulae(neutralizeFormulae(value)) }).toEqual({
        value,
        back: value,
      });
    }
    expect(restoreFormulae("'hello")).toBe("'hello");
    expect(restoreFormulae("'=SUM(A1)")).toBe('=SUM(A1)');
  });
});

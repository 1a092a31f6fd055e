/**
 * @jest-environment node
 */
import { MAX_JSON_DEPTH, jsonTextProblem, nestsDeeperThan } from '@/server/api/check-json-text';

const nested = (depth: number, open = '{"a":', close = '}') =>
  open.repeat(depth) + '1' + close.repeat(depth);

describe('nesting depth of a JSON text', () => {
  it('counts objects and arrays inside one another, up to the limit', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1, '[', ']'))).toBe(true);
    expect(nestsDeeperThan(nested(100_000))).toBe(true);
    // Siblings do not add up.
    expect(nestsDeeperThan(`[${Array(1000).fill('[[1]]').join(',')}]`)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '['.repeat(1000) }))).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: `\\"${'{'.repeat(1000)}` }))).toBe(false);
    expect(nestsDeeperThan(`{"a\\"[[[":${nested(MAX_JSON_DEPTH)}}`)).toBe(true);
  });
});

describe('what a JSON body may not hold', () => {
  it.each([
    [nested(3_000), 'BAD_REQUEST', 'body', 'validation.json_too_deep'],
    [nested(5_000, '[', ']'), 'BAD_REQUEST', 'body', 'validation.json_too_deep'],
    ['{"id":"\\ud800"}', 'VALIDATION_ERROR', 'id', 'validation.unpaired_surrogate'],
    ['{"a":{"b":["ok","x\\udfff"]}}', 'VALIDATION_ERROR', 'a.b.1', 'validation.unpaired_surrogate'],
    ['{"a":"\\ude00\\ud83d"}', 'VALIDATION_ERROR', 'a', 'validation.unpaired_surrogate'],
    ['{"x\\ud800":1}', 'VALIDATION_ERROR', 'x', 'validation.unpaired_surrogate'],
    ['{"a":{"😀\\udc00":1}}', 'VALIDATION_ERROR', 'a.😀', 'validation.unpaired_surrogate'],
    ['"\\udbff"', 'VALIDATION_ERROR', 'body', 'validation.unpaired_surrogate'],
    ['{"name":{"en":"a\\u0000"}}', 'VALIDATION_ERROR', 'name.en', 'validation.nul_character'],
  ])('%s → %s on %s', (text, title, key, message) => {
    expect(jsonTextProblem(text)).toEqual({ title, detail: { key, message } });
  });

  it.each([
    '{"emoji":"\\ud83d\\ude00","raw":"😀"}',
    '{"text":"\\\\ud800 is written, not a character"}',
    '{"a":',
    '',
    nested(MAX_JSON_DEPTH),
  ])('lets %s through (the parser judges what is not JSON)', (text) => {
    expect(jsonTextProblem(text)).toBeNull();
  });
});

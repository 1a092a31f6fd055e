import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// Every message the API or a shared schema can put in `details` must be translatable:
// `validation.x.y` and `errors.x` keys, and the upper-case field codes (fieldErrors.X).
const ROOTS = ['server', 'lib/validation'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

function lookup(messages: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );
}

const read = (roots: string[]) =>
  roots
    .flatMap((root) => files(path.join(process.cwd(), root)))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
const source = read(ROOTS);
// Upper-case field codes are what the shared schemas say (the server's are error titles).
const schemas = read(['lib/validation']);
const dotted = [
  ...new Set(
    [...source.matchAll(/'((?:validation|errors)\.[a-zA-Z_]+(?:\.[a-zA-Z_]+)*)'/g)].map(
      (m) => m[1]!,
    ),
  ),
];
const codes = [
  ...new Set([...schemas.matchAll(/'([A-Z]+(?:_[A-Z0-9]+)+)'/g)].map((m) => m[1]!)),
].filter(
  (c) =>
    /^(EMAIL|PASSWORD|VERIFICATION_TOKEN|FIRST_NAME|LAST_NAME|SEX|BIRTH_DATE|COUNTRY|TOKEN)_/.test(
      c,
    ) && /_(REQUIRED|INVALID|MIN_8|MAX_50|LENGTH_5)$/.test(c),
);

describe('error keys used by the API have translations', () => {
  it('finds the keys it checks', () => {
    expect(dotted).toEqual(
      expect.arrayContaining(['validation.password.match', 'errors.retry_after']),
    );
    expect(codes).toEqual(expect.arrayContaining(['EMAIL_REQUIRED', 'TOKEN_LENGTH_5']));
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ])('%s has every one', (_locale, messages) => {
    const missing = [
      ...dotted.filter((k) => typeof lookup(messages, k) !== 'string'),
      ...codes.filter((c) => typeof lookup(messages, `fieldErrors.${c}`) !== 'string'),
    ];
    expect(missing).toEqual([]);
  });
});

import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { ERROR_TITLES } from '@/lib/errors/catalogue';

function flatten(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function get(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
}

describe('message catalogues', () => {
  const arKeys = flatten(ar).sort();
  const enKeys = flatten(en).sort();

  it('have the same key sets in Arabic and English', () => {
    expect(arKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !arKeys.includes(k))).toEqual([]);
  });

  it('have no empty strings', () => {
    for (const [name, messages] of [
      ['ar', ar],
      ['en', en],
    ] as const) {
      const empty = flatten(messages).filter((k) => String(get(messages, k)).trim() === '');
      expect({ name, empty }).toEqual({ name, empty: [] });
    }
  });

  it('translate every catalogue error title in both languages', () => {
    for (const title of ERROR_TITLES) {
      expect(typeof get(ar, `errors.${title}`)).toBe('string');
      expect(typeof get(en, `errors.${title}`)).toBe('string');
    }
  });

  it('really are Arabic on the Arabic side', () => {
    expect(get(ar, 'navbar.home')).toMatch(/[\u0600-\u06FF]/);
    expect(get(ar, 'errorBoundary.title')).toMatch(/[\u0600-\u06FF]/);
  });
});

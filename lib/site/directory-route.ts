import type { z } from 'zod';
import { shopListQuerySchema } from '@/lib/validation/shop';

/** What the store directory shows: search text, category, first letter, page. */
export interface DirectoryState {
  q?: string;
  category?: string;
  letter?: string;
  page?: number;
}

/** The /shops address (without language prefix) of a directory state; page 1 and empty values left out. */
export function directoryPath(state: DirectoryState) {
  const query = new URLSearchParams();
  if (state.q) query.set('q', state.q);
  if (state.category) query.set('category', state.category);
  if (state.letter) query.set('letter', state.letter);
  if (state.page && state.page > 1) query.set('page', String(state.page));
  return query.size ? `/shops?${query}` : '/shops';
}

const shape = shopListQuerySchema.shape;
const valid = <T>(result: { success: true; data: T } | { success: false }) =>
  result.success ? result.data : undefined;

/**
 * A value given in the query, parsed by its schema; an absent one is not parsed at all (the proxy
 * decides every `/shops` request here, most of them with no query).
 */
const parsed = <S extends z.ZodType>(schema: S, value: string | undefined) =>
  value === undefined ? undefined : valid(schema.safeParse(value));

/**
 * The directory state of a `/shops` address's query: a malformed or empty value is ignored, as if
 * it were not there (never an error page).
 */
export function directoryStateOf(get: (key: string) => string | null | undefined): DirectoryState {
  const text = (key: string) => {
    const value = get(key);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const page = parsed(shape.page, text('page'));
  return {
    q: parsed(shape.q, text('q')),
    category: parsed(shape.category, text('category')),
    letter: parsed(shape.letter, text('letter')),
    page: page && page > 1 ? page : undefined,
  };
}

/** A segment of the cached route that stands for "no value" (no category slug can be `_`). */
const NONE = '_';
/** `#` (names not starting with a Latin letter) cannot sit in a path segment: `0` stands for it. */
const encodeLetter = (letter: string) => (letter === '#' ? '0' : letter);
const decodeLetter = (segment: string) => (segment === '0' ? '#' : segment);

/**
 * Where the site renders a directory state, under the language's route (`/{locale}` + this):
 * - a search (`q`): `/shops/search`, rendered per request, the query kept as it is;
 * - the first page of everything: `/shops`;
 * - any other page, category or letter: `/shops/v/{category}/{letter}/{page}`, a cached page of
 *   its own — the proxy rewrites `/shops?category=…&letter=…&page=…` there, the address stays.
 */
export function directoryRoute(state: DirectoryState): string {
  if (state.q) return '/shops/search';
  if (!state.category && !state.letter && !state.page) return '/shops';
  const letter = state.letter ? encodeLetter(state.letter) : NONE;
  return `/shops/v/${state.category ?? NONE}/${letter}/${state.page ?? 1}`;
}

/** The directory state of the cached route's segments, or null when they cannot be one. */
export function directoryStateOfRoute(params: {
  category: string;
  letter: string;
  page: string;
}): DirectoryState | null {
  // What the segments say; the state is that, validated. Any difference (a malformed or
  // non-canonical segment) means no address leads here.
  const asked: Record<string, string | undefined> = {
    category: params.category === NONE ? undefined : params.category,
    letter: params.letter === NONE ? undefined : decodeLetter(params.letter),
    page: params.page,
  };
  const state = directoryStateOf((key) => asked[key]);
  const same =
    asked.category === state.category &&
    asked.letter === state.letter &&
    String(state.page ?? 1) === params.page;
  return same ? state : null;
}

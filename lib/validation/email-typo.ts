// "Did you mean …?" for e-mail addresses. Pure and dependency-free: it runs in the API
// and in the browser form alike.

/** Popular mailbox providers, most popular first (the first wins a tie). */
export const POPULAR_EMAIL_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  'live.com',
  'googlemail.com',
  'me.com',
  'aol.com',
  'msn.com',
  'protonmail.com',
  'proton.me',
  'ymail.com',
  'outlook.sa',
  'hotmail.fr',
  'yahoo.fr',
  'windowslive.com',
  'gmx.com',
  'mail.com',
  'zoho.com',
] as const;

const PROVIDERS = POPULAR_EMAIL_DOMAINS.map((domain) => {
  const dot = domain.indexOf('.');
  return { domain, name: domain.slice(0, dot), tld: domain.slice(dot + 1) };
});

/**
 * Real domains one or two edits away from a provider's name, which must not be "corrected"
 * (`email.com` is not a typo of `gmail.com`, `cloud.com` not one of `icloud.com`).
 */
const NOT_TYPOS: ReadonlySet<string> = new Set([
  ...POPULAR_EMAIL_DOMAINS,
  'email.com',
  'cloud.com',
  'hotmart.com',
]);

/** Misspellings of a provider's top-level domain, by the intended TLD. */
const TLD_TYPOS: Readonly<Record<string, readonly string[]>> = {
  com: ['con', 'cmo', 'co', 'om', 'comm', 'coom', 'cm', 'cpm', 'xom', 'vom', 'ocm', 'c0m'],
  net: ['nett', 'ne', 'nte', 'met', 'ner'],
};

/**
 * Optimal-string-alignment distance (Damerau-Levenshtein where a transposed pair counts as one
 * edit and no substring is edited twice): `gmial` → `gmail` is 1.
 */
export function osaDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number) => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * How many edits a provider's name tolerates: 2 for names of 6+ letters, 1 for 5 letters. Names
 * of 4 letters or fewer (`me`, `aol`, `msn`, `live`, `mail`, `gmx`, `zoho`) tolerate none — one
 * edit there almost always lands on another real domain (`my.com`, `aon.com`, `love.com`) — so
 * only their TLD is corrected (`aol.con` → `aol.com`).
 */
function allowedNameEdits(name: string): number {
  if (name.length >= 6) return 2;
  if (name.length === 5) return 1;
  return 0;
}

/**
 * The corrected address when the domain of `email` looks like a typo of a popular provider
 * (`ali@gmial.com` → `ali@gmail.com`, `x@gmail.con` → `x@gmail.com`), otherwise null — also
 * when the domain already is a known provider or nothing is close (`x@company.com`).
 * The local part is kept exactly as typed; the suggested domain is lower-case.
 */
export function suggestEmailDomain(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return null;
  const local = trimmed.slice(0, at);
  const domain = trimmed
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.+$/, '');
  const dot = domain.indexOf('.');
  if (dot <= 0 || NOT_TYPOS.has(domain)) return null;
  const name = domain.slice(0, dot);
  const tld = domain.slice(dot + 1);

  let best: { domain: string; score: number } | null = null;
  for (const provider of PROVIDERS) {
    const tldPenalty =
      tld === provider.tld ? 0 : TLD_TYPOS[provider.tld]?.includes(tld) ? 1 : Infinity;
    if (tldPenalty === Infinity) continue;
    const nameEdits = osaDistance(name, provider.name);
    if (nameEdits > allowedNameEdits(provider.name)) continue;
    const score = nameEdits + tldPenalty;
    if (score > 0 && (best === null || score < best.score)) {
      best = { domain: provider.domain, score };
    }
  }
  return best ? `${local}@${best.domain}` : null;
}

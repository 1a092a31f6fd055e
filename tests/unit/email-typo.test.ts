import {
  osaDistance,
  POPULAR_EMAIL_DOMAINS,
  suggestEmailDomain,
} from '@/lib/validation/email-typo';

describe('suggestEmailDomain', () => {
  it.each([
    // Transposed, missing, doubled or wrong letters in the provider's name.
    ['ali@gmial.com', 'ali@gmail.com'],
    ['ali@gamil.com', 'ali@gmail.com'],
    ['ali@gmai.com', 'ali@gmail.com'],
    ['ali@gmaill.com', 'ali@gmail.com'],
    ['ali@gnail.com', 'ali@gmail.com'],
    ['x@hotmial.com', 'x@hotmail.com'],
    ['x@hotmal.com', 'x@hotmail.com'],
    ['x@hotmil.com', 'x@hotmail.com'],
    ['x@homtail.com', 'x@hotmail.com'],
    ['x@yaho.com', 'x@yahoo.com'],
    ['x@yahooo.com', 'x@yahoo.com'],
    ['x@outlok.com', 'x@outlook.com'],
    ['x@outllok.com', 'x@outlook.com'],
    ['x@iclod.com', 'x@icloud.com'],
    ['x@googlemial.com', 'x@googlemail.com'],
    ['x@protonmial.com', 'x@protonmail.com'],
    ['x@windowlive.com', 'x@windowslive.com'],
    // Two edits are allowed for names of six letters or more.
    ['x@hotmaiil.con', 'x@hotmail.com'],
    ['x@outlk.com', 'x@outlook.com'],
    // TLD typos.
    ['x@gmail.con', 'x@gmail.com'],
    ['x@gmail.cmo', 'x@gmail.com'],
    ['x@gmail.co', 'x@gmail.com'],
    ['x@gmail.om', 'x@gmail.com'],
    ['x@gmail.comm', 'x@gmail.com'],
    ['x@icloud.co', 'x@icloud.com'],
    ['x@aol.con', 'x@aol.com'],
    ['x@me.co', 'x@me.com'],
    // Both at once.
    ['x@gmial.con', 'x@gmail.com'],
    // A provider on another TLD keeps its TLD.
    ['x@hotmial.fr', 'x@hotmail.fr'],
    ['x@yaho.fr', 'x@yahoo.fr'],
    ['x@outlok.sa', 'x@outlook.sa'],
    ['x@protn.me', 'x@proton.me'],
    // The local part is kept as typed; the domain is compared case-insensitively.
    ['Ali.Hassan+shop@GMIAL.COM', 'Ali.Hassan+shop@gmail.com'],
    ['  ali@gmial.com.  ', 'ali@gmail.com'],
  ])('%s → %s', (input, expected) => {
    expect(suggestEmailDomain(input)).toBe(expected);
  });

  it.each(POPULAR_EMAIL_DOMAINS.map((d) => `x@${d}`))('leaves the provider %s alone', (email) => {
    expect(suggestEmailDomain(email)).toBeNull();
  });

  it.each([
    'x@GMAIL.COM',
    'x@gmail.com.',
    // Unrelated domains.
    'x@company.com',
    'x@safqa.app',
    'x@uni.edu.eg',
    'x@example.com',
    'x@stc.com.sa',
    'x@google.com',
    // Real domains close to a provider's name.
    'x@email.com',
    'x@cloud.com',
    'x@ymail.com',
    'x@hotmart.com',
    // Other real domains of the same providers.
    'x@hotmail.co.uk',
    'x@yahoo.co.uk',
    'x@gmx.de',
    'x@outlook.com.sa',
    // Short names tolerate no edit in the name: `aon.com`, `my.com`, `love.com` are real.
    'x@aon.com',
    'x@my.com',
    'x@love.com',
    'x@gmy.com',
    // Too far: three edits for a seven-letter name, two for a five-letter one.
    'x@hotmaiiiil.com',
    'x@gmaiiil.com',
    'x@yhao.com',
    // A TLD that is not a known typo.
    'x@gmail.de',
    'x@hotmail.sa',
    // Not an address.
    'gmial.com',
    '@gmial.com',
    'x@',
    'x@gmial',
    '',
  ])('suggests nothing for %j', (email) => {
    expect(suggestEmailDomain(email)).toBeNull();
  });

  it('prefers the closest provider, then the most popular one', () => {
    // `ymial` is one transposition from `ymail` and two edits from `gmail`.
    expect(suggestEmailDomain('x@ymial.com')).toBe('x@ymail.com');
    // `hmail` is one edit from both `gmail` and `ymail`: gmail is more popular.
    expect(suggestEmailDomain('x@hmail.com')).toBe('x@gmail.com');
  });
});

describe('osaDistance', () => {
  it.each([
    ['gmail', 'gmail', 0],
    ['gmial', 'gmail', 1],
    ['gmai', 'gmail', 1],
    ['gmaill', 'gmail', 1],
    ['gnail', 'gmail', 1],
    ['', 'abc', 3],
    ['ca', 'abc', 3],
    ['company', 'gmail', 5],
  ])('%s ↔ %s = %i', (a, b, d) => {
    expect(osaDistance(a, b)).toBe(d);
    expect(osaDistance(b, a)).toBe(d);
  });
});

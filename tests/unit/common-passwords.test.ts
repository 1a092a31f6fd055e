import { COMMON_PASSWORDS, isCommonPassword } from '@/lib/validation/common-passwords';

describe('isCommonPassword', () => {
  it.each([
    '123456789',
    'password',
    '12345678',
    'qwerty123',
    'iloveyou',
    'password1',
    '1234567890',
    'abc12345',
    '1q2w3e4r',
    'football',
    'baseball',
    'sunshine',
    'princess',
    'welcome1',
    'admin123',
    'letmein1',
    'passw0rd',
    'p@ssw0rd',
    'trustno1',
    'zaq12wsx',
    'bismillah',
  ])('refuses the listed %s', (password) => {
    expect(COMMON_PASSWORDS.has(password)).toBe(true);
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    ['upper case', 'PASSWORD1'],
    ['mixed case', 'PassWord123'],
    ['surrounding spaces', '  iloveyou  '],
    ['full-width digits', '１２３４５６７８９'],
  ])('compares ignoring %s', (_, password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    // One character or a short block, repeated.
    'aaaaaaaa',
    'ZZZZZZZZZZ',
    '99999999999',
    '!!!!!!!!',
    '13131313',
    'abcabcabc',
    'xyxyxyxyx',
    // A straight run, up or down.
    '23456789',
    '01234567',
    '76543210',
    'abcdefghij',
    'mnopqrst',
    'zyxwvuts',
    // A keyboard row or column, either way.
    'ertyuiop',
    'wertyuiop',
    'sdfghjkl',
    'zxcvbnm,./',
    'poiuytrewq',
    'lkjhgfdsa',
    '3edc4rfv5tgb',
    '2wsx3edc4rfv',
    'qazwsxedc',
    'w2e3r4t5y6',
    'zertyuio',
    'wertzuio',
  ])('refuses the pattern %s', (password) => {
    expect(COMMON_PASSWORDS.has(password.toLowerCase())).toBe(false);
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    'correct horse battery staple',
    'Safqa-coupons-2025!',
    'q8#Lm2vR!x',
    'tr0mb0ne-sunset',
    'password-for-my-shop-9731',
    'ابتسامة2025',
    // Near a pattern, but not one.
    '12345679',
    'abcdefgi',
    'qwertyuo',
    'aaaaaaab',
    'abcdabce',
    // Near a listed password, but not one.
    'password1234567',
    'iloveyou99x',
    '',
    '        ',
  ])('accepts %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('lists at least 500 lower-case passwords of 8–50 characters', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(500);
    for (const password of COMMON_PASSWORDS) {
      expect(password.length).toBeGreaterThanOrEqual(8);
      expect(password.length).toBeLessThanOrEqual(50);
      expect(password).toBe(password.toLowerCase());
    }
  });
});

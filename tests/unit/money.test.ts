import { formatAmount, formatMoney, percentChange } from '@/lib/format/money';

describe('formatMoney', () => {
  it('writes the currency in the reader’s language with Latin digits', () => {
    expect(formatMoney('129.90', 'SAR', 'en')).toBe('SAR\u00a0129.90');
    const ar = formatMoney('129.90', 'SAR', 'ar');
    expect(ar).toContain('129.90');
    expect(ar).toMatch(/ر\.س/);
  });

  it('drops the decimals of a whole amount', () => {
    expect(formatMoney('1500.00', 'AED', 'en')).toBe('AED\u00a01,500');
  });

  it('falls back to the bare code for a currency Intl does not know', () => {
    expect(formatMoney('10', 'ZZZZ', 'en')).toBe('10 ZZZZ');
  });
});

describe('percentChange', () => {
  it('measures a drop and a rise in whole percent', () => {
    expect(percentChange('200.00', '150.00')).toBe(-25);
    expect(percentChange('100.00', '110.50')).toBe(11);
  });

  it('is null without a starting price', () => {
    expect(percentChange(null, '10')).toBeNull();
    expect(percentChange('0', '10')).toBeNull();
  });
});

describe('formatAmount', () => {
  it('writes the number alone, two places unless whole', () => {
    expect(formatAmount('2928.07', 'en')).toBe('2,928.07');
    expect(formatAmount('3247.00', 'ar')).toBe('3,247');
  });
});

/** @jest-environment node */
import { foldForSearch } from '@/server/services/search-text';

describe('search folding', () => {
  it('folds Arabic letter variants and case', () => {
    expect(foldForSearch('أمازون')).toBe(foldForSearch('امازون'));
    expect(foldForSearch('إكسترا')).toBe(foldForSearch('اكسترا'));
    expect(foldForSearch('آي هيرب')).toBe('اي هيرب');
    expect(foldForSearch('صيدلية النهدي')).toBe(foldForSearch('صيدليه النهدى'));
    expect(foldForSearch('  NooN  ')).toBe('noon');
    expect(foldForSearch('مُمْزْوُرلد')).toBe('ممزورلد');
  });
});
